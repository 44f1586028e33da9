/**
 * Entry of the launch workflow for always-loaded watchers (the side bar's game start, banners):
 * `takeLeading(type, lazyWorker(() => import('@/features/launch/flow'), 'launchFlow'))`.
 */
export { launchFeature as feature } from './feature';
export { launchFlow } from './sagas';
