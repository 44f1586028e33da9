import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ResponseOf } from '@/api/client';
import { sessionActions } from '@/core/session/slice';
import { failedPart, idlePart, loadedPart, loadingPart, type PagePart } from '../page-part';
import type { PageFailure } from '@/core/page-failure';

export type ReferralInfo = ResponseOf<'referralInfo'>;
export type ReferralFriendsPage = ResponseOf<'referralFriends'>;

export interface ReferralState {
  /** The invitation code and link with the counts (referralInfo). */
  info: PagePart<ReferralInfo>;
  /** The invited friends, one page (referralFriends); `pageNo` is the page asked for. */
  friends: PagePart<ReferralFriendsPage> & { pageNo: number };
}

export const initialReferralState: ReferralState = {
  info: idlePart(),
  friends: { ...idlePart(), pageNo: 1 },
};

const referralSlice = createSlice({
  name: 'referral',
  initialState: initialReferralState,
  reducers: {
    /** The page is shown: the invitation and the first page of friends. */
    opened() {},
    /** The invitation's retry. */
    infoRequested() {},
    infoLoading(state) {
      state.info = loadingPart(state.info);
    },
    infoLoaded(state, action: PayloadAction<ReferralInfo>) {
      state.info = loadedPart(action.payload);
    },
    infoFailed(state, action: PayloadAction<PageFailure>) {
      state.info = failedPart(action.payload, state.info.value);
    },
    /** A page of friends (the pagination, or the retry of the page asked for). */
    friendsRequested(state, action: PayloadAction<{ pageNo: number }>) {
      state.friends.pageNo = action.payload.pageNo;
    },
    friendsLoading(state) {
      state.friends = { ...loadingPart(state.friends), pageNo: state.friends.pageNo };
    },
    friendsLoaded(state, action: PayloadAction<ReferralFriendsPage>) {
      state.friends = { ...loadedPart(action.payload), pageNo: state.friends.pageNo };
    },
    friendsFailed(state, action: PayloadAction<PageFailure>) {
      state.friends = {
        ...failedPart(action.payload, state.friends.value),
        pageNo: state.friends.pageNo,
      };
    },
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
