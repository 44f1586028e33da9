import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WithdrawInfoValue, WithdrawalOrder } from '@/api/contract/wallet';
import { sessionActions } from '@/core/session/slice';
import type { Loadable } from '../deposit/slice';
import { NO_SESSION, type Failure } from '../payment/failure';

/** How a paid withdrawal came out for the member (spec 2 §3 withdrawal confirmation, §4). */
export type ConfirmOutcome = 'RECEIVED' | 'PARTLY_RECEIVED' | 'NOT_RECEIVED';

export interface ConfirmRequest {
  orderNo: string;
  outcome: ConfirmOutcome;
  /** PARTLY_RECEIVED: what arrived (below the amount). */
  receivedAmount?: number;
  /** NOT_RECEIVED: the proof, a png or jpg data URL. */
  proofImage?: string;
}

export interface WithdrawState {
  /** Null: the page may call; else why it cannot (no session, trial account). */
  gate: Failure | null;
  info: {
    status: Loadable<never>['status'];
    value: WithdrawInfoValue | null;
    failure: Failure | null;
  };
  /** The member's latest withdrawals, newest first. */
  orders: Loadable<WithdrawalOrder>;
  submit: {
    status: 'idle' | 'sending' | 'done' | 'failed';
    order: WithdrawalOrder | null;
    failure: Failure | null;
  };
  /** The confirmation of one paid withdrawal. */
  confirm: {
    orderNo: string | null;
    status: 'idle' | 'sending' | 'done' | 'failed';
    failure: Failure | null;
  };
}

export const initialWithdrawState: WithdrawState = {
  gate: null,
  info: { status: 'idle', value: null, failure: null },
  orders: { status: 'idle', items: [], failure: null },
  submit: { status: 'idle', order: null, failure: null },
  confirm: { orderNo: null, status: 'idle', failure: null },
};

/** The list with this order put in its place (or first). */
function withOrder(list: WithdrawalOrder[], order: WithdrawalOrder) {
  return list.some((o) => o.orderNo === order.orderNo)
    ? list.map((o) => (o.orderNo === order.orderNo ? order : o))
    : [order, ...list];
}

const withdrawSlice = createSlice({
  name: 'withdraw',
  initialState: initialWithdrawState,
  reducers: {
    /** The page is shown: the accounts and limits, the withdrawals (polled while under way). */
    opened() {},
    /** The page left: the poll stops. */
    closed() {},
    gated(state, action: PayloadAction<Failure | null>) {
      state.gate = action.payload;
    },
    /** Retry of the accounts and limits. */
    infoRequested() {},
    infoLoading(state) {
      state.info = { ...state.info, status: 'loading', failure: null };
    },
    infoLoaded(state, action: PayloadAction<WithdrawInfoValue>) {
      state.info = { status: 'loaded', value: action.payload, failure: null };
    },
    infoFailed(state, action: PayloadAction<Failure>) {
      state.info = { ...state.info, status: 'failed', failure: action.payload };
    },
    /** Retry of the withdrawals (or a countdown ran out: the server now counts it received). */
    ordersRequested() {},
    ordersLoading(state) {
      state.orders = { ...state.orders, status: 'loading', failure: null };
    },
    ordersLoaded(state, action: PayloadAction<WithdrawalOrder[]>) {
      state.orders = { status: 'loaded', items: action.payload, failure: null };
      const shown = state.submit.order;
      const fresh = shown && action.payload.find((o) => o.orderNo === shown.orderNo);
      if (fresh) state.submit.order = fresh;
    },
    ordersFailed(state, action: PayloadAction<Failure>) {
      state.orders = { ...state.orders, status: 'failed', failure: action.payload };
    },
    /** The member asks to withdraw this (valid) amount to this account, with the payment password. */
    submitted(
      _state,
      _action: PayloadAction<{ accountId: string; amount: number; password: string }>,
    ) {},
    submitStarted(state) {
      state.submit = { status: 'sending', order: null, failure: null };
    },
    submitSucceeded(state, action: PayloadAction<WithdrawalOrder>) {
      state.submit = { status: 'done', order: action.payload, failure: null };
      state.orders.items = withOrder(state.orders.items, action.payload);
    },
    submitFailed(state, action: PayloadAction<Failure>) {
      state.submit = { status: 'failed', order: null, failure: action.payload };
    },
    submitCleared(state) {
      state.submit = initialWithdrawState.submit;
    },
    /** The member confirms how a paid withdrawal came out. */
    confirmSubmitted(_state, _action: PayloadAction<ConfirmRequest>) {},
    confirmStarted(state, action: PayloadAction<string>) {
      state.confirm = { orderNo: action.payload, status: 'sending', failure: null };
    },
    confirmSucceeded(state, action: PayloadAction<WithdrawalOrder>) {
      state.confirm = { orderNo: action.payload.orderNo, status: 'done', failure: null };
      state.orders.items = withOrder(state.orders.items, action.payload);
    },
    confirmFailed(state, action: PayloadAction<{ orderNo: string; failure: Failure }>) {
      state.confirm = {
        orderNo: action.payload.orderNo,
        status: 'failed',
        failure: action.payload.failure,
      };
    },
    confirmCleared(state) {
      state.confirm = initialWithdrawState.confirm;
    },
    /** The login button of a page whose session ended. */
    loginAsked() {},
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, () => ({
      ...initialWithdrawState,
      gate: NO_SESSION,
    }));
  },
});

export const withdrawActions = withdrawSlice.actions;
export const withdrawReducer = withdrawSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    withdraw: WithdrawState;
  }
}
