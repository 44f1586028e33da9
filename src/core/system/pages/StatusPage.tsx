import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';

interface Props {
  kind: 'maintenance' | 'region';
  maintenanceEndTime?: number | null;
  location?: { ip: string; country: string };
  onContact: () => void;
  notice?: string | null;
}

/** The blocking start-up pages: System Maintenance (status 1) and IP Restriction (status 2). */
export function StatusPage({ kind, maintenanceEndTime, location, onContact, notice }: Props) {
  const { t } = useTranslation();
  const title = kind === 'maintenance' ? t('status.maintenanceTitle') : t('status.ipTitle');
  return (
    <main className="status-page" aria-labelledby="status-title">
      <h1 id="status-title">{title}</h1>
      <p className="status-subtitle">{t('status.restrictionSubtitle')}</p>
      {kind === 'maintenance' && maintenanceEndTime ? (
        <p>{t('status.maintenanceUntil', { time: formatDateTime(maintenanceEndTime) })}</p>
      ) : null}
      {kind === 'region' && location ? (
        <dl className="status-location">
          <dt>{t('status.yourIp')}</dt>
          <dd>{location.ip}</dd>
          <dt>{t('status.yourCountry')}</dt>
          <dd>{location.country}</dd>
        </dl>
      ) : null}
      <p>{t('status.notice')}</p>
      <button type="button" className="primary" onClick={onContact}>
        {t('status.contactUs')}
      </button>
      {notice ? <p role="alert">{notice}</p> : null}
    </main>
  );
}
