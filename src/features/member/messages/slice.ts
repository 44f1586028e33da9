import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InboxMessage } from '@/api/contract/member';
import { sessionActions } from '@/core/session/slice';
import type { PageFailure } from '@/core/page-failure';
import type { LoadStatus } from '@/core/loaded-part';

/** The inbox page (member centre messageV2): one page of messages, the one opened, mark all. */
export interface InboxState {
  status: LoadStatus;
  /** The page shown (1-based) and how many there are. */
  pageNo: number;
  totalPages: number;
  messages: InboxMessage[];
  failure: PageFailure | null;
  /** The message opened (its content shown), if any. */
  openId: string | null;
  /** "Mark all read": its request and why it failed. */
  markAll: { status: 'idle' | 'sending' | 'failed'; failure: PageFailure | null };
}

export const initialInboxState: InboxState = {
  status: 'idle',
  pageNo: 1,
  totalPages: 0,
  messages: [],
  failure: null,
  openId: null,
  markAll: { status: 'idle', failure: null },
};

const inboxSlice = createSlice({
  name: 'inbox',
  initialState: initialInboxState,
  reducers: {
    /** A page of messages: the first when the page is shown, another (pagination), a retry. */
    pageRequested(_state, _action: PayloadAction<number>) {},
    loading(state, action: PayloadAction<number>) {
      state.status = 'loading';
      state.pageNo = action.payload;
      state.failure = null;
    },
    loaded(state, action: PayloadAction<{ messages: InboxMessage[]; totalPages: number }>) {
      state.status = 'loaded';
      state.messages = action.payload.messages;
      state.totalPages = action.payload.totalPages;
      if (!state.messages.some((m) => m.messageId === state.openId)) state.openId = null;
    },
    failed(state, action: PayloadAction<PageFailure>) {
      state.status = 'failed';
      state.failure = action.payload;
    },
    /** A message's title: opens it (and marks it read) or closes it again. */
    messageToggled(state, action: PayloadAction<string>) {
      state.openId = state.openId === action.payload ? null : action.payload;
    },
    /** The server took these messages as read (or, with `all`, every message). */
    markedRead(state, action: PayloadAction<{ messageIds: string[]; all?: boolean }>) {
      const { messageIds, all } = action.payload;
      for (const m of state.messages) if (all || messageIds.includes(m.messageId)) m.read = true;
    },
    markAllRequested() {},
    markAllStarted(state) {
      state.markAll = { status: 'sending', failure: null };
    },
    markAllSucceeded(state) {
      state.markAll = { status: 'idle', failure: null };
    },
    markAllFailed(state, action: PayloadAction<PageFailure>) {
      state.markAll = { status: 'failed', failure: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, () => initialInboxState);
  },
});

export const inboxActions = inboxSlice.actions;
export const inboxReducer = inboxSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    inbox: InboxState;
  }
}
