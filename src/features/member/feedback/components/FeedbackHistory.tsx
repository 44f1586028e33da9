import { useTranslation } from 'react-i18next';
import type { FeedbackItem } from '@/api/contract/member';
import { Loading } from '@/components/Loading';
import { Pagination } from '@/components/Pagination';
import { SafeHtml } from '@/components/SafeHtml';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { formatDateTime } from '@/lib/format';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { selectFeedbackHistory } from '../selectors';
import { feedbackActions } from '../slice';

/** One feedback sent: category, date, status in words, the content, and the reply (server HTML). */
function FeedbackEntry({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation();
  return (
    <li className={`feedback-entry is-${item.status.toLowerCase()}`}>
      <p className="feedback-entry-head">
        <span className="feedback-type">{t(`feedback.types.${item.type}`)}</span>
        <time dateTime={new Date(item.createdAt).toISOString()}>
          {formatDateTime(item.createdAt)}
        </time>
        <span className="feedback-status">{t(`feedback.status.${item.status}`)}</span>
      </p>
      <p className="feedback-content">{item.content}</p>
      {item.images.length ? (
        <p className="feedback-images">{t('feedback.history.images', { n: item.images.length })}</p>
      ) : null}
      {item.reply ? (
        <div className="feedback-reply">
          <p className="feedback-reply-head">
            {item.repliedAt
              ? t('feedback.history.repliedAt', { date: formatDateTime(item.repliedAt) })
              : t('feedback.history.reply')}
          </p>
          <SafeHtml html={item.reply} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The member's feedback, newest first and paged, with its status and customer service's reply:
 * the first load, the failure with its retry (above what was loaded before), none yet, the list.
 */
export function FeedbackHistory() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const history = useAppSelector(selectFeedbackHistory);
  const failed =
    history.status === 'failed' && history.failure ? (
      <PageFailureNotice
        failure={history.failure}
        lead={t('feedback.history.failed')}
        busy={t('feedback.busy')}
        onRetry={() => dispatch(feedbackActions.historyRequested(history.pageNo))}
      />
    ) : null;
  if (!history.items.length)
    return (
      failed ?? (history.status === 'loaded' ? <p>{t('feedback.history.empty')}</p> : <Loading />)
    );
  return (
    <>
      {failed}
      <ul className="feedback-list" aria-label={t('feedback.history.title')}>
        {history.items.map((item) => (
          <FeedbackEntry key={item.feedbackId} item={item} />
        ))}
      </ul>
      <Pagination
        pageCount={history.totalPages}
        current={history.pageNo}
        onChange={(page) => dispatch(feedbackActions.historyRequested(page))}
        label={t('feedback.pagination.label')}
        texts={{
          previous: t('feedback.pagination.previous'),
          next: t('feedback.pagination.next'),
          page: (n) => t('feedback.pagination.page', { page: n }),
        }}
      />
    </>
  );
}
