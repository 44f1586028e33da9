import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WithdrawInfoValue, WithdrawalOrder } from '@/api/contract/wallet';
import {
  idleList,
  idlePart,
  loadedList,
  loadingPart,
  partReducers,
  withFailure,
  type Part,
  type PartList,
} from '@/core/loaded-part';
import { sessionActions } from '@/core/session/slice';
import { NO_SESSION, type Failure } from '@/features/wallet/failure';

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
  info: Part<WithdrawInfoValue, Failure>;
  /** The member's latest withdrawals, newest first. */
  orders: PartList<WithdrawalOrder>;
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
  info: idlePart(),
  orders: idleList(),
  submit: { status: 'idle', order: null, failure: null },
  confirm: { orderNo: null, status: 'idle', failure: null },
};

/** The list with this order put in its place (or first). */
function withOrder(list: WithdrawalOrder[], order: WithdrawalOrder) {
  return list.some((o) => o.orderNo === order.orderNo)
    ? list.map((o) => (o.orderNo === order.orderNo ? order : o))
    : [order, ...list];
}

const info = partReducers((state: WithdrawState) => state.info);

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
    infoLoading: info.loading,
    infoLoaded: info.loaded,
    infoFailed: info.failed,
    /** Retry of the withdrawals (or a countdown ran out: the server now counts it received). */
    ordersRequested() {},
    ordersLoading(state) {
      state.orders = loadingPart(state.orders);
    },
    ordersLoaded(state, action: PayloadAction<WithdrawalOrder[]>) {
      state.orders = loadedList(action.payload);
      const shown = state.submit.order;
      const fresh = shown && action.payload.find((o) => o.orderNo === shown.orderNo);
      if (fresh) state.submit.order = fresh;
    },
    ordersFailed(state, action: PayloadAction<Failure>) {
      state.orders = withFailure(state.orders, action.payload);
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
