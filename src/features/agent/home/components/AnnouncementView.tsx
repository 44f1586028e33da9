import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { Pagination } from '@/components/Pagination';
import { SafeHtml } from '@/components/SafeHtml';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { formatDateTime } from '@/lib/format';
import type { AgentHomeState } from '../slice';

export interface AnnouncementViewProps {
  state: AgentHomeState['announcements'];
  onPage: (pageNo: number) => void;
  onRetry: () => void;
  onLogin: () => void;
}

/**
 * The announcements for agents (agentAnnouncement): each with its title, when it was posted and
 * its text (server HTML, sanitised), newest first, in pages; loading, none yet, or why they could
 * not be loaded with what can be done.
 */
export function AnnouncementView({ state, onPage, onRetry, onLogin }: AnnouncementViewProps) {
  const { t } = useTranslation();
  const id = useId();
  const { value, failure, status } = state;
  if (failure)
    return (
      <PageFailureNotice
        failure={failure}
        lead={t('agent.announcement.failed')}
        busy={t('agent.busy')}
        onRetry={onRetry}
        login={{ label: t('agent.login'), onLogin }}
      />
    );
  if (!value) return <Loading />;
  if (!value.list.length) return <p className="agent-empty">{t('agent.announcement.empty')}</p>;
  return (
    <div className="agent-announcements" aria-busy={status === 'loading' || undefined}>
      <ul>
        {value.list.map((notice) => (
          <li key={notice.id}>
            <article aria-labelledby={`${id}-${notice.id}`}>
              <h4 id={`${id}-${notice.id}`}>{notice.title}</h4>
              {notice.createdAt ? (
                <p className="agent-announcement-time">
                  {t('agent.announcement.posted', { time: formatDateTime(notice.createdAt) })}
                </p>
              ) : null}
              <SafeHtml html={notice.content} className="agent-announcement-body" />
            </article>
          </li>
        ))}
      </ul>
      <Pagination
        pageCount={value.totalPages}
        current={state.pageNo}
        onChange={onPage}
        label={t('agent.announcement.pages')}
        texts={{
          previous: t('agent.pager.previous'),
          next: t('agent.pager.next'),
          page: (page) => t('agent.pager.page', { page }),
        }}
      />
    </div>
  );
}
