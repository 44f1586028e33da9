import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RebateCategory, RebateClaimRow, RebateSummaryValue } from '@/api/contract/promotions';
import { sessionActions } from '@/core/session/slice';
import type { Failure } from '../page-flow';
import type { Part } from '@/core/loaded-part';

/** The periods a member picks (spec 2 §9 presets: the past ones; bets still to come pay nothing). */
export const REBATE_PERIODS = ['previous7', 'previous30'] as const;
export type RebatePeriodPreset = (typeof REBATE_PERIODS)[number];

/** Rows of the claims history per page. */
export const REBATE_HISTORY_PAGE_SIZE = 10;

export interface RebateState {
  period: RebatePeriodPreset;
  summary: Part<RebateSummaryValue, Failure>;
  /** The last claim: one category, or ALL (every category at or above the minimum). */
  claim: {
    status: 'idle' | 'sending' | 'done' | 'failed';
    target: RebateCategory | 'ALL' | null;
    total: number | null;
    failure: Failure | null;
  };
  history: Part<{ rows: RebateClaimRow[]; totalPages: number }, Failure> & { page: number };
}

const idle = { status: 'idle' as const, value: null, failure: null };

export const initialRebateState: RebateState = {
  period: 'previous7',
  summary: idle,
  claim: { status: 'idle', target: null, total: null, failure: null },
  history: { ...idle, page: 1 },
};

const rebateSlice = createSlice({
  name: 'rebate',
  initialState: initialRebateState,
  reducers: {
    /** The page is shown: the period's rebate and the first page of the history load. */
    opened() {},
    closed() {},
    periodChosen(state, action: PayloadAction<RebatePeriodPreset>) {
      state.period = action.payload;
      state.claim = initialRebateState.claim;
    },
    /** Retry of the rebate after a failure. */
    summaryRequested() {},
    summaryLoading(state) {
      state.summary = { ...state.summary, status: 'loading', failure: null };
    },
    summaryLoaded(state, action: PayloadAction<RebateSummaryValue>) {
      state.summary = { status: 'loaded', value: action.payload, failure: null };
    },
    summaryFailed(state, action: PayloadAction<Failure>) {
      state.summary = { ...state.summary, status: 'failed', failure: action.payload };
    },
    /** Claim one category, or all of them (no gameType). */
    claimRequested(_state, _action: PayloadAction<{ gameType?: RebateCategory }>) {},
    claimStarted(state, action: PayloadAction<RebateCategory | 'ALL'>) {
      state.claim = { status: 'sending', target: action.payload, total: null, failure: null };
    },
    claimSucceeded(state, action: PayloadAction<number>) {
      state.claim = { ...state.claim, status: 'done', total: action.payload };
    },
    claimFailed(state, action: PayloadAction<Failure>) {
      state.claim = { ...state.claim, status: 'failed', failure: action.payload };
    },
    /** A page of the history (also its retry). */
    historyRequested(_state, _action: PayloadAction<number>) {},
    historyLoading(state, action: PayloadAction<number>) {
      state.history = { ...state.history, status: 'loading', page: action.payload, failure: null };
    },
    historyLoaded(state, action: PayloadAction<{ rows: RebateClaimRow[]; totalPages: number }>) {
      state.history = { ...state.history, status: 'loaded', value: action.payload };
    },
    historyFailed(state, action: PayloadAction<Failure>) {
      state.history = { ...state.history, status: 'failed', failure: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, () => initialRebateState);
  },
});

export const rebateActions = rebateSlice.actions;
export const rebateReducer = rebateSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    rebate: RebateState;
  }
}
