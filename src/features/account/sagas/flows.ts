import type { Action } from '@reduxjs/toolkit';
import { call, fork, put, race, select, take, takeLeading, throttle } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import { ErrorCodes, SESSIONS_FLAG } from '@/api/contract/constants';
import { isApiError } from '@/api/errors';
import { services, type Services } from '@/core/services';
import type { RootState } from '@/app/store';
import { runChallenge, type ChallengeResult } from '@/features/auth/feature';
import { ask } from '@/core/dialogs/sagas';
import { modalsActions, type ModalName } from '@/core/modals/slice';
import { establishSession } from '@/core/session/sagas';
import { sessionActions } from '@/core/session/slice';
import { countDown } from '@/lib/countdown';
import { home, status } from './session';
import { accountActions, type ChangePasswordForm, type ForgotCodeForm } from '../slice';
import { END_OTHERS_OFFER } from '../constants';
import { dialogsActions } from '@/core/dialogs/slice';
import { selectMemberAccount } from '@/core/session/selectors';

/** Get-code throttle (spec 1 §5, §9). */
export const CODE_THROTTLE_MS = 1000;

/**
 * A failed call as a warning box: the server's message, or the catalogue text of a network
 * failure. A 401 says nothing here: the session already ended with its own message.
 */
export function* warnFailure(error: unknown) {
  if (isApiError(error) && error.kind === 'unauthorized') return;
  if (isApiError(error) && error.kind === 'network') {
    yield call(ask, { kind: 'warning', key: 'errors.network' });
    return;
  }
  yield call(ask, {
    kind: 'warning',
    text: error instanceof Error ? error.message : String(error),
  });
}

/** Closing a modal by name (or all of them) or ending the session. */
const closes = (name: ModalName) => (action: Action) =>
  (modalsActions.closed.match(action) && action.payload === name) ||
  modalsActions.allClosed.match(action) ||
  sessionActions.sessionEnded.match(action);

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random string of letters and digits from the injected random source. */
export function randomText(length: number, random: () => number) {
  let out = '';
  for (let i = 0; i < length; i += 1)
    out += ALPHANUMERIC[Math.floor(random() * ALPHANUMERIC.length) % ALPHANUMERIC.length];
  return out;
}

/** The `os` field of the free-play login, from the user agent. */
export function osOf(userAgent: string): string {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os/i.test(userAgent)) return 'Mac';
  if (/linux/i.test(userAgent)) return 'Linux';
  return 'web';
}
const userAgent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

// ---------------------------------------------------------------------------------------------
// Free play (spec 1 §4): trial login, info loaded, modals closed, '/'.

export function* freePlayFlow() {
  const { api, random }: Services = yield* services();
  const enabled: boolean = yield select((s: RootState) => s.system.flags.FREEPLAY3 === true);
  if (!enabled) return;
  yield put(status('freePlay', true));
  let value: ResponseOf<'freePlayLogin'>;
  try {
    const ua: string = yield call(userAgent);
    value = yield call(api.call, 'freePlayLogin', {
      os: osOf(ua),
      platform: 'W',
      random: randomText(16, random),
      gatewayVersion: 3,
    });
  } catch (error) {
    yield put(status('freePlay', false));
    yield call(warnFailure, error);
    return;
  }
  yield call(establishSession, value.token);
  yield put(status('freePlay', false));
  yield put(modalsActions.allClosed());
  yield put(home);
}

// ---------------------------------------------------------------------------------------------
// Change password (spec 1 §2.11, §4).

/** How many other sessions the member has (0 when the site does not list them or the call fails). */
export function* otherSessionCount() {
  const on: boolean = yield select((s: RootState) => s.system.flags[SESSIONS_FLAG] === true);
  if (!on) return 0;
  const { api }: Services = yield* services();
  try {
    const value: ResponseOf<'securitySessions'> = yield call(api.call, 'securitySessions', {});
    return value.list.filter((s) => !s.current).length;
  } catch {
    return 0;
  }
}

