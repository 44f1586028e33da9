import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import {
  agentContractPage,
  visibleAgentEntries,
  type AgentCentreEntry,
  type AgentCentrePage,
} from '@/core/agent-centre';
import type { PageFailure } from '@/core/page-failure';
import { centreAccessView } from '@/core/session/centre-access';
import { initialAgentState, type AgentState } from './slice';

/** The feature's state (its initial state before the feature is injected). */
export const selectAgent = (s: RootState): AgentState => s.agent ?? initialAgentState;

/**
 * What the panel shows: nothing (visitor asked to log in, refused), loading, why the flags could
 * not be loaded, or itself with the entries the flags allow.
 */
export type AgentPanelView =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'failed'; failure: PageFailure }
  | {
      kind: 'panel';
      entries: AgentCentreEntry[];
      /** The contract pages whose upline contract waits for the agent's answer. */
      pending: AgentCentrePage[];
    };

export const selectAgentPanelView = createSelector(
  [
    (s: RootState) => selectAgent(s).access,
    (s: RootState) => selectAgent(s).flags,
    (s: RootState) => selectAgent(s).pending,
  ],
  (access, flags, pending): AgentPanelView => {
    const view = centreAccessView(access);
    if (view !== 'granted') return { kind: view };
    if (flags.status === 'failed') return { kind: 'failed', failure: flags.failure };
    if (flags.status !== 'loaded') return { kind: 'loading' };
    return {
      kind: 'panel',
      entries: visibleAgentEntries(flags.value),
      pending: pending.map(agentContractPage),
    };
  },
);
