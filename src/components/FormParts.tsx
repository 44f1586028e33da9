import { useEffect, useRef } from 'react';
import { useFormState } from 'react-final-form';

/**
 * Calls `onEdit` once the member changes what was sent (the values differ from those of the last
 * submit): the money forms then drop the server's outcome, so a refusal or a success message does
 * not outlive the values it was about. Render it inside a react-final-form form.
 */
export function ClearOnEdit({ onEdit }: { onEdit: () => void }) {
  const { dirtySinceLastSubmit } = useFormState({ subscription: { dirtySinceLastSubmit: true } });
  const latest = useRef(onEdit);
  latest.current = onEdit;
  useEffect(() => {
    if (dirtySinceLastSubmit) latest.current();
  }, [dirtySinceLastSubmit]);
  return null;
}

/**
 * A form's submit button while its request may be on its way: the sending text, and
 * aria-disabled (it stays focusable and the form ignores a second submit meanwhile).
 */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
  className,
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} aria-disabled={sending || undefined}>
      {sending ? sendingLabel : label}
    </button>
  );
}
