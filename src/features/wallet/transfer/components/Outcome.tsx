import { useTranslation } from 'react-i18next';
import type { TransferFailure } from '../slice';

/** A failed call in the member's language (the server's own message when no text fits). */
export function FailureText({ failure, message }: { failure: TransferFailure; message: string }) {
  const { t } = useTranslation();
  return <>{failure === 'server' ? message : t(`transfer.failure.${failure}`)}</>;
}

/** An amount field's error, tied to its input. */
export function FieldError({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p id={id} role="alert" className="transfer-field-error">
      {text}
    </p>
  ) : null;
}
