import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConsolidatedFundsValue, ContractType } from '@/api/contract/agent';
import type { AgentCentrePage, AgentFeatureFlag } from '@/core/agent-centre';
import type { PageFailure } from '@/core/page-failure';
import { centreReducers, type CentreAccess } from '@/core/session/centre-access';
import { sessionActions } from '@/core/session/slice';

export type AgentFlags = Record<AgentFeatureFlag, boolean>;

export interface AgentState {
  /**
   * Whether the panel may show (spec 2 §2, §6: a token and an agent account): 'checking' until the
   * session is known, 'login' while the login popup asks a visitor, 'denied' for a trial account or
   * a member who is not an agent.
   */
  access: CentreAccess;
  /**
   * The consolidated info flags (spec 2 §3): which of the four contract entries the menu shows.
   * Fetched once per session (the slice forgets them when the session ends or another token
   * arrives); the menu shows once they are known.
   */
  flags:
    | { status: 'idle' | 'loading' }
    | { status: 'loaded'; value: AgentFlags }
    | { status: 'failed'; failure: PageFailure };
  /**
   * The contract types whose upline contract waits for the agent's answer (the consolidated info's
   * `contracts`, status pending), known with the flags; kept up to date in place by the contract
   * pages (each load, answer and offer), so the menu never shows an answered one as waiting.
   */
  pending: ContractType[];
}

export const initialAgentState: AgentState = {
  access: 'idle',
  flags: { status: 'idle' },
  pending: [],
};

/** The menu's flags out of the consolidated info answer (a missing flag: the feature is off). */
export const flagsOf = (value: ConsolidatedFundsValue): AgentFlags => ({
  contractDividend: value.contractDividend === true,
  dailySalary: value.dailySalary === true,
  hourlySalary: value.hourlySalary === true,
  realTimeSalary: value.realTimeSalary === true,
});

/** The contract types waiting for the agent's answer in the consolidated info answer. */
export const pendingOf = (value: ConsolidatedFundsValue): ContractType[] => [
  ...new Set(value.contracts.filter((c) => c.status === 'pending').map((c) => c.contractType)),
];

const agentSlice = createSlice({
  name: 'agent',
  initialState: initialAgentState,
  reducers: {
    ...centreReducers<AgentCentrePage>(),
    flagsLoading(state) {
      state.flags = { status: 'loading' };
    },
    flagsLoaded(state, action: PayloadAction<AgentFlags>) {
      state.flags = { status: 'loaded', value: action.payload };
    },
    flagsFailed(state, action: PayloadAction<PageFailure>) {
      state.flags = { status: 'failed', failure: action.payload };
    },
    /** The pending contracts of the consolidated info answer (with the flags). */
    pendingLoaded(state, action: PayloadAction<ContractType[]>) {
      state.pending = action.payload;
    },
    /**
     * What a contract page learnt of its type's upline contract (loaded, answered, after an
     * offer): whether it still waits for the agent's answer.
     */
    contractStateKnown(
      state,
      action: PayloadAction<{ contractType: ContractType; pending: boolean }>,
    ) {
      const { contractType, pending } = action.payload;
      const others = state.pending.filter((t) => t !== contractType);
      state.pending = pending ? [...others, contractType] : others;
    },
    /** The retry button of a failed flag load. */
    flagsRetried() {},
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, () => initialAgentState);
    builder.addCase(sessionActions.tokenReceived, (state) => {
      state.flags = { status: 'idle' };
      state.pending = [];
    });
  },
});

export const agentActions = agentSlice.actions;
export const agentReducer = agentSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    agent: AgentState;
  }
}
