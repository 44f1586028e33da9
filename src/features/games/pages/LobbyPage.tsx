import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { GameCategory } from '@/api/contract/constants';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { providersOf } from '@/core/game-categories';
import { shellActions } from '@/features/shell/slice';
import { SEARCH_DEBOUNCE_MS } from '@/features/games/constants';
import { afterNextPaint } from '@/lib/yield-to-main';
import { lobbySearch, parseLobbyQuery, type LobbyQuery } from '@/features/games/lobby-url';
import { gamesActions } from '@/features/games/slice';
import {
  selectClassifyTabs,
  selectGameList,
  selectHotGames,
  selectSearchPending,
  selectSeamlessVendors,
  selectVisibleGames,
} from '@/features/games/selectors';
import { useInfiniteScroll } from '@/features/games/use-infinite-scroll';
import { ClassifyTabs } from '../components/ClassifyTabs';
import { GameShelf } from '../components/GameShelf';
import { LobbyResults } from '../components/LobbyResults';
import { VendorStrip } from '../components/VendorStrip';
import '@/features/games/games.css';
import { selectToken } from '@/core/session/selectors';
import { selectSideCategories, selectVendorsStatus } from '@/features/shell/selectors';
import { selectImageCdn } from '@/core/system/selectors';

/**
 * The games lobby of /rng, /pvp, /live, /fish, /sports, /esports and /inhouse (spec 2 §2). The
 * address holds the filter (see lobby-url.ts) and is mirrored into the shell's lobby filter.
 * On /seamless it shows the games of the vendors that play from the main wallet (the section loads
 * the `seamless` texts): their vendor strip, no other; "none" when no vendor is seamless.
 */
