import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { VipRanksValue } from '@/api/contract/member';
import { sessionActions } from '@/core/session/slice';
import type { PageFailure } from '@/core/page-failure';
import { idlePart, type PagePart } from '../page-part';

/** The ranks and the member's totals, as one loaded part. */
export type PlayerRankState = PagePart<VipRanksValue>;

export const initialPlayerRankState: PlayerRankState = idlePart();

const playerRankSlice = createSlice({
  name: 'playerRank',
  initialState: initialPlayerRankState,
  reducers: {
    /** The page is shown, or its retry: load the ranks and the member's totals. */
    opened() {},
    loading(state) {
      state.status = 'loading';
      state.failure = null;
    },
    loaded(state, action: PayloadAction<VipRanksValue>) {
      state.status = 'loaded';
      state.value = action.payload;
    },
    failed(state, action: PayloadAction<PageFailure>) {
      state.status = 'failed';
      state.failure = action.payload;
    },
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
