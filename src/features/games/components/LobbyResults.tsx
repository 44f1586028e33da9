import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@/api/contract/games';
import { Pagination } from '@/components/Pagination';
import { MARGIN_PAGES, PAGE_RANGE } from '../constants';
import type { GameListState } from '../slice';
import { FailedState } from '@/components/FailedState';
import { GameGrid } from './GameGrid';
import { VirtualGameGrid } from './VirtualGameGrid';

interface Props {
  list: GameListState;
  /** The games to show (the list, narrowed at once while a search is typed). */
  games: readonly Game[];
  scroll: boolean;
  /** A search or page is on its way. */
  searching: boolean;
  gameName: string;
  pageNo: number;
  label: string;
  /** End of the scroll view (watched by the infinite scroll). */
  sentinel?: RefObject<HTMLDivElement | null>;
  onRetry: () => void;
  onMore: () => void;
  onClearSearch: () => void;
  onPage: (pageNo: number) => void;
}

/**
 * The lobby's list in its states: loading, failed (with a retry), empty (nothing here, or nothing
 * matches the search), a page of 42 with the pagination, or the endless (virtualised) list.
 */
export function LobbyResults({
  list,
  games,
  scroll,
  searching,
  gameName,
  pageNo,
  label,
  sentinel,
  onRetry,
  onMore,
  onClearSearch,
  onPage,
}: Props) {
  const { t } = useTranslation();
  const hasMore = list.status === 'loaded' && list.pageNo < list.totalPages;

  if (list.status === 'failed') {
    return (
      <FailedState
        message={t('games.lobby.failed', { reason: list.error ?? '' })}
        retryLabel={t('games.retry')}
        onRetry={onRetry}
      />
    );
  }
  if (
    ((list.status === 'loading' || list.status === 'idle') && !list.games.length) ||
    (searching && !games.length)
  ) {
    return (
      <p role="status" className="games-state">
        {searching && list.games.length ? t('games.lobby.searching') : t('games.lobby.loading')}
      </p>
    );
  }
  if (list.status === 'loaded' && !games.length) {
    return (
      <div className="games-state">
        <p>{gameName ? t('games.lobby.noMatch', { search: gameName }) : t('games.lobby.empty')}</p>
        {gameName && (
          <button type="button" onClick={onClearSearch}>
            {t('games.lobby.clearSearch')}
          </button>
        )}
      </div>
    );
  }
  return (
    <>
      <p className="lobby__count" aria-live="polite">
        {searching
          ? t('games.lobby.searching')
          : t('games.lobby.count', { count: list.totalCount })}
      </p>
      {scroll ? (
        <>
          <VirtualGameGrid games={games} label={label} busy={list.loadingMore} />
          <div ref={sentinel} className="lobby__end">
            {list.loadingMore && <p>{t('games.lobby.loadingMore')}</p>}
            {list.error && (
              <div role="alert">
                <p>{t('games.lobby.moreFailed', { reason: list.error })}</p>
                <button type="button" onClick={onMore}>
                  {t('games.retry')}
                </button>
              </div>
            )}
            {!hasMore && list.status === 'loaded' && (
              <p>{t('games.lobby.allShown', { count: list.totalCount })}</p>
            )}
          </div>
        </>
      ) : (
        <>
          <GameGrid games={games} label={label} busy={list.status === 'loading'} />
          <Pagination
            pageCount={list.totalPages}
            current={pageNo}
            onChange={onPage}
            label={t('games.pagination.label')}
            texts={{
              previous: t('games.pagination.previous'),
              next: t('games.pagination.next'),
              page: (page) => t('games.pagination.page', { page }),
            }}
            pageRange={PAGE_RANGE}
            marginPages={MARGIN_PAGES}
          />
        </>
      )}
    </>
  );
}
