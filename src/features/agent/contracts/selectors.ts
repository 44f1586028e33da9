import type { RootState } from '@/app/store';
import { initialAgentContractsState, type AgentContractsState } from './slice';

/** The contract pages' state (its initial state until the feature is injected). */
export const selectAgentContracts = (s: RootState): AgentContractsState =>
  s.agentContracts ?? initialAgentContractsState;
