import { useTranslation } from 'react-i18next';
import { retryable, type Failure } from '../page-flow';

export interface FailureNoticeProps {
  failure: Failure;
  /** What could not be done ("Your rewards could not be loaded."), before the reason. */
  lead?: string;
  /** The page's text for #727 (system busy). */
  busy: string;
  /** The reason of a refusal the page knows by its code (else the server's message). */
  reason?: string;
  /** A retry button, where trying again can help. */
  onRetry?: () => void;
}

/**
 * Why a promotions page or one of its actions cannot go on, in the member's language: the session
 * ended (the member centre opens the login popup), a real account is needed, or try again.
 */
export function FailureNotice({ failure, lead, busy, reason, onRetry }: FailureNoticeProps) {
  const { t } = useTranslation();
  const text = {
    session: t('roles.sessionExpired'),
    trial: t('roles.in_need_true_account'),
    offline: t('errors.network'),
    busy,
    server: reason ?? failure.message,
  }[failure.kind];
  return (
    <div role="alert" className="promotions-failure">
      {lead ? <p>{lead}</p> : null}
      <p>{text}</p>
      {onRetry && retryable(failure) ? (
        <button type="button" onClick={onRetry}>
          {t('app.retry')}
        </button>
      ) : null}
    </div>
  );
}
