import { useId, type ComponentType, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { Modal } from '@/components/Modal';
import { CentrePage } from '@/core/components/CentrePage';
import {
  MEMBER_CENTRE_ENTRIES,
  withMemberCentrePage,
  type MemberCentrePage,
} from '@/core/member-centre';
import { usePageTitle } from '../use-page-title';
import '@/core/components/centre-panel.css';
import '../member.css';

export interface MemberCentreViewProps {
  page: MemberCentrePage;
  pages: Record<MemberCentrePage, ComponentType>;
  /** The mission entry's badge (shown above 0). */
  missionCount: number | null;
  onChoose: (page: MemberCentrePage) => void;
  onClose: () => void;
}

/** While the member and the panel's own load are not known yet. */
export function MemberCentreLoading() {
  return (
    <div className="centre-loading">
      <Loading />
    </div>
  );
}

/**
 * The member centre (spec 2 §2): a dialog over the current route, shown once loaded, with its
 * title, the left navigation of the 14 entries (the chosen one marked as the current page, the
 * mission entry with its badge), a close button and the chosen page. Entries are links to their
 * own address (`?member=<page>`), so they can also be opened in a new tab.
 */
export function MemberCentreView({
  page,
  pages,
  missionCount,
  onChoose,
  onClose,
}: MemberCentreViewProps) {
  const { t } = useTranslation();
  const title = usePageTitle();
  const headingId = useId();
  const Page = pages[page];
  const choose = (target: MemberCentrePage) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (target !== page) onChoose(target);
  };

  return (
    <Modal title={t('member.title')} onClose={onClose} className="centre-panel">
      <div className="centre-body">
        <nav className="centre-nav" aria-label={t('member.nav')}>
          <ul>
            {MEMBER_CENTRE_ENTRIES.map((entry) => {
              const badge =
                entry.page === 'missionLeaderboard' && missionCount !== null && missionCount > 0;
              return (
                <li key={entry.page}>
                  <a
                    href={withMemberCentrePage(window.location.search, entry.page) || '?'}
                    aria-current={entry.page === page ? 'page' : undefined}
                    onClick={choose(entry.page)}
                  >
                    {t(`member.entries.${entry.label}`)}
                    {badge ? (
                      <>
                        {' '}
                        <span className="member-badge">{missionCount}</span>
                      </>
                    ) : null}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <section className="centre-content" aria-labelledby={headingId}>
          <h3 id={headingId} className="centre-page-title">
            {title(page)}
          </h3>
          <CentrePage key={page} section={`member:${page}`} page={Page} />
        </section>
      </div>
    </Modal>
  );
}
