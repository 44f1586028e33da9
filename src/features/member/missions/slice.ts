import { createSlice } from '@reduxjs/toolkit';
import type { ResponseOf } from '@/api/client';
import { sessionActions } from '@/core/session/slice';
import { idlePart, partReducers, type Part } from '@/core/loaded-part';

export type MissionSummary = ResponseOf<'missionSummary'>;
export type MissionBoard = ResponseOf<'missionLeaderboard'>;

export interface MissionsState {
  /** The member's missions with their progress (missionSummary). */
  summary: Part<MissionSummary>;
  /** The leaderboard and the member's own row (missionLeaderboard). */
  board: Part<MissionBoard>;
}

export const initialMissionsState: MissionsState = { summary: idlePart(), board: idlePart() };

const summary = partReducers((state: MissionsState) => state.summary);
const board = partReducers((state: MissionsState) => state.board);

const missionsSlice = createSlice({
  name: 'missions',
  initialState: initialMissionsState,
  reducers: {
    /** The page is shown: both parts. */
    opened() {},
    summaryRequested() {},
    summaryLoading: summary.loading,
    summaryLoaded: summary.loaded,
    summaryFailed: summary.failed,
    boardRequested() {},
    boardLoading: board.loading,
    boardLoaded: board.loaded,
    boardFailed: board.failed,
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