/**
 * After a password change (issue 30): when the account is logged in elsewhere, the modal offers
 * to end those sessions (End other sessions / Keep them; closing it keeps them).
 */
export function* offerEndOthersFlow() {
  const others: number = yield call(otherSessionCount);
  if (others === 0) return;
  const account: string | null = yield select(selectMemberAccount);
  yield put(
    modalsActions.opened({ name: 'changePassModal', props: { account, endOthers: others } }),
  );
  const answer: { answered?: ReturnType<typeof dialogsActions.answered> } = yield race({
    answered: take(
      (a: Action) => dialogsActions.answered.match(a) && a.payload.id === END_OTHERS_OFFER,
    ),
    closed: take(closes('changePassModal')),
  });
  if (!answer.answered?.payload.confirmed) return;
  const { api }: Services = yield* services();
  try {
    yield call(api.call, 'endOtherSessions', {});
  } catch (error) {
    yield call(warnFailure, error);
  }
}

/**
 * The change call; on success the modal offers to end the other sessions (when there are any),
 * closes, this session ends (the user logs in again with the new password: the server session is
 * logged out, best effort) and the login popup opens in login mode.
 */
export function* changePasswordFlow(form: ChangePasswordForm, knownPassword: string | null) {
  const { api }: Services = yield* services();
  yield put(status('changePassword', true));
  try {
    yield call(api.call, 'changePassword', {
      oldPassword: form.oldPassword ?? knownPassword ?? undefined,
      newPassword: form.newPassword,
      confirmNewPassword: form.confirmNewPassword,
    });
  } catch (error) {
    yield put(status('changePassword', false));
    yield call(warnFailure, error);
    return false;
  }
  yield put(status('changePassword', false));
  yield call(offerEndOthersFlow);
  yield put(modalsActions.closed('changePassModal'));
  // Signing out: 401s of requests still in flight are expected now, not an expiry.
  yield put(status('logout', true));
  try {
    yield call(api.call, 'logout');
  } catch {
    /* the old session may already be gone */
  }
  yield put(sessionActions.sessionEnded({ reason: 'logout' }));
  yield put(status('logout', false));
  yield put(modalsActions.opened({ name: 'loginPopupModal', props: { mode: 'login' } }));
  return true;
}

/**
 * Prompts and submissions of the change-password modal. The password of a prompt (the one typed at
 * login) lives only in this loop's local variable: never in the store, never in storage. It is
 * forgotten when the modal closes, the session ends or the change succeeds.
 */
