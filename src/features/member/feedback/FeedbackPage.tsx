import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { PageFailureNotice } from '../components/PageFailureNotice';
import { FeedbackForm } from './components/FeedbackForm';
import { FeedbackHistory } from './components/FeedbackHistory';
import { feedbackFeature } from './feature';
import { selectFeedbackSubmit } from './selectors';
import { feedbackActions } from './slice';
import './feedback.css';

/** A titled part of the page (a region named by its heading; the panel's title is the h3). */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="feedback-part">
      <h4 id={id}>{title}</h4>
      {children}
    </section>
  );
}

/** The page as the store has it: the form with the last send's outcome, and the history. */
export function FeedbackView() {
  const { t } = useTranslation();
  const submit = useAppSelector(selectFeedbackSubmit);
  return (
    <div className="feedback-page">
      <Part title={t('feedback.form.title')}>
        {submit.status === 'sent' ? (
          <p role="status" className="feedback-sent">
            {t('feedback.sent')}
          </p>
        ) : null}
        {submit.status === 'failed' && submit.failure ? (
          <PageFailureNotice
            failure={submit.failure}
            lead={t('feedback.failed')}
            busy={t('feedback.busy')}
          />
        ) : null}
        {/* A new form after each send that succeeded: it starts empty again. */}
        <FeedbackForm key={submit.sent} />
      </Part>
      <Part title={t('feedback.history.title')}>
        <FeedbackHistory />
      </Part>
    </div>
  );
}

/**
 * The member centre's feedback and complaints (spec 2 §2, §5, §9): send a feedback with its
 * category, content and images, and read the history with customer service's replies.
 */
export default function FeedbackPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(feedbackActions.historyRequested(1));
  }, [dispatch]);
  return <FeedbackView />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = feedbackFeature;
