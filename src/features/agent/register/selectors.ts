import type { RootState } from '@/app/store';
import { initialAgentRegisterState, type AgentRegisterState } from './slice';

/** The registration centre's state (its initial state until the feature is injected). */
export const selectAgentRegister = (s: RootState): AgentRegisterState =>
  s.agentRegister ?? initialAgentRegisterState;
