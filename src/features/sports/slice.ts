import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HotMatch } from '@/api/contract/sports';
import { type HotMatchCategory } from '@/api/contract/constants';
import type { LoadStatus } from '@/core/loaded-part';

/** One board of hot matches. 'off': the server does not offer them (#543), so none is shown. */
export interface HotMatchBoard {
  status: LoadStatus | 'off';
  matches: HotMatch[];
  error: string | null;
}

export interface SportsState {
  hotMatches: Record<HotMatchCategory, HotMatchBoard>;
}

const idleBoard: HotMatchBoard = { status: 'idle', matches: [], error: null };

export const initialSportsState: SportsState = {
  hotMatches: { SPORTS: idleBoard, ESPORTS: idleBoard },
};

type Category = PayloadAction<{ category: HotMatchCategory }>;

const sportsSlice = createSlice({
  name: 'sports',
  initialState: initialSportsState,
  reducers: {
    /** A board is on screen: it is loaded now and kept fresh while it stays. */
    hotMatchesShown(_state, _action: Category) {},
    /** The board left the screen: its refreshes stop. */
    hotMatchesHidden(_state, _action: Category) {},
    /** Try again after a failure. */
    hotMatchesRetried(_state, _action: Category) {},
    hotMatchesLoading(state, action: Category) {
      const board = state.hotMatches[action.payload.category];
      // A refresh keeps the matches shown until the answer comes.
      board.status = board.status === 'loaded' ? 'loaded' : 'loading';
      board.error = null;
    },
    hotMatchesLoaded(
      state,
      action: PayloadAction<{ category: HotMatchCategory; matches: HotMatch[] }>,
    ) {
      state.hotMatches[action.payload.category] = {
        status: 'loaded',
        matches: action.payload.matches,
        error: null,
      };
    },
    /** A failed refresh keeps the last matches; a failed first load shows the reason. */
    hotMatchesFailed(
      state,
      action: PayloadAction<{ category: HotMatchCategory; message: string }>,
    ) {
      const board = state.hotMatches[action.payload.category];
      if (board.status === 'loaded' && board.matches.length) return;
      state.hotMatches[action.payload.category] = {
        status: 'failed',
        matches: [],
        error: action.payload.message,
      };
    },
    hotMatchesOff(state, action: Category) {
      state.hotMatches[action.payload.category] = { status: 'off', matches: [], error: null };
    },
  },
});

export const sportsActions = sportsSlice.actions;
export const sportsReducer = sportsSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    sports: SportsState;
  }
}
