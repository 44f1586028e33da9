import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '@/features/shell/shell.css';

/** The articles (and the HTML sanitiser they need) load with the page, not with the home page. */
const HelpArticles = lazy(() => import('@/features/shell/pages/HelpArticles'));

/** /helpmc: the help centre, a page of its own without header or side bar (spec 1 §2.2). */
export default function Section() {
  const { t } = useTranslation();
  return (
    <section className="help-centre" aria-labelledby="help-centre-title">
      <h1 id="help-centre-title">{t('sections.helpmc')}</h1>
      <p>
        <Link to="/">{t('app.goHome')}</Link>
      </p>
      <Suspense fallback={<p>{t('shell.help.loading')}</p>}>
        <HelpArticles />
      </Suspense>
    </section>
  );
}
