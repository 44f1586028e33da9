import { call, fork, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { isApiError } from '@/api/errors';
import { services, type Services } from '@/core/services';
import { lazyWorker } from '@/core/lazy-feature';
import type { RootState } from '@/app/store';
import { ask } from '@/core/dialogs/sagas';
import { modalsActions } from '@/core/modals/slice';
import { navigationActions } from '@/core/navigation/slice';
import { sessionActions } from '@/core/session/slice';
import { loadFeatureTexts } from '@/i18n/feature-texts';
import { accountActions, type AccountState } from '../slice';

/**
 * The always-loaded part of the account feature: logout and the end of a session (part of the
 * session, needed from start-up), and the header's free-play buttons, whose workflow loads with
 * the lazy account feature (./feature.ts) on first use.
 */

type Flow = Exclude<keyof AccountState, 'forgotCountdown'>;
export const status = (flow: Flow, pending: boolean) =>
  accountActions.statusChanged({ flow, status: pending ? 'pending' : 'idle' });

/** Back to '/' (a navigation to the current location is ignored). */
export const home = navigationActions.navigateRequested({ to: '/' });

// ---------------------------------------------------------------------------------------------
// Logout (spec 1 §4): confirm, server logout, session cleared (the session saga clears storage
// and restores the merchant values; other features stop on sessionEnded), '/'.

export function* logoutFlow() {
  const { api }: Services = yield* services();
  // The confirmation's text is in the account feature's deferred catalogue file (should it fail
  // to load, the user can still sign out).
  try {
    yield call(loadFeatureTexts, ['account']);
  } catch {
    /* the dialog shows without the file's text */
  }
  const confirmed: boolean = yield call(ask, { kind: 'confirm', key: 'account.logout.confirm' });
  if (!confirmed) return;
  const token: string | null = yield select((s: RootState) => s.session.token);
  yield put(status('logout', true));
  try {
    if (token) yield call(api.call, 'logout');
  } catch (error) {
    // A 401 already ended the session (client); any other failure still signs the user out here.
    if (isApiError(error) && error.kind === 'unauthorized') {
      yield put(status('logout', false));
      yield put(home);
      return;
    }
  }
  yield put(sessionActions.sessionEnded({ reason: 'logout' }));
  yield put(status('logout', false));
  yield put(modalsActions.allClosed());
  yield put(home);
}

/** A 401 anywhere ends the session "the same way" as a logout: back to '/'. */
function* sessionExpiredFlow(action: ReturnType<typeof sessionActions.sessionEnded>) {
  if (action.payload?.reason === 'expired') yield put(home);
}

/**
 * A 401 ended a live session ('expired'): say so ('roles.sessionExpired', spec 1 §4 "with a
 * message"). Once per session: a late 401 after a logout (no live session) stays silent, and so
 * does one of a request still in flight while the user is signing out (account logout pending).
 */
function* watchSessionExpired() {
  let live: boolean = yield select((s: RootState) => s.session.token !== null);
  for (;;) {
    const action: { type: string; payload?: { reason?: string } } = yield take([
      sessionActions.tokenReceived.type,
      sessionActions.sessionEnded.type,
    ]);
    if (action.type === sessionActions.tokenReceived.type) {
      live = true;
      continue;
    }
    const signingOut: boolean = yield select((s: RootState) => s.account.logout === 'pending');
    if (live && !signingOut && action.payload?.reason === 'expired')
      yield fork(ask, { kind: 'warning', key: 'roles.sessionExpired' });
    live = false;
  }
}

export function* watchAccountSession() {
  yield fork(watchSessionExpired);
  yield takeLeading(
    accountActions.freePlayRequested.type,
    lazyWorker(() => import('../feature'), 'freePlayFlow'),
  );
  yield takeLeading(accountActions.logoutRequested.type, logoutFlow);
  yield takeEvery(sessionActions.sessionEnded.type, sessionExpiredFlow);
}
