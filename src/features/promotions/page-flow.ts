import { call, race, take, takeLatest } from 'redux-saga/effects';
import { sessionActions } from '@/core/session/slice';

/** Why a promotions page's call failed: the member centre's one classification. */
export type { PageFailure as Failure } from '@/core/page-failure';
export { pageFailureOf as failureOf, retryable } from '@/core/page-failure';

/**
 * A page while it is shown: `load` now, again on each of `reload` (a retry, a new period) and after
 * a new login (the session ended and the member logged in again); everything stops on `closed`.
 */
export function* shownPage(opts: {
  closed: string;
  reload: string[];
  load: (action?: unknown) => Generator<unknown, unknown, never>;
}) {
  yield race({
    page: call(function* page() {
      yield takeLatest([...opts.reload, sessionActions.memberInfoLoaded.type], opts.load);
      yield call(opts.load);
    }),
    closed: take(opts.closed),
  });
}
