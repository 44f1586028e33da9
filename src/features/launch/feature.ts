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

/**
 * The launch workflow, for the app's always-loaded watchers (src/app/workflows.ts):
 * `takeLeading(type, lazyWorker(() => import('@/features/launch/feature'), 'launchFlow'))`.
 */
export { launchFlow } from './sagas';

/** The module's feature, for `lazyWorker`. */
export const feature = launchFeature;
