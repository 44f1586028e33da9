import type { LazyFeature } from '@/core/lazy-feature';
import { watchAgent } from './sagas';
import { agentReducer } from './slice';

/** The agent centre (lazy): its panel, state, saga and texts load when its address is opened. */
export const agentFeature: LazyFeature = {
  name: 'agent',
  reducer: agentReducer,
  saga: watchAgent,
  texts: ['agent'],
};
