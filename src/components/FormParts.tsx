import { useEffect, useRef } from 'react';
import { useFormState } from 'react-final-form';

/**
 * Calls `onEdit` once the member changes the form: its first change, and the first change after
 * each submit (the values then differ from those sent). The forms then drop the server's outcome
 * (a refusal, a success message), so it does not outlive the values it was about. A form
 * re-initialised with new values (after a save) is no change. Render it inside a final-form form.
 */
export function ClearOnEdit({ onEdit }: { onEdit: () => void }) {
  const { dirty, dirtySinceLastSubmit } = useFormState({
    subscription: { dirty: true, dirtySinceLastSubmit: true },
  });
  const latest = useRef(onEdit);
  latest.current = onEdit;
  useEffect(() => {
    if (dirty) latest.current();
  }, [dirty]);
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
