import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Game } from '@/api/contract/games';
import { sessionActions } from '@/core/session/slice';
import { listKey, type LobbyQuery } from './lobby-url';
import type { LoadStatus } from '@/core/loaded-part';

/** The lobby's game list: one page (pages view) or the pages loaded so far (scroll view). */
export interface GameListState {
  status: LoadStatus;
  /** `listKey` of the query shown; a new key starts a new list. */
  key: string | null;
  query: LobbyQuery | null;
  games: Game[];
  totalCount: number;
  totalPages: number;
  /** Last page loaded. */
  pageNo: number;
  /** The scroll view is fetching its next page. */
  loadingMore: boolean;
  error: string | null;
  /** The game list needs a session (visitor): the lobby asks to log in. */
  needsLogin: boolean;
}

/** A short list of games (hot, recent, favourites). */
export interface GameShelf {
  status: LoadStatus;
  games: Game[];
  error: string | null;
}

export type ClassifyContent = Record<
  string,
  Record<string, { gameClassify: string; count: number }[]>
>;

export interface GamesState {
  list: GameListState;
  /** What is typed in the search box (filters the loaded games at once, before the server answers). */
  searchTyped: string;
  /** Hot games by `hotKey(gameType, vendor)`. */
  hot: Record<string, GameShelf>;
  recent: GameShelf;
  favourites: GameShelf & {
    /** Favourite state of every game the member toggled or that the favourite list holds. */
    ids: Record<string, boolean>;
    /** Toggles waiting for the server. */
    pending: Record<string, boolean>;
  };
  /** Game classifications per category and vendor (GCSGAME_getVassGameType): the hall tabs. */
  classifies: { status: LoadStatus; content: ClassifyContent };
}

const emptyShelf: GameShelf = { status: 'idle', games: [], error: null };

export const initialGameListState: GameListState = {
  status: 'idle',
  key: null,
  query: null,
  games: [],
  totalCount: 0,
  totalPages: 0,
  pageNo: 0,
  loadingMore: false,
  error: null,
  needsLogin: false,
};

export const initialGamesState: GamesState = {
  list: initialGameListState,
  searchTyped: '',
  hot: {},
  recent: emptyShelf,
  favourites: { ...emptyShelf, ids: {}, pending: {} },
  classifies: { status: 'idle', content: {} },
};

/** Key of a hot list: category and vendor ('*' for any). */
export const hotKey = (gameType?: string | null, vendor?: string | null) =>
  `${gameType ?? '*'}|${vendor ?? '*'}`;

export interface ListPage {
  key: string;
  games: Game[];
  totalCount: number;
  totalPages: number;
  pageNo: number;
}

