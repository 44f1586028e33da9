import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RequestOf, ResponseOf } from '@/api/client';
import type { PageFailure } from '@/core/page-failure';
import { sessionActions } from '@/core/session/slice';
import { failed, idle, loaded, loading, type Part } from '../team/part';

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
  invite: idle(),
  registered: { ...idle(), pageNo: 1 },
  submit: { status: 'idle', account: null, failure: null },
};

const slice = createSlice({
  name: 'agentRegister',
  initialState: initialAgentRegisterState,
  reducers: {
    /** The page is shown: the invitation and the first page of registered accounts. */
    opened() {},
    inviteRequested() {},
    inviteLoading(state) {
      state.invite = loading(state.invite);
    },
    inviteLoaded(state, action: PayloadAction<AgentInvite>) {
      state.invite = loaded(action.payload);
    },
    inviteFailed(state, action: PayloadAction<PageFailure>) {
      state.invite = failed(action.payload, state.invite.value);
    },
    registeredRequested(state, action: PayloadAction<{ pageNo: number }>) {
      state.registered.pageNo = action.payload.pageNo;
    },
    registeredLoading(state) {
      state.registered = { ...loading(state.registered), pageNo: state.registered.pageNo };
    },
    registeredLoaded(state, action: PayloadAction<RegisteredPage>) {
      state.registered = { ...loaded(action.payload), pageNo: state.registered.pageNo };
    },
    registeredFailed(state, action: PayloadAction<PageFailure>) {
      state.registered = {
        ...failed(action.payload, state.registered.value),
        pageNo: state.registered.pageNo,
      };
    },
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
