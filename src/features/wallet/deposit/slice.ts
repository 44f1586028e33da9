import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DepositChannel, DepositOrder } from '@/api/contract/wallet';
import { sessionActions } from '@/core/session/slice';
import { NO_SESSION, type Failure } from '../payment/failure';

/** What a list of the page holds: loading, loaded, or failed with the reason. */
export interface Loadable<T> {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  items: T[];
  failure: Failure | null;
}

export interface DepositState {
  /** Null: the page may call; else why it cannot (no session, trial account). */
  gate: Failure | null;
  channels: Loadable<DepositChannel>;
  /** The member's recent deposit orders, newest first. */
  orders: Loadable<DepositOrder>;
  submit: {
    status: 'idle' | 'sending' | 'done' | 'failed';
    /** The order the last request made. */
    order: DepositOrder | null;
    failure: Failure | null;
  };
}

const idle = { status: 'idle' as const, items: [], failure: null };

export const initialDepositState: DepositState = {
  gate: null,
  channels: idle,
  orders: idle,
  submit: { status: 'idle', order: null, failure: null },
};

const depositSlice = createSlice({
  name: 'deposit',
  initialState: initialDepositState,
  reducers: {
    /** The page is shown: load the channels and the orders, poll while an order is pending. */
    opened() {},
    /** The page left: the poll stops. */
    closed() {},
    gated(state, action: PayloadAction<Failure | null>) {
      state.gate = action.payload;
    },
    /** Retry of the channels after a failure. */
    channelsRequested() {},
    channelsLoading(state) {
      state.channels = { ...state.channels, status: 'loading', failure: null };
    },
    channelsLoaded(state, action: PayloadAction<DepositChannel[]>) {
      state.channels = { status: 'loaded', items: action.payload, failure: null };
    },
    channelsFailed(state, action: PayloadAction<Failure>) {
      state.channels = { ...state.channels, status: 'failed', failure: action.payload };
    },
    /** Retry of the orders after a failure (polling starts again while one is pending). */
    ordersRequested() {},
    ordersLoading(state) {
      state.orders = { ...state.orders, status: 'loading', failure: null };
    },
    ordersLoaded(state, action: PayloadAction<DepositOrder[]>) {
      state.orders = { status: 'loaded', items: action.payload, failure: null };
      // The result shown follows its order (credited or failed while the page was open).
      const shown = state.submit.order;
      const fresh = shown && action.payload.find((o) => o.orderNo === shown.orderNo);
      if (fresh) state.submit.order = fresh;
    },
    ordersFailed(state, action: PayloadAction<Failure>) {
      state.orders = { ...state.orders, status: 'failed', failure: action.payload };
    },
    /** The member asks to deposit this (valid) amount through this channel. */
    submitted(_state, _action: PayloadAction<{ channelId: string; amount: number }>) {},
    submitStarted(state) {
      state.submit = { status: 'sending', order: null, failure: null };
    },
    submitSucceeded(state, action: PayloadAction<DepositOrder>) {
      state.submit = { status: 'done', order: action.payload, failure: null };
      state.orders.items = [
        action.payload,
        ...state.orders.items.filter((o) => o.orderNo !== action.payload.orderNo),
      ];
    },
    submitFailed(state, action: PayloadAction<Failure>) {
      state.submit = { status: 'failed', order: null, failure: action.payload };
    },
    /** The member edits the form again: the last result or error goes. */
    submitCleared(state) {
      state.submit = initialDepositState.submit;
    },
    /** The login button of a page whose session ended. */
    loginAsked() {},
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, () => ({
      ...initialDepositState,
      gate: NO_SESSION,
    }));
  },
});

export const depositActions = depositSlice.actions;
export const depositReducer = depositSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    deposit: DepositState;
  }
}
