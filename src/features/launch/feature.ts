import type { LazyFeature } from '@/core/lazy-feature';
import { watchLaunch } from './sagas';
import { launchReducer } from './slice';

/** The launch feature (lazy): launch flow, game and room lists, the /game frame. */
export const launchFeature: LazyFeature = {
  name: 'launch',
  reducer: launchReducer,
  saga: watchLaunch,
  texts: ['launch'],
};
