import { useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { Pagination } from '@/components/Pagination';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { withMemberCentrePage } from '@/core/member-centre';
import { selectUnreadCount } from '@/features/wallet/selectors';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { memberActions } from '../slice';
import { MessageList } from './components/MessageList';
import { inboxFeature } from './feature';
import { selectInbox } from './selectors';
import { inboxActions } from './slice';
import './messages.css';

/** The link to feedback and complaints (another page of the member centre). */
function FeedbackLink() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    dispatch(memberActions.pageChosen({ page: 'feedback' }));
  };
  return (
    <a href={withMemberCentrePage(window.location.search, 'feedback') || '?'} onClick={onClick}>
      {t('messages.feedback')}
    </a>
  );
}

/**
 * The page as the store has it: the first load, the failure with its retry (above the messages
 * loaded before), no message at all, or the page of messages with "mark all read" and the pages.
 */
export function MessagesView() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const inbox = useAppSelector(selectInbox);
  const unread = useAppSelector(selectUnreadCount);
  const retry = () => dispatch(inboxActions.pageRequested(inbox.pageNo));
  const failed =
    inbox.status === 'failed' && inbox.failure ? (
      <PageFailureNotice
        failure={inbox.failure}
        lead={t('messages.failed')}
        busy={t('messages.busy')}
        onRetry={retry}
      />
    ) : null;
  const hasData = inbox.messages.length > 0;
  let body;
  if (!hasData) {
    body = failed ?? (inbox.status === 'loaded' ? <p>{t('messages.empty')}</p> : <Loading />);
  } else {
    body = (
      <>
        {failed}
        <div className="inbox-actions">
          <button
            type="button"
            disabled={inbox.markAll.status === 'sending' || unread === 0}
            onClick={() => dispatch(inboxActions.markAllRequested())}
          >
            {inbox.markAll.status === 'sending' ? t('messages.markingAll') : t('messages.markAll')}
          </button>
        </div>
        {inbox.markAll.status === 'failed' && inbox.markAll.failure ? (
          <PageFailureNotice
            failure={inbox.markAll.failure}
            lead={t('messages.markAllFailed')}
            busy={t('messages.busy')}
          />
        ) : null}
        <MessageList
          messages={inbox.messages}
          openId={inbox.openId}
          onToggle={(id) => dispatch(inboxActions.messageToggled(id))}
        />
        <Pagination
          pageCount={inbox.totalPages}
          current={inbox.pageNo}
          onChange={(page) => dispatch(inboxActions.pageRequested(page))}
          label={t('messages.pagination.label')}
          texts={{
            previous: t('messages.pagination.previous'),
            next: t('messages.pagination.next'),
            page: (n) => t('messages.pagination.page', { page: n }),
          }}
        />
      </>
    );
  }
  return (
    <div className="inbox-page" aria-busy={inbox.status === 'loading'}>
      {body}
      <p className="inbox-feedback">
        <FeedbackLink />
      </p>
    </div>
  );
}

/**
 * The member centre's platform messages (messageV2, spec 2 §2, §3): the inbox with the mail kinds
 * (deposit credited or failed, withdrawal approved or rejected, notices), read and unread, paged;
 * opening a message marks it read and the header's and side bar's counts follow.
 */
export default function MessagesPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(inboxActions.pageRequested(1));
  }, [dispatch]);
  return <MessagesView />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = inboxFeature;
