import { Suspense, useEffect, useId, type ComponentType, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { Modal } from '@/components/Modal';
import { SectionBoundary } from '@/core/lazy-feature';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import {
  MEMBER_CENTRE_ENTRIES,
  withMemberCentrePage,
  type MemberCentrePage,
} from '@/core/member-centre';
import { navigationActions } from '@/core/navigation/slice';
import { memberFeature } from '../feature';
import { selectMissionCount, selectPanelView } from '../selectors';
import { memberActions } from '../slice';
import { usePageTitle } from '../use-page-title';
import '../member.css';

export interface MemberCentrePanelProps {
  /** The page the address asks for. */
  page: MemberCentrePage;
  /** The built pages by key (the app's table); the others show the placeholder. */
  pages: Partial<Record<MemberCentrePage, ComponentType>>;
}

/** A page not built yet (issue 15): said honestly, inside the panel. */
function Placeholder({ title }: { title: string }) {
  const { t } = useTranslation();
  return <p className="member-placeholder">{t('member.placeholder', { page: title })}</p>;
}

/**
 * The member centre (spec 2 §2): a dialog over the current route, shown once loaded, with its
 * title, the left navigation of the 14 entries (the chosen one marked as the current page, the
 * mission entry with its badge), a close button and the chosen page. Entries are links to their
 * own address (`?member=<page>`), so they can also be opened in a new tab.
 */
export default function MemberCentrePanel({ page, pages }: MemberCentrePanelProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectPanelView);
  const missionCount = useAppSelector(selectMissionCount);
  const title = usePageTitle();
  const headingId = useId();

  useEffect(() => {
    dispatch(memberActions.panelOpened({ page }));
    return () => {
      dispatch(memberActions.panelClosed());
    };
    // Once per opening: choosing another entry keeps the panel mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (view === 'none') return null;
  if (view === 'loading')
    return (
      <div className="member-centre-loading">
        <Loading />
      </div>
    );

  const Page = pages[page];
  const choose = (target: MemberCentrePage) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (target !== page) dispatch(memberActions.pageChosen({ page: target }));
  };

  return (
    <Modal
      title={t('member.title')}
      onClose={() => dispatch(memberActions.closeRequested())}
      className="member-centre"
    >
      <div className="member-centre-body">
        <nav className="member-centre-nav" aria-label={t('member.nav')}>
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
        <section className="member-centre-content" aria-labelledby={headingId}>
          <h3 id={headingId} className="member-page-title">
            {title(page)}
          </h3>
          {Page ? (
            <SectionBoundary
              key={page}
              section={`member:${page}`}
              onFailure={(failure) => dispatch(navigationActions.sectionLoadFailed(failure))}
              fallback={() => (
                <div role="alert" className="section-error">
                  <p>{t('errors.sectionFailed')}</p>
                  <button type="button" onClick={() => window.location.reload()}>
                    {t('app.retry')}
                  </button>
                </div>
              )}
            >
              <Suspense fallback={<Loading />}>
                <Page />
              </Suspense>
            </SectionBoundary>
          ) : (
            <Placeholder title={title(page)} />
          )}
        </section>
      </div>
    </Modal>
  );
}

/** The module's feature: lazyComponent injects it before the panel renders. */
export const feature = memberFeature;
