import type { Action } from '@reduxjs/toolkit';
import {
  useEffect,
  useId,
  useRef,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Loading } from '@/components/Loading';
import { Modal } from '@/components/Modal';
import type { Centre, CentreEntry } from '@/core/centre';
import { useAppDispatch } from '@/core/hooks';
import { CentrePage } from './CentrePage';
import './centre-panel.css';

/** A centre's panel as its address opens it (its mount gives both). */
export interface CentrePanelProps<P extends string> {
  /** The page the address asks for. */
  page: P;
  /** The pages by key (the app's table). */
  pages: Record<P, ComponentType>;
}

/**
 * A centre's panel as its address opens it: tells the centre's sagas it opened (they check access,
 * then load) and, when it leaves the screen, that it closed. Once per opening: choosing another
 * entry keeps the panel mounted.
 */
export function useCentreOpening<P extends string>(
  actions: { panelOpened: (payload: { page: P }) => Action; panelClosed: () => Action },
  page: P,
) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(actions.panelOpened({ page }));
    return () => {
      dispatch(actions.panelClosed());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return dispatch;
}

/** While who may see a centre, and the panel's own load, are not known yet. */
export function CentreLoading() {
  return (
    <div className="centre-loading">
      <Loading />
    </div>
  );
}

export interface CentreViewProps<
  P extends string,
  E extends CentreEntry<P>,
> extends CentrePanelProps<P> {
  centre: Centre<P, E>;
  /** The entries shown (the centre's, or those its flags allow), in the spec's order. */
  entries: readonly E[];
  /** The dialog's title, the navigation's name, and the texts of entries and pages. */
  texts: {
    title: string;
    nav: string;
    entry: (entry: E) => string;
    /** A page's title (over its content). */
    page: (page: P) => string;
    /** A deep link to a page whose entry is not shown (its feature off). */
    unavailable?: string;
  };
  /** What an entry's link shows after its name (a count). */
  badge?: (entry: E) => ReactNode;
  /** An entry's description beside its link (waiting for an answer), or null. */
  note?: (entry: E) => string | null;
  onChoose: (page: P) => void;
  onClose: () => void;
}

/**
 * A centre's panel (spec 2 §2): a dialog over the current route with its title, the left
 * navigation (the chosen entry marked as the current page, an entry's badge in its link and its
 * note as the link's description), a close button and the chosen page under its title. Entries are
 * links to their own address (`?<param>=<page>`), so they can also be opened in a new tab. A page
 * whose entry is not shown (its feature off) says it is not available, when the centre says so.
 * Its classes carry the centre's name (`<name>-entry`, `-badge`, `-note`, `-unavailable`).
 */
export function CentreView<P extends string, E extends CentreEntry<P>>({
  centre,
  page,
  pages,
  entries,
  texts,
  badge,
  note,
  onChoose,
  onClose,
}: CentreViewProps<P, E>) {
  const noteId = useId();
  const headingId = useId();
  const name = centre.param;
  const offered = texts.unavailable === undefined || entries.some((e) => e.page === page);
  const Page = pages[page];
  const title = texts.page(page);
  const choose = (target: P) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (target !== page) onChoose(target);
  };
  const list = useRef<HTMLUListElement>(null);
  // On a phone the entries are one row that scrolls sideways: the chosen one is brought into view.
  useEffect(() => {
    const row = list.current;
    const chosen = row?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (!row || !chosen || row.scrollWidth <= row.clientWidth) return;
    const { left, width } = chosen.getBoundingClientRect();
    const box = row.getBoundingClientRect();
    row.scrollLeft += left - box.left - (box.width - width) / 2;
  }, [page]);

  return (
    <Modal title={texts.title} onClose={onClose} className="centre-panel" layer="centre">
      <div className="centre-body">
        <nav className="centre-nav" aria-label={texts.nav}>
          {/* An entry taking the focus is scrolled wholly into view (Chromium leaves one half shown). */}
          <ul
            ref={list}
            onFocus={(event) =>
              event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })
            }
          >
            {entries.map((entry) => {
              const described = note?.(entry) ?? null;
              const shown = badge?.(entry) ?? null;
              return (
                <li
                  key={entry.page}
                  className={described ? `${name}-entry ${name}-noted` : `${name}-entry`}
                >
                  <a
                    href={centre.withPage(window.location.search, entry.page) || '?'}
                    aria-current={entry.page === page ? 'page' : undefined}
                    aria-describedby={described ? `${noteId}-${entry.page}` : undefined}
                    onClick={choose(entry.page)}
                  >
                    {texts.entry(entry)}
                    {shown !== null ? (
                      <>
                        {' '}
                        <span className={`${name}-badge`}>{shown}</span>
                      </>
                    ) : null}
                  </a>
                  {described ? (
                    <span id={`${noteId}-${entry.page}`} className={`${name}-note`}>
                      {described}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
        <section className="centre-content" aria-labelledby={headingId}>
          <h3 id={headingId} className="centre-page-title">
            {title}
          </h3>
          {!offered ? (
            <p className={`${name}-unavailable`}>{texts.unavailable}</p>
          ) : (
            <CentrePage key={page} section={`${name}:${page}`} page={Page} />
          )}
        </section>
      </div>
    </Modal>
  );
}
