import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RankType } from '@/api/contract/constants';
import type { RankEntry } from '@/api/contract/games';
import type { PageFailure } from '@/core/page-failure';
import type { PartList } from '@/core/loaded-part';

/** One board (a rank type): its rows, or why they could not be loaded. */
export type WinnersBoardState = PartList<RankEntry>;

export interface WinnersState {
  boards: Partial<Record<RankType, WinnersBoardState>>;
}

export const initialWinnersState: WinnersState = { boards: {} };

export const emptyBoard: WinnersBoardState = { status: 'idle', items: [], failure: null };

const board = (state: WinnersState, rankType: RankType) =>
  (state.boards[rankType] ??= { ...emptyBoard });

const slice = createSlice({
  name: 'winners',
  initialState: initialWinnersState,
  reducers: {
    /** A board is shown (or retried): asked for again, the last rows stay until the answer. */
    boardRequested(_state, _action: PayloadAction<RankType>) {},
    boardLoading(state, action: PayloadAction<RankType>) {
      const b = board(state, action.payload);
      b.status = 'loading';
      b.failure = null;
    },
    boardLoaded(state, action: PayloadAction<{ rankType: RankType; items: RankEntry[] }>) {
      state.boards[action.payload.rankType] = {
        status: 'loaded',
        items: action.payload.items,
        failure: null,
      };
    },
    boardFailed(state, action: PayloadAction<{ rankType: RankType; failure: PageFailure }>) {
      const b = board(state, action.payload.rankType);
      b.status = 'failed';
      b.failure = action.payload.failure;
    },
  },
});

export const winnersActions = slice.actions;
export const winnersReducer = slice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    winners: WinnersState;
  }
}
