import { useTranslation } from 'react-i18next';

interface Props {
  onContact: () => void;
  notice?: string | null;
}

/**
 * The blocking page of a host that is not one of the platform's domains (spec 2 §8 'Invalid URL,
 * please contact customer service'), in the style of the maintenance page. Loaded only when shown.
 */
export default function DomainRefusedPage({ onContact, notice }: Props) {
  const { t } = useTranslation();
  return (
    <main className="status-page" aria-labelledby="status-title">
      <h1 id="status-title">{t('status.domainTitle')}</h1>
      <p className="status-subtitle">{t('status.restrictionSubtitle')}</p>
      <p>{t('errors.invalidUrl')}</p>
      <button type="button" className="primary" onClick={onContact}>
        {t('status.contactUs')}
      </button>
      {notice ? <p role="alert">{notice}</p> : null}
    </main>
  );
}
