import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';

export default function Section() {
  const { t } = useTranslation();
  return <ComingSoon title={t('sections.pointMall')} />;
}
