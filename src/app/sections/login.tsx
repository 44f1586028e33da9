import { useTranslation } from 'react-i18next';

/** Where the loginedToHomePage guard sends visitors (spec 1 §2.2). */
export default function LoginSection() {
  const { t } = useTranslation();
  return (
    <section className="login-required" aria-labelledby="login-required-title">
      <h1 id="login-required-title">{t('sections.login')}</h1>
      <p role="alert">{t('errors.notLoggedIn')}</p>
    </section>
  );
}
