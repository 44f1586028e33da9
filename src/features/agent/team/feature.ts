import type { LazyFeature } from '@/core/lazy-feature';
import { watchTeam } from './sagas';
import { teamReducer } from './slice';

/** Team management (agent centre `downlineManagmentView`, lazy): state, saga, texts. */
export const agentTeamFeature: LazyFeature = {
  name: 'agentTeam',
  reducer: teamReducer,
  saga: watchTeam,
  texts: ['team'],
};
