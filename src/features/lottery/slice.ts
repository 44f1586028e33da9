import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LotteryGame, LotteryGroup, OpenedNumero } from '@/api/contract/lottery';
import { type PrizeMode } from '@/api/contract/constants';
import type { LoadStatus } from '@/core/loaded-part';

/** A popular lottery entry (contract PopularLottery). */
export type PopularGame = LotteryGame & { betCount: number };

/** The lists the lottery screens read, each loaded by one gateway call (spec 2 §7). */
export type LotteryList =
  | { kind: 'menu'; prizeMode: PrizeMode }
  | { kind: 'vnMenu' }
  | { kind: 'vnRecent' }
  | { kind: 'popular'; prizeMode: PrizeMode }
  | { kind: 'opened'; prizeMode: PrizeMode }
  | { kind: 'vnOpened' };

/** What each kind of list holds. */
export interface LotteryListItems {
  menu: LotteryGroup;
  vnMenu: LotteryGroup;
  vnRecent: LotteryGame;
  popular: PopularGame;
  opened: OpenedNumero;
  vnOpened: OpenedNumero;
}

export interface ListState<T = unknown> {
  status: LoadStatus;
  items: T[];
  /** The server's message when the call failed. */
  error: string | null;
}

/** Where the lottery lobby launch goes (spec 2 §3 lottery lobby launch). */
export interface LaunchTarget {
  /** VN launches with lottoArea VN. */
  area: 'LOTT' | 'VN';
  prizeMode?: PrizeMode;
  /** Absent: the lobby view. */
  gameCode?: string;
  playType?: string;
  /** The page to come back to (absolute address of the current page). */
  backUrl: string;
}

export interface LaunchState {
  status: 'idle' | 'loading' | 'ready' | 'needsLogin' | 'refused' | 'maintenance' | 'failed';
  target: LaunchTarget | null;
  /** The returned game_url (and the spare game_url2). */
  url: string | null;
  spareUrl: string | null;
  error: string | null;
  /** Names of other games the server suggests when the game is under maintenance. */
  suggestions: string[];
}

export interface LotteryState {
  lists: Record<string, ListState>;
  launch: LaunchState;
  /** Favourite lottery ids (LOTTFAV) of `user`. */
  favourites: { user: string | null; ids: string[] };
}

export const initialLaunchState: LaunchState = {
  status: 'idle',
  target: null,
  url: null,
  spareUrl: null,
  error: null,
  suggestions: [],
};

export const initialLotteryState: LotteryState = {
  lists: {},
  launch: initialLaunchState,
  favourites: { user: null, ids: [] },
};

/** The state key of a list. */
export function listKey(list: LotteryList): string {
  switch (list.kind) {
    case 'menu':
    case 'popular':
    case 'opened':
      return `${list.kind}:${list.prizeMode}`;
    default:
      return list.kind;
  }
}

export const emptyList: ListState = { status: 'idle', items: [], error: null };

const lotterySlice = createSlice({
  name: 'lottery',
  initialState: initialLotteryState,
  reducers: {
    /** A screen wants this list (loaded once; `force` loads it again, e.g. retry). */
    listRequested(_state, _action: PayloadAction<{ list: LotteryList; force?: boolean }>) {},
    listLoading(state, action: PayloadAction<string>) {
      const prev = state.lists[action.payload] ?? emptyList;
      state.lists[action.payload] = { ...prev, status: 'loading', error: null };
    },
    listLoaded(state, action: PayloadAction<{ key: string; items: unknown[] }>) {
      state.lists[action.payload.key] = {
        status: 'loaded',
        items: action.payload.items,
        error: null,
      };
    },
    listFailed(state, action: PayloadAction<{ key: string; error: string }>) {
      const prev = state.lists[action.payload.key] ?? emptyList;
      state.lists[action.payload.key] = { ...prev, status: 'failed', error: action.payload.error };
    },
    listCleared(state, action: PayloadAction<string>) {
      delete state.lists[action.payload];
    },

    /** Open this game (or the lobby) in the lottery frame. */
    launchRequested(_state, _action: PayloadAction<LaunchTarget>) {},
    launchStarted(state, action: PayloadAction<LaunchTarget>) {
      state.launch = { ...initialLaunchState, status: 'loading', target: action.payload };
    },
    launchNeedsLogin(state) {
      state.launch.status = 'needsLogin';
    },
    launchRefused(state) {
      state.launch.status = 'refused';
    },
    launchReady(state, action: PayloadAction<{ url: string; spareUrl: string | null }>) {
      state.launch.status = 'ready';
      state.launch.url = action.payload.url;
      state.launch.spareUrl = action.payload.spareUrl;
    },
    launchFailed(
      state,
      action: PayloadAction<{ error: string; maintenance: boolean; suggestions: string[] }>,
    ) {
      state.launch.status = action.payload.maintenance ? 'maintenance' : 'failed';
      state.launch.error = action.payload.error;
      state.launch.suggestions = action.payload.suggestions;
    },
    /** The visitor asks for the login popup from the lottery page. */
    loginAsked() {},
    /** The page left: forget the launch. */
    launchClosed(state) {
      state.launch = initialLaunchState;
    },

    /** Read the member's favourites (LOTTFAV) again. */
    favouritesRequested() {},
    favouritesLoaded(state, action: PayloadAction<{ user: string | null; ids: string[] }>) {
      state.favourites = action.payload;
    },
    favouriteToggled(_state, _action: PayloadAction<string>) {},
  },
});

export const lotteryActions = lotterySlice.actions;
export const lotteryReducer = lotterySlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    lottery: LotteryState;
  }
}
