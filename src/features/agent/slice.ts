import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConsolidatedFundsValue } from '@/api/contract/agent';
import type { AgentCentrePage, AgentFeatureFlag } from '@/core/agent-centre';
import type { PageFailure } from '@/core/page-failure';
import { sessionActions } from '@/core/session/slice';

export type AgentFlags = Record<AgentFeatureFlag, boolean>;

export interface AgentState {
  /**
   * Whether the panel may show (spec 2 §2, §6: a token and an agent account): 'checking' until the
   * session is known, 'login' while the login popup asks a visitor, 'denied' for a trial account or
   * a member who is not an agent.
   */
  access: 'idle' | 'checking' | 'login' | 'granted' | 'denied';
  /**
   * The consolidated info flags (spec 2 §3): which of the four contract entries the menu shows.
   * Fetched once per session (the slice forgets them when the session ends or another token
   * arrives); the menu shows once they are known.
   */
  flags:
    | { status: 'idle' | 'loading' }
    | { status: 'loaded'; value: AgentFlags }
    | { status: 'failed'; failure: PageFailure };
}

export const initialAgentState: AgentState = { access: 'idle', flags: { status: 'idle' } };

/** The menu's flags out of the consolidated info answer (a missing flag: the feature is off). */
export const flagsOf = (value: ConsolidatedFundsValue): AgentFlags => ({
  contractDividend: value.contractDividend === true,
  dailySalary: value.dailySalary === true,
  hourlySalary: value.hourlySalary === true,
  realTimeSalary: value.realTimeSalary === true,
});

const agentSlice = createSlice({
  name: 'agent',
  initialState: initialAgentState,
  reducers: {
    /** The panel was mounted by its address (`?agent=<page>`): check access, then load. */
    panelOpened(state, _action: PayloadAction<{ page: AgentCentrePage }>) {
      state.access = 'checking';
    },
    /** The panel left the screen (its address lost the parameter). */
    panelClosed(state) {
      state.access = 'idle';
    },
    accessChanged(state, action: PayloadAction<AgentState['access']>) {
      state.access = action.payload;
    },
    flagsLoading(state) {
      state.flags = { status: 'loading' };
    },
    flagsLoaded(state, action: PayloadAction<AgentFlags>) {
      state.flags = { status: 'loaded', value: action.payload };
    },
    flagsFailed(state, action: PayloadAction<PageFailure>) {
      state.flags = { status: 'failed', failure: action.payload };
    },
    /** The retry button of a failed flag load. */
    flagsRetried() {},
    /** An entry of the left menu. */
    pageChosen(_state, _action: PayloadAction<{ page: AgentCentrePage }>) {},
    /** The close button, Escape or a click outside. */
    closeRequested() {},
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, () => initialAgentState);
    builder.addCase(sessionActions.tokenReceived, (state) => {
      state.flags = { status: 'idle' };
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
