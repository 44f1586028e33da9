import { useTranslation } from 'react-i18next';

/** A polite loading indicator: a busy status (what the feature tests wait to be gone). */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="loading">
      {t('app.loading')}
    </div>
  );
}
