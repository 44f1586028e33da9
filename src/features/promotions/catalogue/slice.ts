import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Promotion } from '@/api/contract/notices';
import type { PromotionState } from '@/api/contract/promotions';
import { sessionActions } from '@/core/session/slice';
import type { Failure } from '../page-flow';
import type { LoadStatus } from '@/core/loaded-part';

/** What the member can do with a promotion in its state (only these are offered). */
export type PromotionAction = 'join' | 'apply' | 'claim';

/** The member's state in one promotion and its reward. */
export interface MemberPromotionState {
  status: PromotionState;
  amount: number | null;
}

/** An activity application as sent (images already read as data URLs). */
export interface PromotionApplication {
  comment: string;
  images: string[];
}

/** The outcome of the last action on a promotion, shown beside it (list and detail alike). */
export type PromotionOutcome =
  | { promotionId: string; status: 'sending'; action: PromotionAction }
  | { promotionId: string; status: 'done'; action: PromotionAction }
  | { promotionId: string; status: 'failed'; action: PromotionAction; failure: Failure };

export interface PromotionsState {
  status: LoadStatus;
  promotions: Promotion[];
  /** The member's state per promotion id; empty for visitors (they see no states). */
  states: Record<string, MemberPromotionState>;
  failure: Failure | null;
  outcome: PromotionOutcome | null;
}

export const initialPromotionsState: PromotionsState = {
  status: 'idle',
  promotions: [],
  states: {},
  failure: null,
  outcome: null,
};

const promotionsSlice = createSlice({
  name: 'promotions',
  initialState: initialPromotionsState,
  reducers: {
    /** A promotions page (list or detail) is shown: the list loads (again after a new login). */
    opened() {},
    /** The page left. */
    closed() {},
    /** Retry after a failure. */
    listRequested() {},
    listLoading(state) {
      state.status = 'loading';
      state.failure = null;
    },
    listLoaded(
      state,
      action: PayloadAction<{
        promotions: Promotion[];
        states: Record<string, MemberPromotionState>;
      }>,
    ) {
      state.status = 'loaded';
      state.promotions = action.payload.promotions;
      state.states = action.payload.states;
    },
    /** The member's states asked again (after a refusal that says the list is out of date). */
    statesLoaded(state, action: PayloadAction<Record<string, MemberPromotionState>>) {
      state.states = action.payload;
    },
    listFailed(state, action: PayloadAction<Failure>) {
      state.status = 'failed';
      state.failure = action.payload;
    },
    /** The member acts on a promotion (one action at a time); a visitor is asked to log in. */
    actionRequested(
      _state,
      _action: PayloadAction<{
        promotionId: string;
        action: PromotionAction;
        application?: PromotionApplication;
      }>,
    ) {},
    /** A visitor's action: the login popup opens. */
    loginAsked() {},
    actionStarted(state, action: PayloadAction<{ promotionId: string; action: PromotionAction }>) {
      state.outcome = { ...action.payload, status: 'sending' };
    },
    /** The promotion's state after the action, in place (the list and the detail agree). */
    actionSucceeded(
      state,
      action: PayloadAction<{
        promotionId: string;
        action: PromotionAction;
        result: MemberPromotionState;
      }>,
    ) {
      const { promotionId, result } = action.payload;
      state.states[promotionId] = result;
      state.outcome = { promotionId, action: action.payload.action, status: 'done' };
    },
    actionFailed(
      state,
      action: PayloadAction<{ promotionId: string; action: PromotionAction; failure: Failure }>,
    ) {
      state.outcome = { ...action.payload, status: 'failed' };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, (state) => {
      state.states = {};
      state.outcome = null;
    });
  },
});

export const promotionsActions = promotionsSlice.actions;
export const promotionsReducer = promotionsSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    promotions: PromotionsState;
  }
}
