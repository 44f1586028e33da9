import { LOBBY_QUERY, LOBBY_ROUTE_CATEGORIES, SEAMLESS_PATH } from './constants';

/**
 * What the lobby shows, kept in the address so a reload or a shared link shows the same list:
 * `/rng?vendor=PG&page=SLOT&q=dragon&pageNo=3&view=scroll`
 * - the path is the category (`/inhouse`: every category);
 * - `vendor` the vendor filter (the side bar's own links use it too);
 * - `page` the game-hall tab (spec 2 §2 `/rng?page=`): a game classification (SLOT, TABLE...);
 * - `q` the name search; `pageNo` the page (pages view only); `view=scroll` the infinite list.
 * Defaults (no vendor, all types, no search, page 1, pages view) are left out of the address.
 * `/seamless` is the same lobby over the seamless vendors only (every category).
 */
export interface LobbyQuery {
  category: string | null;
  vendor: string | null;
  classify: string | null;
  gameName: string;
  pageNo: number;
  view: LobbyView;
  /** Only the games of the vendors that play from the main wallet (/seamless). */
  seamless?: true;
}

export type LobbyView = 'pages' | 'scroll';

/** The category a lobby path shows; undefined when the path is not a lobby route. */
export function lobbyCategoryOf(pathname: string): string | null | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return path in LOBBY_ROUTE_CATEGORIES ? LOBBY_ROUTE_CATEGORIES[path] : undefined;
}

/** Whether the path is the seamless-wallet lobby. */
export const isSeamlessPath = (pathname: string) =>
  (pathname.replace(/\/+$/, '').toLowerCase() || '/') === SEAMLESS_PATH;

export function parseLobbyQuery(pathname: string, search = ''): LobbyQuery {
  const params = new URLSearchParams(search);
  const text = (key: string) => params.get(key)?.trim() || null;
  const pageNo = Number.parseInt(params.get(LOBBY_QUERY.pageNo) ?? '', 10);
  return {
    category: lobbyCategoryOf(pathname) ?? null,
    vendor: text(LOBBY_QUERY.vendor)?.toUpperCase() ?? null,
    classify: text(LOBBY_QUERY.tab)?.toUpperCase() ?? null,
    gameName: params.get(LOBBY_QUERY.search) ?? '',
    pageNo: Number.isFinite(pageNo) && pageNo > 0 ? pageNo : 1,
    view: params.get(LOBBY_QUERY.view) === 'scroll' ? 'scroll' : 'pages',
    ...(isSeamlessPath(pathname) ? { seamless: true as const } : {}),
  };
}

/** The address query of a lobby query (defaults left out), with a leading '?' when not empty. */
export function lobbySearch(query: Omit<LobbyQuery, 'category' | 'seamless'>): string {
  const params = new URLSearchParams();
  if (query.vendor) params.set(LOBBY_QUERY.vendor, query.vendor);
  if (query.classify) params.set(LOBBY_QUERY.tab, query.classify);
  if (query.gameName) params.set(LOBBY_QUERY.search, query.gameName);
  if (query.view === 'scroll') params.set(LOBBY_QUERY.view, 'scroll');
  else if (query.pageNo > 1) params.set(LOBBY_QUERY.pageNo, String(query.pageNo));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Identity of a list query without its page: a new key starts a new list. */
export const listKey = (q: LobbyQuery) =>
  [
    q.category ?? '*',
    q.vendor ?? '*',
    q.classify ?? '*',
    q.gameName.trim().toLowerCase(),
    q.view,
    ...(q.seamless ? ['seamless'] : []),
  ].join('|');
