import { useEffect, useId, useRef, useState } from 'react';
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
  const [answer, setAnswer] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const cancel = () => dispatch(authActions.challengeCancelled({ id: challenge.id }));

  // A new question: empty answer, caret in the field (after the dialog's own first focus).
  useEffect(() => {
    setAnswer('');
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [challenge.round]);

  return (
    <Modal title={t('auth.challenge.title')} onClose={cancel} className="auth-challenge">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          dispatch(authActions.challengeAnswered({ id: challenge.id, answer }));
        }}
      >
        <p>{t('auth.challenge.intro')}</p>
        <div className="auth-field">
          <label htmlFor={id}>
            {t('auth.challenge.question', { a: challenge.a, b: challenge.b })}
          </label>
          <input
            ref={input}
            id={id}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            inputMode="numeric"
            autoComplete="off"
            required
            aria-describedby={challenge.wrong ? `${id}-wrong` : undefined}
          />
        </div>
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
    </Modal>
  );
}
