import type { RootState } from '@/app/store';
import { initialTeamState, type TeamState } from './slice';

/** Team management's state (its initial state until the feature is injected). */
export const selectTeam = (s: RootState): TeamState => s.agentTeam ?? initialTeamState;
