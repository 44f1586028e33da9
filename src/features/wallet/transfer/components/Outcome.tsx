import { useTranslation } from 'react-i18next';
import type { Outcome, TransferFailure } from '../slice';

/** A failed call in the member's language (the server's own message when no text fits). */
export function FailureText({ failure, message }: { failure: TransferFailure; message: string }) {
  const { t } = useTranslation();
  if (failure === 'server') return <>{message}</>;
  return (
    <>{failure === 'session' ? t('roles.sessionExpired') : t(`transfer.failure.${failure}`)}</>
  );
}

interface SubmitProps {
  outcome: Outcome;
  /** The button's text. */
  label: string;
  /** What was done, once it is (null: nothing to say). */
  done: string | null;
}

/** A transfer form's submit button and what came of it: what was done, or why it failed. */
export function SubmitOutcome({ outcome, label, done }: SubmitProps) {
  const { t } = useTranslation();
  return (
    <>
      <button type="submit" className="primary" aria-disabled={outcome.status === 'pending'}>
        {outcome.status === 'pending' ? t('transfer.working') : label}
      </button>
      {outcome.status === 'done' && done !== null ? <p role="status">{done}</p> : null}
      {outcome.status === 'failed' && outcome.failure ? (
        <p role="alert">
          <FailureText failure={outcome.failure} message={outcome.message} />
        </p>
      ) : null}
    </>
  );
}
