import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ResponseOf } from '@/api/client';
import { sessionActions } from '@/core/session/slice';
import { failedPart, idlePart, loadedPart, loadingPart, type PagePart } from '../page-part';
import type { PageFailure } from '@/core/page-failure';

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
      state.summary = loadingPart(state.summary);
    },
    summaryLoaded(state, action: PayloadAction<MissionSummary>) {
      state.summary = loadedPart(action.payload);
    },
    summaryFailed(state, action: PayloadAction<PageFailure>) {
      state.summary = failedPart(action.payload, state.summary.value);
    },
    boardRequested() {},
    boardLoading(state) {
      state.board = loadingPart(state.board);
    },
    boardLoaded(state, action: PayloadAction<MissionBoard>) {
      state.board = loadedPart(action.payload);
    },
    boardFailed(state, action: PayloadAction<PageFailure>) {
      state.board = failedPart(action.payload, state.board.value);
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
