import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberCentrePage } from '@/core/member-centre';
import { sessionActions } from '@/core/session/slice';
import type { LoadStatus } from '@/core/loaded-part';

export interface WalletState {
  /** value.sumBalance of the last answer; null before the first one. */
  balance: number | null;
  /** value.currencySymbol of the last answer (empty or absent: the brand's symbol is shown). */
  currencySymbol: string | null;
  /** 'loading' while a balance call runs. */
  status: LoadStatus;
  /** The running call was asked for by the user (its updating state is shown). */
  manual: boolean;
  /** The user hid the balance (kept across sessions of this page). */
  hidden: boolean;
  /** The member's avatar image, once known. */
  avatarUrl: string | null;
  /** Unread platform messages (inboxUnread, polled with the balance); null before the first answer. */
  unreadCount: number | null;
}

export const initialWalletState: WalletState = {
  balance: null,
  currencySymbol: null,
  status: 'idle',
  manual: false,
  hidden: false,
  avatarUrl: null,
  unreadCount: null,
};

const walletSlice = createSlice({
  name: 'wallet',
  initialState: initialWalletState,
  reducers: {
    /** The refresh icon: fetch the balance now (throttled). */
    balanceRefreshRequested() {},
    balanceFetchStarted(state, action: PayloadAction<{ manual: boolean }>) {
      state.status = 'loading';
      state.manual = action.payload.manual;
    },
    balanceLoaded(
      state,
      action: PayloadAction<{ sumBalance: number; currencySymbol: string | null }>,
    ) {
      state.balance = action.payload.sumBalance;
      state.currencySymbol = action.payload.currencySymbol;
      state.status = 'loaded';
      state.manual = false;
    },
    /** The call failed: the last known balance stays. */
    balanceFailed(state) {
      state.status = 'failed';
      state.manual = false;
    },
    hiddenToggled(state) {
      state.hidden = !state.hidden;
    },
    avatarLoaded(state, action: PayloadAction<string | null>) {
      state.avatarUrl = action.payload;
    },
    /** The unread count of the inbox: polled, or answered by marking messages read. */
    unreadCountChanged(state, action: PayloadAction<number>) {
      state.unreadCount = action.payload;
    },
    /** Deposit, withdraw and the drop-down entries open a page of the member centre (a real account). */
    memberCentreRequested(_state, _action: PayloadAction<{ page: MemberCentrePage }>) {},
    /** The agent centre entry (agents only). */
    agentCentreRequested() {},
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, (state) => ({
      ...initialWalletState,
      hidden: state.hidden,
    }));
  },
});

export const walletActions = walletSlice.actions;
export const walletReducer = walletSlice.reducer;