const gamesSlice = createSlice({
  name: 'games',
  initialState: initialGamesState,
  reducers: {
    /** Show this query: a new list (or another page of the pages view). */
    listRequested(state, action: PayloadAction<LobbyQuery>) {
      const query = action.payload;
      const key = listKey(query);
      const keep =
        state.list.key === key &&
        query.view === 'scroll' &&
        state.list.status === 'loaded' &&
        !state.list.needsLogin;
      if (keep) return;
      state.list = {
        ...initialGameListState,
        status: 'loading',
        key,
        query,
        games: state.list.key === key ? state.list.games : [],
      };
      state.searchTyped = query.gameName;
    },
    /** The scroll view reached its end: the next page is appended. */
    moreRequested(state) {
      const list = state.list;
      if (list.status === 'loaded' && !list.loadingMore && list.pageNo < list.totalPages) {
        list.loadingMore = true;
        list.error = null;
      }
    },
    listLoaded(state, action: PayloadAction<ListPage & { append: boolean }>) {
      const { key, games, totalCount, totalPages, pageNo, append } = action.payload;
      if (state.list.key !== key) return;
      // push, not a spread: spreading the draft would read (and draft) every game already loaded,
      // thousands per page at the end of the endless list.
      if (append) state.list.games.push(...games);
      else state.list.games = games;
      Object.assign(state.list, {
        status: 'loaded',
        totalCount,
        totalPages,
        pageNo,
        loadingMore: false,
        error: null,
        needsLogin: false,
      });
    },
    listFailed(state, action: PayloadAction<{ key: string; message: string; append: boolean }>) {
      if (state.list.key !== action.payload.key) return;
      if (action.payload.append) {
        state.list.loadingMore = false;
        state.list.error = action.payload.message;
        return;
      }
      Object.assign(state.list, {
        status: 'failed',
        games: [],
        loadingMore: false,
        error: action.payload.message,
      });
    },
    /** A visitor: the game list needs a session. */
    listNeedsLogin(state, action: PayloadAction<{ key: string }>) {
      if (state.list.key !== action.payload.key) return;
      Object.assign(state.list, {
        status: 'loaded',
        games: [],
        totalCount: 0,
        totalPages: 0,
        needsLogin: true,
      });
    },
    searchTyped(state, action: PayloadAction<string>) {
      state.searchTyped = action.payload;
    },
    /** The visitor asked to log in from the lobby. */
    loginAsked() {},

    hotRequested(
      state,
      action: PayloadAction<{ gameType?: string | null; vendor?: string | null }>,
    ) {
      const key = hotKey(action.payload.gameType, action.payload.vendor);
      const shelf = state.hot[key];
      state.hot[key] = {
        games: shelf?.games ?? [],
        status: shelf?.status === 'loaded' ? 'loaded' : 'loading',
        error: null,
      };
    },
    hotLoaded(state, action: PayloadAction<{ key: string; games: Game[] }>) {
      state.hot[action.payload.key] = {
        status: 'loaded',
        games: action.payload.games,
        error: null,
      };
    },
    hotFailed(state, action: PayloadAction<{ key: string; message: string }>) {
      state.hot[action.payload.key] = {
        status: 'failed',
        games: [],
        error: action.payload.message,
      };
    },

    recentRequested(state) {
      state.recent.status = 'loading';
      state.recent.error = null;
    },
    recentLoaded(state, action: PayloadAction<Game[]>) {
      state.recent = { status: 'loaded', games: action.payload, error: null };
    },
    recentFailed(state, action: PayloadAction<string>) {
      state.recent = { status: 'failed', games: [], error: action.payload };
    },

    favouritesRequested(state) {
      state.favourites.status = 'loading';
      state.favourites.error = null;
    },
    favouritesLoaded(state, action: PayloadAction<Game[]>) {
      const ids = { ...state.favourites.ids };
      for (const g of action.payload) ids[g.nodeId] = true;
      state.favourites = {
        ...state.favourites,
        status: 'loaded',
        games: action.payload,
        error: null,
        ids,
      };
    },
    favouritesFailed(state, action: PayloadAction<string>) {
      state.favourites = {
        ...state.favourites,
        status: 'failed',
        games: [],
        error: action.payload,
      };
    },
    /** The heart: flips at once (optimistic); the saga confirms or rolls back. */
    favouriteToggled(state, action: PayloadAction<{ game: Game }>) {
      const { game } = action.payload;
      const fav = state.favourites;
      if (fav.pending[game.nodeId]) return;
      const next = !fav.ids[game.nodeId];
      fav.pending[game.nodeId] = true;
      setFavourite(state, game, next);
    },
    favouriteSettled(state, action: PayloadAction<{ nodeId: string }>) {
      delete state.favourites.pending[action.payload.nodeId];
    },
    /** The server refused: back to what it was. */
    favouriteRolledBack(state, action: PayloadAction<{ game: Game; favourite: boolean }>) {
      delete state.favourites.pending[action.payload.game.nodeId];
      setFavourite(state, action.payload.game, action.payload.favourite);
    },

    classifiesRequested(state) {
      if (state.classifies.status !== 'loaded') state.classifies.status = 'loading';
    },
    classifiesLoaded(state, action: PayloadAction<ClassifyContent>) {
      state.classifies = { status: 'loaded', content: action.payload };
    },
    classifiesFailed(state) {
      state.classifies = { status: 'failed', content: {} };
    },
  },
  extraReducers: (builder) => {
    // A visitor again: the member's lists go, and the game list is asked for again.
    builder.addCase(sessionActions.sessionEnded, (state) => {
      state.recent = emptyShelf;
      state.favourites = { ...emptyShelf, ids: {}, pending: {} };
      state.list = initialGameListState;
    });
  },
});

function setFavourite(state: GamesState, game: Game, favourite: boolean) {
  const fav = state.favourites;
  fav.ids[game.nodeId] = favourite;
  const listed = fav.games.some((g) => g.nodeId === game.nodeId);
  if (favourite && !listed) fav.games = [game, ...fav.games];
  if (!favourite && listed) fav.games = fav.games.filter((g) => g.nodeId !== game.nodeId);
}

export const gamesActions = gamesSlice.actions;
export const gamesReducer = gamesSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    games: GamesState;
  }
}
