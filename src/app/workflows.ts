import { takeLeading } from 'redux-saga/effects';
import { withGameWindow } from '@/core/game-window';
import { lazyWorker } from '@/core/lazy-feature';
import { noticesActions } from '@/features/notices/slice';
import { shellActions } from '@/features/shell/slice';

/** The launch feature's chunk: its workflow loads with the first game start. */
const launch = () => import('@/features/launch/feature');

/**
 * Cross-feature workflows the app wires: actions of always-loaded features (the side bar, a game
 * card, a banner) handled by a lazy feature's worker, so neither feature imports the other.
 */
export function* watchWorkflows() {
  // A sportsbook's window is reserved on the click itself (withGameWindow), before the chunk loads.
  yield takeLeading(
    shellActions.gameStartRequested.type,
    withGameWindow(lazyWorker(launch, 'launchFlow')),
  );
  // A banner linked to a game (linkage G: its node id) starts it through the same workflow.
  yield takeLeading(noticesActions.bannerGameRequested.type, lazyWorker(launch, 'launchFlow'));
}
