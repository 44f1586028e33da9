import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionActions } from '@/core/session/slice';
import type { LoadStatus } from '@/core/loaded-part';

/** White-label flag of the chat room (spec 1 §6). */
export const CHAT_FLAG = 'CBS3';

export interface ChatState {
  /** The chat room address (value.chatUrl), once fetched. */
  url: string | null;
  urlStatus: LoadStatus;
  /** value.unReadCount of the last answer. */
  unread: number;
  /** The floating window is open (minimised or not). */
  open: boolean;
  minimised: boolean;
  enlarged: boolean;
}

export const initialChatState: ChatState = {
  url: null,
  urlStatus: 'idle',
  unread: 0,
  open: false,
  minimised: false,
  enlarged: false,
};

const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    /** The chat launcher: needs a token (login popup) and a real account (type 4 warned). */
    openRequested() {},
    opened(state) {
      state.open = true;
      state.minimised = false;
      // The conversation is on screen: its messages count as seen.
      state.unread = 0;
    },
    closed(state) {
      state.open = false;
      state.minimised = false;
      state.enlarged = false;
    },
    minimiseToggled(state) {
      state.minimised = !state.minimised;
    },
    sizeToggled(state) {
      state.enlarged = !state.enlarged;
    },
    /** Fetch the chat address again (after a failure). */
    urlRequested() {},
    urlFetchStarted(state) {
      state.urlStatus = 'loading';
    },
    urlLoaded(state, action: PayloadAction<string>) {
      state.url = action.payload;
      state.urlStatus = 'loaded';
    },
    urlFailed(state) {
      state.urlStatus = 'failed';
    },
    unreadLoaded(state, action: PayloadAction<number>) {
      state.unread = state.open ? 0 : action.payload;
    },
  },
  extraReducers: (builder) => {
    // Logout (or an expired session) closes the chat and forgets its address (spec 1 §4).
    builder.addCase(sessionActions.sessionEnded, () => initialChatState);
  },
});

export const chatActions = chatSlice.actions;
export const chatReducer = chatSlice.reducer;
