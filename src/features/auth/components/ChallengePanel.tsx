import { useEffect, useId, useRef } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/core/hooks';
import { Modal } from '@/components/Modal';
import type { ChallengeView } from '../slice';
import { authActions } from '../slice';
import '../auth.css';

/**
 * The mock anti-bot challenge on screen: a small sum to answer, in a dialog. Enter verifies;
 * Escape, the close button, Cancel or a click outside give up (the caller gets null).
 */
export default function ChallengePanel({ challenge }: { challenge: ChallengeView }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const cancel = () => dispatch(authActions.challengeCancelled({ id: challenge.id }));

  return (
    <Modal title={t('auth.challenge.title')} onClose={cancel} className="auth-challenge">
      <Form<{ answer?: string }>
        onSubmit={({ answer = '' }) =>
          dispatch(authActions.challengeAnswered({ id: challenge.id, answer }))
        }
      >
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <p>{t('auth.challenge.intro')}</p>
            <AnswerField id={id} challenge={challenge} />
            {challenge.wrong ? (
              <p id={`${id}-wrong`} role="alert" className="auth-error">
                {t('auth.challenge.wrong')}
              </p>
            ) : null}
            <div className="dialog-actions">
              <button type="button" onClick={cancel}>
                {t('app.cancel')}
              </button>
              <button type="submit" className="primary">
                {t('auth.challenge.verify')}
              </button>
            </div>
          </form>
        )}
      </Form>
    </Modal>
  );
}

/** The answer: emptied, with the caret in it, for each new question (after the dialog's focus). */
function AnswerField({ id, challenge }: { id: string; challenge: ChallengeView }) {
  const { t } = useTranslation();
  const form = useForm();
  const { input } = useField<string>('answer');
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    form.reset();
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [form, challenge.round]);
  return (
    <div className="auth-field">
      <label htmlFor={id}>{t('auth.challenge.question', { a: challenge.a, b: challenge.b })}</label>
      <input
        {...input}
        ref={ref}
        id={id}
        inputMode="numeric"
        autoComplete="off"
        required
        aria-describedby={challenge.wrong ? `${id}-wrong` : undefined}
      />
    </div>
  );
}
