import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RequestOf, ResponseOf } from '@/api/client';
import type { PageFailure } from '@/core/page-failure';
import { sessionActions } from '@/core/session/slice';
import { idlePart, partReducers, type Part } from '@/core/loaded-part';

export type AgentInvite = ResponseOf<'agentInvite'>;
export type RegisteredPage = ResponseOf<'registeredDownlines'>;
export type DownlineRegistration = RequestOf<'downlineRegister'>;

export interface AgentRegisterState {
  /** The agent's own invitation code and link (agentInvite). */
  invite: Part<AgentInvite>;
  /** The accounts the agent registered, one page; `pageNo` is the page asked for. */
  registered: Part<RegisteredPage> & { pageNo: number };
  /** The registration sent: its outcome (the account registered, or why not). */
  submit: {
    status: 'idle' | 'sending' | 'done' | 'failed';
    account: string | null;
    failure: PageFailure | null;
  };
}

export const initialAgentRegisterState: AgentRegisterState = {
  invite: idlePart(),
  registered: { ...idlePart(), pageNo: 1 },
  submit: { status: 'idle', account: null, failure: null },
};

const invite = partReducers((state: AgentRegisterState) => state.invite);
const registered = partReducers((state: AgentRegisterState) => state.registered);

const slice = createSlice({
  name: 'agentRegister',
  initialState: initialAgentRegisterState,
  reducers: {
    /** The page is shown: the invitation and the first page of registered accounts. */
    opened() {},
    inviteRequested() {},
    inviteLoading: invite.loading,
    inviteLoaded: invite.loaded,
    inviteFailed: invite.failed,
    registeredRequested(state, action: PayloadAction<{ pageNo: number }>) {
      state.registered.pageNo = action.payload.pageNo;
    },
    registeredLoading: registered.loading,
    registeredLoaded: registered.loaded,
    registeredFailed: registered.failed,
    /** The form passed its rules: register this account. */
    registerRequested(state, _action: PayloadAction<DownlineRegistration>) {
      state.submit = { status: 'sending', account: null, failure: null };
    },
    registerDone(state, action: PayloadAction<{ account: string }>) {
      state.submit = { status: 'done', account: action.payload.account, failure: null };
    },
    registerFailed(state, action: PayloadAction<PageFailure>) {
      state.submit = { status: 'failed', account: null, failure: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, () => initialAgentRegisterState);
  },
});

export const agentRegisterActions = slice.actions;
export const agentRegisterReducer = slice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    agentRegister: AgentRegisterState;
  }
}
