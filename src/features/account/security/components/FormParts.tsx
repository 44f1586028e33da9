import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import type { SecurityFailure } from '../rules';
import { selectSecurityForms } from '../selectors';
import { securityActions, type SecurityForm } from '../slice';
import { useFailureText } from './texts';

/** Failures told below a form or a list, announced. */
export function FailureLines({ failures }: { failures: (SecurityFailure | null)[] }) {
  const failureText = useFailureText();
  return (
    <>
      {failures.map((failure, i) =>
        failure ? (
          <p key={i} role="alert" className="security-failure">
            {failureText(failure)}
          </p>
        ) : null,
      )}
    </>
  );
}

/** The end of a form: what failed, its submit (inert while sending) and its cancel button. */
export function FormEnd({
  failures,
  submit,
  sending,
  onCancel,
}: {
  failures: (SecurityFailure | null)[];
  submit: string;
  sending: boolean;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FailureLines failures={failures} />
      <div className="security-actions">
        <button type="submit" className="security-submit" aria-disabled={sending || undefined}>
          {submit}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel}>
            {t('security.cancel')}
          </button>
        ) : null}
      </div>
    </>
  );
}

/**
 * A form a button opens: shown or not (a new opening forgets the last outcome); once it is done,
 * it closes and the focus goes back to its button.
 */
export function useOpenedForm(form: SecurityForm) {
  const dispatch = useAppDispatch();
  const outcome = useAppSelector(selectSecurityForms)[form];
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const done = outcome.status === 'done';
  useEffect(() => {
    if (!done) return;
    setOpen(false);
    toggle.current?.focus();
  }, [done]);
  const show = (next: boolean) => {
    dispatch(securityActions.formCleared(form));
    setOpen(next);
  };
  return { open, show, toggle, done };
}
