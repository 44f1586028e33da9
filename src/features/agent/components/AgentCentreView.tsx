import { useId, type ComponentType, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { Modal } from '@/components/Modal';
import { CentrePage } from '@/core/components/CentrePage';
import {
  AGENT_CENTRE_ENTRIES,
  withAgentCentrePage,
  type AgentCentreEntry,
  type AgentCentrePage,
} from '@/core/agent-centre';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import type { PageFailure } from '@/core/page-failure';
import '@/core/components/centre-panel.css';
import '../agent.css';

export interface AgentCentreViewProps {
  page: AgentCentrePage;
  pages: Record<AgentCentrePage, ComponentType>;
  /** The entries the consolidated info flags allow, in the spec's order. */
  entries: readonly AgentCentreEntry[];
  /** The contract pages whose upline contract waits for the agent's answer (marked in the menu). */
  pending?: readonly AgentCentrePage[];
  onChoose: (page: AgentCentrePage) => void;
  onClose: () => void;
}

/** A page's title: its menu entry's label. */
export function useAgentPageTitle() {
  const { t } = useTranslation();
  return (page: AgentCentrePage): string => {
    const entry = AGENT_CENTRE_ENTRIES.find((e) => e.page === page)!;
    return t(`agent.entries.${entry.label}`);
  };
}

/** While the access and the flags are not known yet. */
export function AgentCentreLoading() {
  return (
    <div className="centre-loading">
      <Loading />
    </div>
  );
}

/** The flags could not be loaded: the panel says why, with a retry where it can help. */
export function AgentCentreFailure({
  failure,
  onRetry,
  onClose,
}: {
  failure: PageFailure;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('agent.title')} onClose={onClose} className="centre-panel">
      <PageFailureNotice
        failure={failure}
        lead={t('agent.flagsFailed')}
        busy={t('agent.busy')}
        onRetry={onRetry}
      />
    </Modal>
  );
}

/**
 * The agent centre (spec 2 §2): a dialog over the current route, shown once the flags are known,
 * titled Agent, with the left menu (the entries the flags allow, the chosen one marked as the
 * current page, a contract entry whose upline contract waits for an answer marked so: its
 * description, the link's name staying the entry's), a close button and the chosen page. Entries are links to their own address
 * (`?agent=<page>`), so they can also be opened in a new tab. A page whose feature is off (a deep
 * link) says it is not available instead of showing.
 */
export function AgentCentreView({
  page,
  pages,
  entries,
  pending = [],
  onChoose,
  onClose,
}: AgentCentreViewProps) {
  const { t } = useTranslation();
  const pendingId = useId();
  const title = useAgentPageTitle();
  const headingId = useId();
  const offered = entries.some((e) => e.page === page);
  const Page = pages[page];
  const choose = (target: AgentCentrePage) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (target !== page) onChoose(target);
  };

  return (
    <Modal title={t('agent.title')} onClose={onClose} className="centre-panel">
      <div className="centre-body">
        <nav className="centre-nav" aria-label={t('agent.nav')}>
          <ul>
            {entries.map((entry) => {
              const waiting = pending.includes(entry.page);
              return (
                <li
                  key={entry.page}
                  className={waiting ? 'agent-entry agent-waiting' : 'agent-entry'}
                >
                  <a
                    href={withAgentCentrePage(window.location.search, entry.page) || '?'}
                    aria-current={entry.page === page ? 'page' : undefined}
                    aria-describedby={waiting ? `${pendingId}-${entry.page}` : undefined}
                    onClick={choose(entry.page)}
                  >
                    {t(`agent.entries.${entry.label}`)}
                  </a>
                  {waiting ? (
                    <span id={`${pendingId}-${entry.page}`} className="agent-pending">
                      {t('agent.pending')}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
        <section className="centre-content" aria-labelledby={headingId}>
          <h3 id={headingId} className="centre-page-title">
            {title(page)}
          </h3>
          {!offered ? (
            <p className="agent-unavailable">{t('agent.unavailable')}</p>
          ) : (
            <CentrePage key={page} section={`agent:${page}`} page={Page} />
          )}
        </section>
      </div>
    </Modal>
  );
}
