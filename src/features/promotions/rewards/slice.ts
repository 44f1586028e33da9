import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RewardItem } from '@/api/contract/promotions';
import { sessionActions } from '@/core/session/slice';
import type { Failure } from '../page-flow';
import type { PartList } from '@/core/loaded-part';

/** What the member can do with an item, by its kind and state (only these are offered). */
export type RewardAction = 'claim' | 'open' | 'draw' | 'join';

/** The outcome of the last action on an item, shown beside it. */
export type RewardOutcome =
  | { rewardId: string; status: 'sending' }
  | { rewardId: string; status: 'done'; action: RewardAction }
  | { rewardId: string; status: 'failed'; failure: Failure };

export interface RewardsState extends PartList<RewardItem, Failure> {
  outcome: RewardOutcome | null;
}

export const initialRewardsState: RewardsState = {
  status: 'idle',
  items: [],
  failure: null,
  outcome: null,
};

const rewardsSlice = createSlice({
  name: 'rewards',
  initialState: initialRewardsState,
  reducers: {
    /** The page is shown: the list loads (again after a new login). */
    opened() {},
    /** The page left. */
    closed() {},
    /** Retry after a failure. */
    listRequested() {},
    listLoading(state) {
      state.status = 'loading';
      state.failure = null;
    },
    listLoaded(state, action: PayloadAction<RewardItem[]>) {
      state.status = 'loaded';
      state.items = action.payload;
    },
    listFailed(state, action: PayloadAction<Failure>) {
      state.status = 'failed';
      state.failure = action.payload;
    },
    /** The member acts on an item (one action at a time). */
    actionRequested(_state, _action: PayloadAction<{ item: RewardItem; action: RewardAction }>) {},
    actionStarted(state, action: PayloadAction<string>) {
      state.outcome = { rewardId: action.payload, status: 'sending' };
    },
    /** The item as it is after the action (claimed with its amount, joined...). */
    actionSucceeded(state, action: PayloadAction<{ item: RewardItem; action: RewardAction }>) {
      const { item } = action.payload;
      state.items = state.items.map((i) => (i.rewardId === item.rewardId ? item : i));
      state.outcome = { rewardId: item.rewardId, status: 'done', action: action.payload.action };
    },
    actionFailed(state, action: PayloadAction<{ rewardId: string; failure: Failure }>) {
      state.outcome = { ...action.payload, status: 'failed' };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, () => initialRewardsState);
  },
});

export const rewardsActions = rewardsSlice.actions;
export const rewardsReducer = rewardsSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    rewards: RewardsState;
  }
}
