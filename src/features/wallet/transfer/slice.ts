import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConsolidatedFundsValue } from '@/api/contract/agent';
import type { MerchantWallet } from '@/api/contract/wallet';
import { sessionActions } from '@/core/session/slice';
import type { FailureKind } from '@/features/wallet/failure';

/**
 * How a transfer call failed, as the pages tell it: the money pages' failure ('offline', 'session',
 * 'trial', 'busy', 'server': the server's own message) or a transfer refusal: 'insufficient',
 * 'password' (wrong payment password), 'passwordNotSet'.
 */
export type TransferFailure = FailureKind | 'insufficient' | 'password' | 'passwordNotSet';

export interface Outcome {
  status: 'idle' | 'pending' | 'done' | 'failed';
  failure: TransferFailure | null;
  /** The server's message, for 'server'. */
  message: string;
}

export type Direction = 'in' | 'out';

export interface TransferState {
  load: Outcome;
  singleWallet: boolean;
  /** The main wallet's available balance (the balance call). */
  main: number | null;
  /** The vendor wallets (merchant wallet call). */
  wallets: MerchantWallet[];
  /** What the consolidated-funds call says waits for the member; null when it did not answer. */
  consolidated: ConsolidatedFundsValue | null;
  transfer: Outcome & { amount: number | null; wallet: number | null; direction: Direction };
  /** Recall all: the wallets moved and those that failed (their names). */
  recall: Outcome & { moved: number; failedWallets: string[] };
  upline: Outcome & { amount: number | null };
}

const idle: Outcome = { status: 'idle', failure: null, message: '' };

export const initialTransferState: TransferState = {
  load: idle,
  singleWallet: false,
  main: null,
  wallets: [],
  consolidated: null,
  transfer: { ...idle, amount: null, wallet: null, direction: 'in' },
  recall: { ...idle, moved: 0, failedWallets: [] },
  upline: { ...idle, amount: null },
};

/** New balances by wallet id (a transfer's or the balance call's answer). */
export interface Balances {
  main: number | null;
  byWallet: Record<number, number>;
}

const failed = (failure: TransferFailure, message: string): Outcome => ({
  status: 'failed',
  failure,
  message,
});

const transferSlice = createSlice({
  name: 'transfer',
  initialState: initialTransferState,
  reducers: {
    /** The wallet page opened (or its retry): the wallets, the main balance, consolidated funds. */
    loadRequested(state) {
      state.load = { ...idle, status: 'pending' };
      state.transfer = initialTransferState.transfer;
      state.recall = initialTransferState.recall;
    },
    loaded(
      state,
      action: PayloadAction<{
        singleWallet: boolean;
        main: number | null;
        wallets: MerchantWallet[];
        consolidated: ConsolidatedFundsValue | null;
      }>,
    ) {
      Object.assign(state, action.payload);
      state.load = { ...idle, status: 'done' };
    },
    loadFailed(state, action: PayloadAction<{ failure: TransferFailure; message: string }>) {
      state.load = failed(action.payload.failure, action.payload.message);
    },
    /** Balances after a transfer. */
    balancesChanged(state, action: PayloadAction<Balances>) {
      if (action.payload.main !== null) state.main = action.payload.main;
      for (const wallet of state.wallets) {
        const balance = action.payload.byWallet[wallet.accountTypeId];
        if (balance !== undefined && wallet.transferable) wallet.balance = balance;
      }
    },
    /** Into (in) or out of (out) a vendor wallet, from or to the main wallet. */
    transferRequested(
      state,
      action: PayloadAction<{ wallet: number; direction: Direction; amount: number }>,
    ) {
      state.transfer = { ...idle, status: 'pending', ...action.payload };
      state.recall = initialTransferState.recall;
    },
    transferDone(state) {
      state.transfer.status = 'done';
    },
    transferFailed(state, action: PayloadAction<{ failure: TransferFailure; message: string }>) {
      Object.assign(state.transfer, failed(action.payload.failure, action.payload.message));
    },
    recallRequested(state) {
      state.recall = { ...initialTransferState.recall, status: 'pending' };
      state.transfer = initialTransferState.transfer;
    },
    recallFinished(
      state,
      action: PayloadAction<{ moved: number; failedWallets: string[]; failure?: TransferFailure }>,
    ) {
      const { moved, failedWallets, failure } = action.payload;
      state.recall = {
        ...(failedWallets.length ? failed(failure ?? 'server', '') : { ...idle, status: 'done' }),
        moved,
        failedWallets,
      };
    },
    uplineRequested(state, action: PayloadAction<{ amount: number; password: string }>) {
      state.upline = { ...idle, status: 'pending', amount: action.payload.amount };
    },
    uplineDone(state) {
      state.upline.status = 'done';
    },
    uplineFailed(state, action: PayloadAction<{ failure: TransferFailure; message: string }>) {
      Object.assign(state.upline, failed(action.payload.failure, action.payload.message));
    },
    /** The upline page opened: its main balance (for the amount check). */
    uplineOpened(state) {
      state.upline = initialTransferState.upline;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, () => initialTransferState);
  },
});

export const transferActions = transferSlice.actions;
export const transferReducer = transferSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    transfer: TransferState;
  }
}
