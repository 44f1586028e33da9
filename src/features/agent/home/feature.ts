import type { LazyFeature } from '@/core/lazy-feature';
import { watchAgentHome } from './sagas';
import { agentHomeReducer } from './slice';

/** The agent centre's announcement and team overview pages (lazy, with the first of them). */
export const agentHomeFeature: LazyFeature = {
  name: 'agentHome',
  reducer: agentHomeReducer,
  saga: watchAgentHome,
  texts: ['agent'],
};
