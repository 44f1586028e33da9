import { takeLeading } from 'redux-saga/effects';
import { withGameWindow } from '@/core/game-window';
import { lazyWorker } from '@/core/lazy-feature';
import { noticesActions } from '@/features/notices/slice';
import { shellActions } from '@/features/shell/slice';

/** The launch workflow, in the launch feature's chunk: it loads with the first game start. */
const launchFlow = lazyWorker(() => import('@/features/launch/feature'), 'launchFlow');

/**
 * Cross-feature workflows the app wires: actions of always-loaded features (the side bar, a game
 * card, a banner) handled by a lazy feature's worker, so neither feature imports the other.
 */
export function* watchWorkflows() {
  // A sportsbook's window is reserved on the click itself (withGameWindow), before the chunk loads.
  yield takeLeading(shellActions.gameStartRequested.type, withGameWindow(launchFlow));
  // A banner linked to a game (linkage G: its node id) starts it through the same workflow.
  yield takeLeading(noticesActions.bannerGameRequested.type, launchFlow);
}
