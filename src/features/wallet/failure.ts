import { call, race, select, take, delay } from 'redux-saga/effects';
import { ErrorCodes } from '@/api/contract/constants';
import type { PageFailure as Failure } from '@/core/page-failure';
import type { RootState } from '@/app/store';
import { TRIAL_ACCOUNT_TYPE, requireLogin } from '@/core/session/gates';
import { sessionActions } from '@/core/session/slice';

/**
 * How a money call failed, as the deposit, withdrawal and transfer pages tell it: the member
 * centre's one classification (src/core/page-failure.ts).
 */
export type { FailureKind, PageFailure as Failure } from '@/core/page-failure';
export { pageFailureOf as failureOf } from '@/core/page-failure';

/** The failure a page shows without calling: no session, or a trial account. */
export const NO_SESSION: Failure = { kind: 'session', code: ErrorCodes.notLoggedIn, message: '' };
const TRIAL: Failure = { kind: 'trial', code: ErrorCodes.trialAccount, message: '' };

/** How long a page waits for the member info (its type) before calling anyway. */
export const MEMBER_WAIT_MS = 10_000;

/**
 * Whether a money page may call the server: null when it may, else the failure to show. A trial
 * account (isAgent 4) is refused before any call; a page opened while the member info is still
 * loading waits for it (the server refuses trial accounts too, should it never come).
 */
export function* pageGate(): Generator<unknown, Failure | null, never> {
  const state: RootState = yield select();
  if (!state.session.token) return NO_SESSION;
  let type = state.session.member?.type ?? null;
  if (type === null && state.session.memberStatus === 'loading') {
    const { loaded }: { loaded?: ReturnType<typeof sessionActions.memberInfoLoaded> } = yield race({
      loaded: take(sessionActions.memberInfoLoaded.type),
      failed: take(sessionActions.memberInfoFailed.type),
      timeout: delay(MEMBER_WAIT_MS),
    });
    type = loaded?.payload.type ?? null;
  }
  return type === TRIAL_ACCOUNT_TYPE ? TRIAL : null;
}

/** The page's login button after its session ended: the login popup. */
export function* loginFlow() {
  yield call(requireLogin);
}
