import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Game } from '@/api/contract/games';
import type { PvpRoom } from '@/api/contract/launch';
import type { LaunchTarget } from './target';
import type { LoadStatus } from '@/core/loaded-part';

export interface LaunchState {
  /** The launch under way (one at a time), named for the 'starting' indicator. */
  launching: { name: string } | null;
  /** The popup list of one vendor's games (isGame VASSALAGE). */
  vendorList: {
    vassalage: string | null;
    gameType: string | null;
    title: string;
    page: number;
    status: LoadStatus;
    games: Game[];
    totalPages: number;
    totalCount: number;
  };
  /** The room list of a PVP game. */
  rooms: { game: LaunchTarget | null; status: LoadStatus; list: PvpRoom[] };
  /** A game under maintenance and the other games suggested instead. */
  suggestions: { name: string; games: Game[] };
  /** The game the /game frame shows (its address is also kept in session storage). */
  frame: { url: string | null; name: string | null };
}

export const initialLaunchState: LaunchState = {
  launching: null,
  vendorList: {
    vassalage: null,
    gameType: null,
    title: '',
    page: 1,
    status: 'idle',
    games: [],
    totalPages: 0,
    totalCount: 0,
  },
  rooms: { game: null, status: 'idle', list: [] },
  suggestions: { name: '', games: [] },
  frame: { url: null, name: null },
};

const launchSlice = createSlice({
  name: 'launch',
  initialState: initialLaunchState,
  reducers: {
    /** Start a game from inside the launch feature (popup list, room list, suggestions). */
    launchRequested(_state, _action: PayloadAction<{ target: LaunchTarget }>) {},
    launchStarted(state, action: PayloadAction<{ name: string }>) {
      state.launching = action.payload;
    },
    launchFinished(state) {
      state.launching = null;
    },

    vendorListOpened(
      state,
      action: PayloadAction<{ vassalage: string | null; gameType: string | null; title: string }>,
    ) {
      state.vendorList = { ...initialLaunchState.vendorList, ...action.payload, status: 'loading' };
    },
    vendorPageRequested(state, action: PayloadAction<number>) {
      state.vendorList.page = action.payload;
      state.vendorList.status = 'loading';
    },
    vendorPageLoaded(
      state,
      action: PayloadAction<{ games: Game[]; totalPages: number; totalCount: number }>,
    ) {
      state.vendorList = { ...state.vendorList, ...action.payload, status: 'loaded' };
    },
    vendorPageFailed(state) {
      state.vendorList.status = 'failed';
      state.vendorList.games = [];
    },

    roomsOpened(state, action: PayloadAction<{ game: LaunchTarget }>) {
      state.rooms = { game: action.payload.game, status: 'loading', list: [] };
    },
    roomsRetried(state) {
      state.rooms.status = 'loading';
    },
    roomsLoaded(state, action: PayloadAction<PvpRoom[]>) {
      state.rooms.status = 'loaded';
      state.rooms.list = action.payload;
    },
    roomsFailed(state) {
      state.rooms.status = 'failed';
      state.rooms.list = [];
    },

    suggestionsShown(state, action: PayloadAction<{ name: string; games: Game[] }>) {
      state.suggestions = action.payload;
    },

    frameShown(state, action: PayloadAction<{ url: string; name: string | null }>) {
      state.frame = action.payload;
    },
    /** The player closed the game frame. */
    frameClosed(state) {
      state.frame = initialLaunchState.frame;
    },
  },
});

export const launchActions = launchSlice.actions;
export const launchReducer = launchSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    launch: LaunchState;
  }
}

/** The launch state (its initial value before the feature is injected). */