function* watchChangePassword() {
  let known: string | null = null;
  const isClose = closes('changePassModal');
  for (;;) {
    const action: Action = yield take(
      (a: Action) =>
        accountActions.changePasswordPrompted.match(a) ||
        accountActions.changePasswordSubmitted.match(a) ||
        isClose(a),
    );
    if (accountActions.changePasswordPrompted.match(action)) {
      known = action.payload.password || null;
      yield put(
        modalsActions.opened({
          name: 'changePassModal',
          props: {
            account: action.payload.account,
            forced: true,
            oldPasswordKnown: known !== null,
            ...(action.payload.reason ? { reason: action.payload.reason } : {}),
          },
        }),
      );
    } else if (accountActions.changePasswordSubmitted.match(action)) {
      const done: boolean = yield call(changePasswordFlow, action.payload, known);
      if (done) known = null;
    } else {
      known = null;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Forgot password (spec 1 §2.12, §4).

export function* forgotEmailFlow(action: ReturnType<typeof accountActions.forgotEmailSubmitted>) {
  const { api }: Services = yield* services();
  yield put(status('forgotEmail', true));
  try {
    yield call(api.call, 'forgotPasswordEmail', {
      username: action.payload.username.trim(),
      email: action.payload.email.trim(),
    });
  } catch (error) {
    yield put(status('forgotEmail', false));
    // An unknown username or e-mail: the spec's own words (spec 2 §8), in the user's language.
    if (isApiError(error) && error.code === ErrorCodes.notFound)
      yield call(ask, { kind: 'warning', key: 'account.forgot.notFound' });
    else yield call(warnFailure, error);
    return;
  }
  yield put(status('forgotEmail', false));
  yield put(modalsActions.closed('forgetPassModal'));
  yield call(ask, { kind: 'success', key: 'account.forgot.emailSent' });
}

/** Seconds until `expirationTime` (ms), rounded up; 0 when already past. */
export const secondsUntil = (expirationTime: number, now: number) =>
  Math.max(0, Math.ceil((expirationTime - now) / 1000));

function* sendForgotCode(form: ForgotCodeForm) {
  const { api }: Services = yield* services();
  yield put(status('forgotCode', true));
  let value: ResponseOf<'forgotPasswordCode'>;
  try {
    value = yield call(api.call, 'forgotPasswordCode', form);
  } catch (error) {
    yield put(status('forgotCode', false));
    yield call(warnFailure, error);
    return;
  }
  yield put(status('forgotCode', false));
  const now: number = yield call(Date.now);
  yield call(
    countDown,
    secondsUntil(value.expirationTime, now),
    accountActions.forgotCountdownTicked,
  );
}

/**
 * Get-code: throttled to once a second by the watcher, inert while a send or a countdown runs;
 * the countdown follows value.expirationTime and stops cleanly when the modal closes.
 */
export function* forgotCodeFlow(action: ReturnType<typeof accountActions.forgotCodeRequested>) {
  const busy: boolean = yield select(
    (s: RootState) => s.account.forgotCountdown > 0 || s.account.forgotCode === 'pending',
  );
  if (busy) return;
  try {
    yield race({
      run: call(sendForgotCode, action.payload),
      closed: take(closes('forgetPassModal')),
    });
  } finally {
    yield put(accountActions.forgotCountdownTicked(0));
    yield put(status('forgotCode', false));
  }
}

/** Set a new password by phone: challenge, the call; its token logs the user in, then '/'. */
export function* forgotPhoneFlow(action: ReturnType<typeof accountActions.forgotPhoneSubmitted>) {
  const { api }: Services = yield* services();
  yield put(status('forgotPhone', true));
  const challenge: ChallengeResult | null = yield call(runChallenge, 'forgot');
  if (!challenge) {
    yield put(status('forgotPhone', false));
    return;
  }
  let value: ResponseOf<'forgotPasswordPhone'>;
  try {
    value = yield call(api.call, 'forgotPasswordPhone', { ...action.payload, ...challenge });
  } catch (error) {
    yield put(status('forgotPhone', false));
    yield call(warnFailure, error);
    return;
  }
  yield put(status('forgotPhone', false));
  const token =
    typeof value === 'object' && value !== null && 'token' in value ? value.token : null;
  if (token) {
    yield call(establishSession, token);
    yield put(modalsActions.allClosed());
    yield put(home);
    return;
  }
  // A backend that sets the password without a session: confirm, then the login popup.
  yield put(modalsActions.closed('forgetPassModal'));
  yield call(ask, { kind: 'success', key: 'account.forgot.passwordReset' });
  yield put(modalsActions.opened({ name: 'loginPopupModal', props: { mode: 'login' } }));
}

/**
 * The lazy part's watchers. Free play (started by the header) and logout (always loaded) are
 * watched by `watchAccountSession` (./session-sagas).
 */
export function* watchAccount() {
  yield fork(watchChangePassword);
  yield takeLeading(accountActions.forgotEmailSubmitted.type, forgotEmailFlow);
  yield throttle(CODE_THROTTLE_MS, accountActions.forgotCodeRequested.type, forgotCodeFlow);
  yield takeLeading(accountActions.forgotPhoneSubmitted.type, forgotPhoneFlow);
}
