import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberInfo } from '@/api/contract/member';
import type { LoadStatus } from '@/core/loaded-part';

export interface SessionState {
  token: string | null;
  member: MemberInfo | null;
  memberStatus: LoadStatus;
}

export const initialSessionState: SessionState = {
  token: null,
  member: null,
  memberStatus: 'idle',
};

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** A token arrived (URL on load, stored session, later the login flows). */
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    memberInfoRequested(state) {
      state.memberStatus = 'loading';
    },
    memberInfoLoaded(state, action: PayloadAction<MemberInfo>) {
      state.member = action.payload;
      state.memberStatus = 'loaded';
    },
    memberInfoFailed(state) {
      state.memberStatus = 'failed';
    },
    /** The session is over (logout, or HTTP 401 'expired'): back to visitor. */
    sessionEnded(_state, _action: PayloadAction<{ reason: 'logout' | 'expired' } | undefined>) {
      return initialSessionState;
    },
  },
});

export const sessionActions = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
