import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { PartSection } from '@/core/components/PartView';
import { FeedbackForm } from './components/FeedbackForm';
import { FeedbackHistory } from './components/FeedbackHistory';
import { feedbackFeature } from './feature';
import { selectFeedbackSubmit } from './selectors';
import { feedbackActions } from './slice';
import './feedback.css';

/** The page as the store has it: the form with the last send's outcome, and the history. */
export function FeedbackView() {
  const { t } = useTranslation();
  const submit = useAppSelector(selectFeedbackSubmit);
  return (
    <div className="feedback-page">
      <PartSection className="feedback-part" title={t('feedback.form.title')}>
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
      </PartSection>
      <PartSection className="feedback-part" title={t('feedback.history.title')}>
        <FeedbackHistory />
      </PartSection>
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
