import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Site footer (spec 1 §2.6): its four blocks and providers strip arrive with the shell issue. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer" aria-label={t('layout.footer')}>
      <nav aria-label={t('layout.footer')}>
        <Link to="/help">{t('layout.userProtocol')}</Link> · <Link to="/helpmc">{t('layout.helpCentre')}</Link>
      </nav>
      <p>{t('layout.responsibility')}</p>
      <p>{t('layout.copyright', { year: new Date().getFullYear(), name: t('app.name') })}</p>
    </footer>
  );
}
