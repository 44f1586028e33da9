import { useTranslation } from 'react-i18next';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import type { Failure } from '../failure';

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

/** Why a money page or one of its parts cannot go on: the member centre's notice, in its texts. */
export function FailureNotice({ failure, ns, lead, reason, onRetry, onLogin }: FailureNoticeProps) {
  const { t } = useTranslation();
  return (
    <PageFailureNotice
      failure={failure}
      lead={lead}
      busy={t(`${ns}.busy`)}
      reason={reason}
      onRetry={onRetry}
      login={onLogin ? { label: t(`${ns}.logIn`), onLogin } : undefined}
    />
  );
}
