import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import { ComingSoon } from '@/components/ComingSoon';
import type { ModalComponentProps } from '@/features/modals/types';

/** Placeholder until its feature issue builds it (nothing opens it yet). */
export default function PlaceholderModal({ onClose }: ModalComponentProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t('app.comingSoon')} onClose={onClose}>
      <ComingSoon title={t('app.comingSoon')} />
    </Modal>
  );
}
