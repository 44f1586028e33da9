import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DepositChannel, DepositOrder } from '@/api/contract/wallet';
import type { ResponsibleSettings } from '@/api/contract/member-responsible';
import { idleList, loadedList, loadingPart, withFailure, type PartList } from '@/core/loaded-part';
import { sessionActions } from '@/core/session/slice';
import { NO_SESSION, type Failure } from '@/features/wallet/failure';

export interface DepositState {
  /** Null: the page may call; else why it cannot (no session, trial account). */
  gate: Failure | null;
  channels: PartList<DepositChannel>;
  /** The member's responsible gaming limits (issue 30): what is left to deposit; null: none known. */
  limits: ResponsibleSettings | null;
  /** The member's recent deposit orders, newest first. */
  orders: PartList<DepositOrder>;
  submit: {
    status: 'idle' | 'sending' | 'done' | 'failed';
    /** The order the last request made. */
    order: DepositOrder | null;
    failure: Failure | null;
  };
}

export const initialDepositState: DepositState = {
  gate: null,
  channels: idleList(),
  limits: null,
  orders: idleList(),
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
    limitsLoaded(state, action: PayloadAction<ResponsibleSettings | null>) {
      state.limits = action.payload;
    },
    /** Retry of the channels after a failure. */
    channelsRequested() {},
    channelsLoading(state) {
      state.channels = loadingPart(state.channels);
    },
    channelsLoaded(state, action: PayloadAction<DepositChannel[]>) {
      state.channels = loadedList(action.payload);
    },
    channelsFailed(state, action: PayloadAction<Failure>) {
      state.channels = withFailure(state.channels, action.payload);
    },
    /** Retry of the orders after a failure (polling starts again while one is pending). */
    ordersRequested() {},
    ordersLoading(state) {
      state.orders = loadingPart(state.orders);
    },
    ordersLoaded(state, action: PayloadAction<DepositOrder[]>) {
      state.orders = loadedList(action.payload);
      // The result shown follows its order (credited or failed while the page was open).
      const shown = state.submit.order;
      const fresh = shown && action.payload.find((o) => o.orderNo === shown.orderNo);
      if (fresh) state.submit.order = fresh;
    },
    ordersFailed(state, action: PayloadAction<Failure>) {
      state.orders = withFailure(state.orders, action.payload);
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
