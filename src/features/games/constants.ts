/**
 * Games constants of the portal's own (spec 2 §3, §9). The contract's (games per page, the game
 * list platform, the SPORTS vendors shown as ESPORTS) are imported from `@/api/contract/constants`.
 */

/** Game list and hot games query constants (spec 2 §3). */
export const GAME_LIST_CLIENT_TYPE = 3;
export const HOT_GAMES_IS_PLATFORM = 2;
/** The favourite list is asked for with gameType RNG (spec 2 §3 Favourites). */
export const FAVOURITES_GAME_TYPE = 'RNG';

/** Pause after the last keystroke before the server is asked for a name search. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Pagination defaults (spec 2 §9). */
export const PAGE_RANGE = 3;
export const MARGIN_PAGES = 1;

/** Infinite scroll (spec 2 §9): scroll checks throttled, binding retried while the list mounts. */
export const INFINITE_SCROLL_THROTTLE_MS = 200;
export const INFINITE_SCROLL_BIND_RETRIES = 10;
export const INFINITE_SCROLL_BIND_RETRY_MS = 50;

/** Lobby routes and the game category each shows (spec 2 §2); /inhouse lists every category. */
export const LOBBY_ROUTE_CATEGORIES: Record<string, string | null> = {
  '/rng': 'RNG',
  '/pvp': 'PVP',
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/inhouse': null,
};

/**
 * The seamless-wallet lobby (spec 1 §2.2, spec 2 §2): the games of every vendor that plays from
 * the main wallet (vendor card `seamless`), launched without a transfer.
 */
export const SEAMLESS_PATH = '/seamless';

/** URL query of the lobby (a reload keeps the filter): see README of the feature in lobby-url.ts. */
export const LOBBY_QUERY = {
  vendor: 'vendor',
  /** The game-hall tab (spec 2 §2: `/rng?page=`): a game classification such as SLOT. */
  tab: 'page',
  pageNo: 'pageNo',
  search: 'q',
  view: 'view',
} as const;
