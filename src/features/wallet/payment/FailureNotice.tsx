import { useTranslation } from 'react-i18next';
import type { Failure } from './failure';

export interface FailureNoticeProps {
  failure: Failure;
  /** The page's text file ('deposit', 'withdraw'): its `busy` and `logIn` texts. */
  ns: 'deposit' | 'withdraw';
  /** What could not be done ("Your deposits could not be loaded."), before the reason. */
  lead?: string;
  /** The reason of a server error the page knows by its code (else the server's message). */
  reason?: string;
  /** A retry button (offline, busy, server errors). */
  onRetry?: () => void;
  /** The login button after the session ended. */
  onLogin?: () => void;
}

/**
 * Why a money page or one of its parts cannot go on, in the member's language, with what can be
 * done: log in again (session ended), nothing (trial account: a real account is needed), or try
 * again (network dropped, system busy, another server error).
 */
export function FailureNotice({ failure, ns, lead, reason, onRetry, onLogin }: FailureNoticeProps) {
  const { t } = useTranslation();
  const text = {
    session: t('roles.sessionExpired'),
    trial: t('roles.in_need_true_account'),
    offline: t('errors.network'),
    busy: t(`${ns}.busy`),
    server: reason ?? failure.message,
  }[failure.kind];
  return (
    <div role="alert" className="payment-failure">
      {lead ? <p>{lead}</p> : null}
      <p>{text}</p>
      {failure.kind === 'session' && onLogin ? (
        <button type="button" onClick={onLogin}>
          {t(`${ns}.logIn`)}
        </button>
      ) : null}
      {failure.kind !== 'session' && failure.kind !== 'trial' && onRetry ? (
        <button type="button" onClick={onRetry}>
          {t('app.retry')}
        </button>
      ) : null}
    </div>
  );
}
