import { useTranslation } from 'react-i18next';

/** A polite loading indicator. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="loading">
      {t('app.loading')}
    </div>
  );
}
