import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AgentContractsValue, ContractType } from '@/api/contract/agent';
import { sessionActions } from '@/core/session/slice';
import type { PageFailure } from '@/core/page-failure';
import type { Part } from '@/core/loaded-part';

export type ContractAnswer = 'accept' | 'reject' | 'terminate';

/** A write of the page (answering the upline's contract, offering a downline one). */
export interface ContractWrite {
  status: 'idle' | 'busy' | 'done' | 'failed';
  failure: PageFailure | null;
}

export interface AgentContractsState extends Part<AgentContractsValue> {
  /** The contract type of the page shown. */
  contractType: ContractType | null;
  answer: ContractWrite & { action: ContractAnswer | null; endedDownlines: string[] };
  offer: ContractWrite & { downline: string | null };
}

const idleWrite: ContractWrite = { status: 'idle', failure: null };

export const initialAgentContractsState: AgentContractsState = {
  contractType: null,
  status: 'idle',
  failure: null,
  value: null,
  answer: { ...idleWrite, action: null, endedDownlines: [] },
  offer: { ...idleWrite, downline: null },
};

const agentContractsSlice = createSlice({
  name: 'agentContracts',
  initialState: initialAgentContractsState,
  reducers: {
    /** A contract page is shown (or its retry): load it; real-time salary then refreshes itself. */
    opened(state, action: PayloadAction<ContractType>) {
      if (state.contractType !== action.payload) {
        return { ...initialAgentContractsState, contractType: action.payload };
      }
      return state;
    },
    /** The page is left: its refresh timer stops. */
    closed() {},
    loading(state) {
      state.status = 'loading';
      state.failure = null;
    },
    loaded(state, action: PayloadAction<AgentContractsValue>) {
      if (action.payload.contractType !== state.contractType) return;
      state.status = 'loaded';
      state.value = action.payload;
    },
    failed(state, action: PayloadAction<PageFailure>) {
      state.status = 'failed';
      state.failure = action.payload;
    },
    answerRequested(state, action: PayloadAction<ContractAnswer>) {
      state.answer = { ...idleWrite, status: 'busy', action: action.payload, endedDownlines: [] };
    },
    answered(state, action: PayloadAction<{ endedDownlines: string[] }>) {
      state.answer.status = 'done';
      state.answer.endedDownlines = action.payload.endedDownlines;
    },
    answerFailed(state, action: PayloadAction<PageFailure>) {
      state.answer.status = 'failed';
      state.answer.failure = action.payload;
    },
    offerRequested(state, action: PayloadAction<{ downline: string; rate: number }>) {
      state.offer = { ...idleWrite, status: 'busy', downline: action.payload.downline };
    },
    offered(state) {
      state.offer.status = 'done';
    },
    offerFailed(state, action: PayloadAction<PageFailure>) {
      state.offer.status = 'failed';
      state.offer.failure = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, () => initialAgentContractsState);
  },
});

export const agentContractsActions = agentContractsSlice.actions;
export const agentContractsReducer = agentContractsSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    agentContracts: AgentContractsState;
  }
}
