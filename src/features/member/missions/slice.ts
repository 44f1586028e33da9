import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ResponseOf } from '@/api/client';
import { sessionActions } from '@/core/session/slice';
import { idlePart, type PagePart } from '../page-part';
import type { PageFailure } from '../page-failure';

export type MissionSummary = ResponseOf<'missionSummary'>;
export type MissionBoard = ResponseOf<'missionLeaderboard'>;

export interface MissionsState {
  /** The member's missions with their progress (missionSummary). */
  summary: PagePart<MissionSummary>;
  /** The leaderboard and the member's own row (missionLeaderboard). */
  board: PagePart<MissionBoard>;
}

export const initialMissionsState: MissionsState = { summary: idlePart(), board: idlePart() };

const missionsSlice = createSlice({
  name: 'missions',
  initialState: initialMissionsState,
  reducers: {
    /** The page is shown: both parts. */
    opened() {},
    summaryRequested() {},
    summaryLoading(state) {
      state.summary.status = 'loading';
      state.summary.failure = null;
    },
    summaryLoaded(state, action: PayloadAction<MissionSummary>) {
      state.summary = { status: 'loaded', failure: null, value: action.payload };
    },
    summaryFailed(state, action: PayloadAction<PageFailure>) {
      state.summary.status = 'failed';
      state.summary.failure = action.payload;
    },
    boardRequested() {},
    boardLoading(state) {
      state.board.status = 'loading';
      state.board.failure = null;
    },
    boardLoaded(state, action: PayloadAction<MissionBoard>) {
      state.board = { status: 'loaded', failure: null, value: action.payload };
    },
    boardFailed(state, action: PayloadAction<PageFailure>) {
      state.board.status = 'failed';
      state.board.failure = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, () => initialMissionsState);
  },
});

export const missionsActions = missionsSlice.actions;
export const missionsReducer = missionsSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    missions: MissionsState;
  }
}
