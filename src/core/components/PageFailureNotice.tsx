import { useTranslation } from 'react-i18next';
import { retryable, type PageFailure } from '@/core/page-failure';
import './page-failure.css';

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
  /** A login button after the session ended (its text, and what it does). */
  login?: { label: string; onLogin: () => void };
}

/**
 * Why a member-centre page (money, member, promotions) or one of its parts cannot go on, in the
 * member's language, with what can be done: log in again (session ended, where the page offers
 * it), nothing (trial account: a real account is needed), or try again.
 */
export function PageFailureNotice({
  failure,
  lead,
  busy,
  reason,
  onRetry,
  login,
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
    <div role="alert" className="page-failure">
      {lead ? <p>{lead}</p> : null}
      <p>{text}</p>
      {failure.kind === 'session' && login ? (
        <button type="button" onClick={login.onLogin}>
          {login.label}
        </button>
      ) : null}
      {retryable(failure) && onRetry ? (
        <button type="button" onClick={onRetry}>
          {t('app.retry')}
        </button>
      ) : null}
    </div>
  );
}
