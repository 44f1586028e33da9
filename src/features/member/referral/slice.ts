import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ResponseOf } from '@/api/client';
import { sessionActions } from '@/core/session/slice';
import { idlePart, partReducers, type Part } from '@/core/loaded-part';

export type ReferralInfo = ResponseOf<'referralInfo'>;
export type ReferralFriendsPage = ResponseOf<'referralFriends'>;

export interface ReferralState {
  /** The invitation code and link with the counts (referralInfo). */
  info: Part<ReferralInfo>;
  /** The invited friends, one page (referralFriends); `pageNo` is the page asked for. */
  friends: Part<ReferralFriendsPage> & { pageNo: number };
}

export const initialReferralState: ReferralState = {
  info: idlePart(),
  friends: { ...idlePart(), pageNo: 1 },
};

const info = partReducers((state: ReferralState) => state.info);
const friends = partReducers((state: ReferralState) => state.friends);

const referralSlice = createSlice({
  name: 'referral',
  initialState: initialReferralState,
  reducers: {
    /** The page is shown: the invitation and the first page of friends. */
    opened() {},
    /** The invitation's retry. */
    infoRequested() {},
    infoLoading: info.loading,
    infoLoaded: info.loaded,
    infoFailed: info.failed,
    /** A page of friends (the pagination, or the retry of the page asked for). */
    friendsRequested(state, action: PayloadAction<{ pageNo: number }>) {
      state.friends.pageNo = action.payload.pageNo;
    },
    friendsLoading: friends.loading,
    friendsLoaded: friends.loaded,
    friendsFailed: friends.failed,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, () => initialReferralState);
  },
});

export const referralActions = referralSlice.actions;
export const referralReducer = referralSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    referral: ReferralState;
  }
}
