import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/Pagination';

/** The team pages' pagination (page range 3, margin 1: spec 2 §9), named for what it pages. */
export function TeamPager({
  label,
  pageCount,
  current,
  onChange,
}: {
  label: string;
  pageCount: number;
  current: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Pagination
      pageCount={pageCount}
      current={current}
      onChange={onChange}
      label={label}
      texts={{
        previous: t('team.previous'),
        next: t('team.next'),
        page: (n) => t('team.page', { page: n }),
      }}
    />
  );
}
