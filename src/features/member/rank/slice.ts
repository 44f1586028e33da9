import { createSlice } from '@reduxjs/toolkit';
import type { VipRanksValue } from '@/api/contract/member';
import { sessionActions } from '@/core/session/slice';
import { idlePart, partReducers, type Part } from '@/core/loaded-part';

/** The ranks and the member's totals, as one loaded part. */
export type PlayerRankState = Part<VipRanksValue>;

export const initialPlayerRankState: PlayerRankState = idlePart();

const playerRankSlice = createSlice({
  name: 'playerRank',
  initialState: initialPlayerRankState,
  reducers: {
    /** The page is shown, or its retry: load the ranks and the member's totals. */
    opened() {},
    ...partReducers((state: PlayerRankState) => state),
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, () => initialPlayerRankState);
  },
});

export const playerRankActions = playerRankSlice.actions;
export const playerRankReducer = playerRankSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    playerRank: PlayerRankState;
  }
}
