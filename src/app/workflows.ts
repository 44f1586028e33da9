import { call, select, takeLeading } from 'redux-saga/effects';
import { TRIAL_ACCOUNT_TYPE } from '@/api/contract/start-constants';
import type { RootState } from '@/app/store';
import { sessionActions } from '@/core/session/slice';
import { withGameWindow } from '@/core/game-window';
import { lazyWorker } from '@/core/lazy-feature';
import { noticesActions } from '@/features/notices/slice';
import { shellActions } from '@/features/shell/slice';

/** The reality check (issue 30), in the responsible gaming chunk: it loads after a login. */
const realityCheckFlow = lazyWorker(
  () => import('@/features/member/responsible/feature'),
  'realityCheckFlow',
);

/** A member's session gets the reality check while the operator runs the module (not a trial). */
function* realityCheck() {
  const { system, session }: RootState = yield select();
  if (system.flags.RESPGAME3 === true && session.member?.type !== TRIAL_ACCOUNT_TYPE)
    yield call(realityCheckFlow);
}

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
  // One reality check per session: it ends with the session (a later login starts the next).
  yield takeLeading(sessionActions.memberInfoLoaded.type, realityCheck);
}
