import { useTranslation } from 'react-i18next';
import type { PageFailure } from '../page-failure';
import './member-page.css';

export interface PageFailureNoticeProps {
  failure: PageFailure;
  /** What could not be done ("Your profile could not be loaded."), before the reason. */
  lead?: string;
  /** The page's text for #727 (system busy). */
  busy: string;
  /** The reason of a server error the page knows by its code (else the server's message). */
  reason?: string;
  /** A retry button (offline, busy, server errors). */
  onRetry?: () => void;
}

/**
 * Why a member-centre page or one of its parts cannot go on, in the member's language, with a retry
 * where trying again can help (not after the session ended or for a trial account).
 */
export function PageFailureNotice({
  failure,
  lead,
  busy,
  reason,
  onRetry,
}: PageFailureNoticeProps) {
  const { t } = useTranslation();
  const text = {
    session: t('roles.sessionExpired'),
    trial: t('roles.in_need_true_account'),
    offline: t('errors.network'),
    busy,
    server: reason ?? failure.message,
  }[failure.kind];
  return (
    <div role="alert" className="member-page-failure">
      {lead ? <p>{lead}</p> : null}
      <p>{text}</p>
      {failure.kind !== 'session' && failure.kind !== 'trial' && onRetry ? (
        <button type="button" onClick={onRetry}>
          {t('app.retry')}
        </button>
      ) : null}
    </div>
  );
}
