import { useTranslation } from 'react-i18next';

/** The honest body of a section whose feature is not built yet. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{title}</h1>
      <p>
        <strong>{t('app.comingSoon')}</strong> — {t('app.comingSoonBody', { section: title })}
      </p>
    </section>
  );
}
