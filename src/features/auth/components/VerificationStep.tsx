import { useId, useMemo } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { LoginCheckMethod } from '@/api/contract/auth';
import { Field } from '@/components/Field';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { textOfCode } from '@/i18n/dynamic-key';
import { selectVerification } from '../selectors';
import { authActions, type AuthMessage, type VerificationView } from '../slice';
import { verificationValidator } from '../validators';

/** How each check's field is filled in (the browser's one-time-code fill for sent codes). */
const INPUT: Record<LoginCheckMethod, { autoComplete: string; inputMode?: 'numeric' }> = {
  SMS: { autoComplete: 'one-time-code', inputMode: 'numeric' },
  EMAIL: { autoComplete: 'one-time-code', inputMode: 'numeric' },
  BANK_NAME: { autoComplete: 'off' },
  AUTHENTICATOR: { autoComplete: 'one-time-code', inputMode: 'numeric' },
};

/** The get-code button of an SMS or EMAIL check: disabled with the seconds while counting. */
function SendCodeButton({ view }: { view: VerificationView }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const counting = view.countdown > 0;
  return (
    <button
      type="button"
      className="auth-get-code"
      disabled={view.codeSending || counting}
      onClick={() => dispatch(authActions.verificationCodeRequested())}
    >
      {counting
        ? t('auth.actions.resendIn', { seconds: view.countdown })
        : view.codeSending
          ? t('auth.actions.sending')
          : t('auth.actions.getCode')}
    </button>
  );
}

function Refusal({ error }: { error: AuthMessage }) {
  const { t } = useTranslation();
  const tr = t as unknown as (key: string) => string;
  return (
    <p role="alert" className="auth-error">
      {error.message ?? (error.key ? tr(error.key) : '')}
    </p>
  );
}

/**
 * The login side rule's step (spec 2 §4), in place of the login forms: why it is asked, the
 * answer (a code sent to the bound mobile or email, the bound bank account's name, or the
 * authenticator's 6 digits) with a get-code button for sent codes, why an answer was refused
 * (what was typed stays), confirm, and back to the login forms.
 */
export function VerificationStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectVerification);
  const introId = useId();
  const method = view?.method ?? 'SMS';
  const validate = useMemo(() => verificationValidator(t as never, method), [t, method]);
  if (!view) return null;
  const sendsCode = method === 'SMS' || method === 'EMAIL';
  return (
    <Form<{ answer?: string }>
      onSubmit={(values) => {
        if (!view.checking)
          dispatch(authActions.verificationAnswered({ answer: values.answer ?? '' }));
      }}
    >
      {({ handleSubmit }) => (
        <form
          className="auth-form auth-verify"
          onSubmit={handleSubmit}
          noValidate
          aria-describedby={introId}
        >
          <div id={introId}>
            <p className="auth-verify-intro">{t('auth.verify.intro')}</p>
            <p>
              {(t as unknown as (k: string, o: object) => string)(`auth.verify.how.${method}`, {
                target: view.target ?? '',
              })}
            </p>
          </div>
          <Field
            className="auth-field"
            name="answer"
            label={textOfCode(t, 'auth.verify.label', method)}
            validate={validate}
            autoFocus
            maxLength={method === 'BANK_NAME' ? 100 : method === 'AUTHENTICATOR' ? 6 : 20}
            // On the input's row, above its error: the button stays put when the error shows.
            after={sendsCode ? <SendCodeButton view={view} /> : undefined}
            {...INPUT[method]}
          />
          {view.error ? <Refusal error={view.error} /> : null}
          <button
            type="submit"
            className="primary auth-submit"
            aria-disabled={view.checking || undefined}
            aria-busy={view.checking || undefined}
          >
            {t('auth.verify.confirm')}
          </button>
          <p className="auth-links">
            <button
              type="button"
              className="auth-link"
              onClick={() => dispatch(authActions.verificationCancelled())}
            >
              {t('auth.verify.back')}
            </button>
          </p>
        </form>
      )}
    </Form>
  );
}