export function LobbyPage({
  board,
}: {
  /** The board over the sports and esports lobbies (the app gives the hot matches). */
  board?: (category: 'SPORTS' | 'ESPORTS') => ReactNode;
} = {}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const query = useMemo(() => parseLobbyQuery(pathname, search), [pathname, search]);
  const token = useAppSelector(selectToken);
  const categories = useAppSelector(selectSideCategories);
  const imageCdn = useAppSelector(selectImageCdn);
  const list = useAppSelector(selectGameList);
  const games = useAppSelector(selectVisibleGames);
  const searchPending = useAppSelector(selectSearchPending);
  const vendorsStatus = useAppSelector(selectVendorsStatus);
  const seamlessVendors = useAppSelector(selectSeamlessVendors);
  const seamless = query.seamless === true;
  const seamlessKey = seamless ? seamlessVendors.map((v) => v.vassalage).join(',') : '';
  const noSeamless = seamless && vendorsStatus === 'loaded' && !seamlessVendors.length;
  const vendor =
    seamless && !seamlessVendors.some((v) => v.vassalage === query.vendor) ? null : query.vendor;
  // Hot games (what a visitor sees): of the chosen vendor, or of every seamless vendor.
  const hotVendor = vendor ?? (seamlessKey || null);
  const tabs = useAppSelector((s) => selectClassifyTabs(s, query.category, query.vendor));
  const hot = useAppSelector((s) => selectHotGames(s, query.category, hotVendor));

  const update = (patch: Partial<Omit<LobbyQuery, 'category'>>, replace = false) =>
    navigate({ pathname, search: lobbySearch({ ...query, pageNo: 1, ...patch }) }, { replace });

  useEffect(() => {
    dispatch(shellActions.vendorsRequested());
    dispatch(gamesActions.classifiesRequested());
  }, [dispatch]);
  useEffect(() => {
    dispatch(
      shellActions.lobbyFilterChanged({
        category: query.category as GameCategory | null,
        vendor: query.vendor,
        gameType: query.category,
        page: query.pageNo,
      }),
    );
  }, [dispatch, query]);
  useEffect(() => {
    dispatch(gamesActions.listRequested(query));
    // The seamless list follows its vendors (they may come after the page, or on a retry).
  }, [dispatch, query, token, seamlessKey]);
  useEffect(() => {
    if (token) dispatch(gamesActions.favouritesRequested());
    else if (!seamless || seamlessKey)
      dispatch(gamesActions.hotRequested({ gameType: query.category, vendor: hotVendor }));
  }, [dispatch, token, query.category, hotVendor, seamless, seamlessKey]);

  const sentinel = useRef<HTMLDivElement>(null);
  const scroll = query.view === 'scroll';
  const hasMore = list.status === 'loaded' && list.pageNo < list.totalPages;
  useInfiniteScroll({
    sentinel,
    enabled: scroll && !list.needsLogin,
    ready: hasMore && !list.loadingMore && !list.error,
    onLoadMore: () => dispatch(gamesActions.moreRequested()),
  });

  const vendors = useMemo(() => {
    if (seamless) return seamlessVendors;
    if (!query.category) return providersOf(categories);
    return categories.find((c) => c.code === query.category)?.vendors ?? [];
  }, [categories, query.category, seamless, seamlessVendors]);
  const title = seamless
    ? t('seamless.lobby')
    : query.category
      ? t(`shell.sideMenu.category.${query.category as GameCategory}`)
      : t('games.lobby.inhouse');
  const listLabel = t('games.lobby.listLabel', { category: title });

  return (
    <div className="lobby">
      <h1>{seamless ? t('sections.seamless') : t('sections.egame')}</h1>
      <h2 className="lobby__category">{title}</h2>
      {seamless && <p className="lobby__note">{t('seamless.note')}</p>}
      {seamless && vendorsStatus === 'failed' && (
        <div role="alert" className="games-state">
          <p>{t('seamless.vendorsFailed')}</p>
          <button type="button" onClick={() => dispatch(shellActions.vendorsRequested())}>
            {t('app.retry')}
          </button>
        </div>
      )}
      <VendorStrip
        vendors={vendors}
        selected={vendor}
        onSelect={(vendor) => update({ vendor })}
        imageCdn={imageCdn}
      />
      {(!seamless || vendor) && (
        <ClassifyTabs
          tabs={tabs}
          selected={query.classify}
          onSelect={(classify) => update({ classify })}
        />
      )}
      {(query.category === 'SPORTS' || query.category === 'ESPORTS') && (
        <Suspense fallback={null}>{board?.(query.category)}</Suspense>
      )}
      <div className="lobby__tools">
        <LobbySearchBox
          gameName={query.gameName}
          onSettled={(gameName) => update({ gameName }, true)}
        />
        <div role="group" aria-label={t('games.lobby.view')} className="lobby__view">
          <button type="button" aria-pressed={!scroll} onClick={() => update({ view: 'pages' })}>
            {t('games.lobby.viewPages')}
          </button>
          <button type="button" aria-pressed={scroll} onClick={() => update({ view: 'scroll' })}>
            {t('games.lobby.viewScroll')}
          </button>
        </div>
      </div>

      {noSeamless ? (
        <div className="games-state">
          <p>{t('seamless.empty')}</p>
        </div>
      ) : list.needsLogin ? (
        <div className="lobby__visitor">
          <div className="games-state">
            <p>{t('games.lobby.loginToSee', { category: title })}</p>
            <button type="button" onClick={() => dispatch(gamesActions.loginAsked())}>
              {t('games.lobby.login')}
            </button>
          </div>
          <GameShelf
            title={t('games.hot.title')}
            shelf={hot}
            emptyText={t('games.hot.empty')}
            onRetry={() =>
              dispatch(gamesActions.hotRequested({ gameType: query.category, vendor: hotVendor }))
            }
            max={42}
          />
        </div>
      ) : (
        <LobbyResults
          list={list}
          games={games}
          scroll={scroll}
          searching={searchPending || list.status === 'loading'}
          gameName={query.gameName}
          pageNo={query.pageNo}
          label={listLabel}
          sentinel={sentinel}
          onRetry={() => dispatch(gamesActions.listRequested(query))}
          onMore={() => dispatch(gamesActions.moreRequested())}
          onClearSearch={() => update({ gameName: '' })}
          onPage={(pageNo) => {
            update({ pageNo });
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </div>
  );
}

/**
 * The search box keeps what is typed; the address (and the server) follow after a pause. Typing
 * renders the box alone: the list hears of the new text (its "Searching…" state) after the typed
 * letter has painted, since a store change re-renders the whole lobby at once.
 */
function LobbySearchBox({
  gameName,
  onSettled,
}: {
  gameName: string;
  onSettled: (gameName: string) => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [typed, setTyped] = useState(gameName);
  const lastSent = useRef(gameName);
  const settled = useRef(onSettled);
  settled.current = onSettled;
  const pendingTyped = useRef<() => void>(undefined);
  useEffect(() => () => pendingTyped.current?.(), []);
  useEffect(() => {
    if (gameName !== lastSent.current) {
      lastSent.current = gameName;
      setTyped(gameName);
    }
  }, [gameName]);
  useEffect(() => {
    if (typed === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = typed;
      settled.current(typed);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return (
    <label className="lobby__search">
      <span>{t('games.lobby.search')}</span>
      <input
        type="search"
        value={typed}
        placeholder={t('games.lobby.searchPlaceholder')}
        onChange={(e) => {
          const text = e.target.value;
          setTyped(text);
          pendingTyped.current?.();
          pendingTyped.current = afterNextPaint(() => dispatch(gamesActions.searchTyped(text)));
        }}
      />
    </label>
  );
}
