import { noticesActions } from '@/features/notices/slice';
import type { Action } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import {
  call,
  cancel,
  delay,
  fork,
  getContext,
  put,
  race,
  select,
  take,
  takeLeading,
  throttle,
} from 'redux-saga/effects';
import type { RequestOf, ResponseOf } from '@/api/client';
import type { LoginVerification } from '@/api/contract/auth';
import { ErrorCodes } from '@/api/contract/constants';
import { isApiError } from '@/api/errors';
import { services, type Services } from '@/core/services';
import type { RootState } from '@/app/store';
import { ask } from '@/core/dialogs/sagas';
import { modalsActions } from '@/core/modals/slice';
import { navigationActions } from '@/core/navigation/slice';
import { establishSession } from '@/core/session/sagas';
import { countDown, smsCountdownSeconds } from '@/lib/countdown';
import { deviceId } from '@/lib/device';
import { runChallenge, type ChallengeResult } from './challenge';
import { storeRememberedLogin } from './remember';
import { authActions, type AuthMessage, type LoginType } from './slice';
import { socialProvider, type SocialCredentials } from './social';

/** The default password that forces a change on login (spec 1 §9). */
export const DEFAULT_PASSWORD = '123456';
/** The get-code button accepts one press a second (spec 1 §5). */
export const SMS_THROTTLE_MS = 1000;
/** The captcha image refreshes at most once a second (spec 1 §4, §5). */
export const CAPTCHA_THROTTLE_MS = 1000;

const hasCaptchaFlag = (value: unknown) =>
  typeof value === 'object' && value !== null && Boolean((value as { captcha?: unknown }).captcha);

const errorMessage = (error: unknown) =>
  isApiError(error) || error instanceof Error ? error.message : String(error);

/**
 * The change-password rule of spec 1 §4: the default password, or an expired one while
 * PWDEXPFORCECHANGE3 is on, for a login that is not by SMS or firebase (social).
 */
export function mustChangePassword(
  login: { kind: LoginType | 'social'; password: string },
  value: { passwordExpired: boolean },
  flags: Record<string, boolean>,
): false | 'default' | 'expired' {
  if (login.kind !== 'username') return false;
  if (login.password === DEFAULT_PASSWORD) return 'default';
  if (value.passwordExpired && flags.PWDEXPFORCECHANGE3) return 'expired';
  return false;
}

interface LoginAttempt {
  kind: LoginType | 'social';
  request: RequestOf<'login'>;
  remember: boolean;
}

/**
 * The login call and what follows it (spec 1 §4): remember-me cookies, the session (token in
 * session storage, member info), the first-login action, the popup closed, '/', then either the
 * change-password modal or the after-login flag. A failure shows the server's message in the
 * form (and the captcha when the answer asks for it). True when logged in.
 */
export function* performLogin({
  kind,
  request,
  remember,
}: LoginAttempt): Generator<unknown, boolean, unknown> {
  const { api } = (yield getContext('services')) as Services;
  let value: ResponseOf<'login'>;
  try {
    value = (yield call(api.call, 'login', {
      ...request,
      loginDeviceId: deviceId(),
    })) as ResponseOf<'login'>;
  } catch (error) {
    const verification = verificationOf(error);
    if (verification) {
      // The login side rule (spec 2 §4): the session opens once the check is answered.
      const verified = (yield call(verifyLogin, verification)) as ResponseOf<'login'> | null;
      if (!verified) return false;
      value = verified;
    } else {
      const captcha = isApiError(error) && hasCaptchaFlag(error.value);
      yield put(authActions.loginFailed({ message: errorMessage(error), captcha }));
      if (captcha) yield put(authActions.captchaRequested());
      return false;
    }
  }
  yield call(storeRememberedLogin, remember, {
    type: request.type,
    username: kind === 'social' ? value.userName : request.username,
    countryDialingCode: request.countryDialingCode,
  });
  yield call(establishSession, value.token);
  yield put(authActions.loginSucceeded());
  if (value.firstTimeLogin) {
    yield put(authActions.firstLogin({ userName: value.userName }));
    yield put(noticesActions.firstLoginDetected());
  }
  yield put(modalsActions.closed('loginPopupModal'));
  yield put(navigationActions.navigateRequested({ to: '/' }));
  const flags = (yield select((s: RootState) => s.system.flags)) as Record<string, boolean>;
  const reason = mustChangePassword({ kind, password: request.password }, value, flags);
  if (reason) {
    yield put(authActions.afterLoginSet(false));
    yield put(
      modalsActions.opened({ name: 'changePassModal', props: { account: value.userName, reason } }),
    );
  } else {
    yield put(authActions.afterLoginSet(true));
  }
  return true;
}

/** The side rule's check a failed login asks for, if that is why it failed. */
function verificationOf(error: unknown): LoginVerification | null {
  if (!isApiError(error) || error.code !== ErrorCodes.loginVerificationRequired) return null;
  const value = error.value as { verification?: LoginVerification } | null | undefined;
  return value?.verification ?? null;
}

/** Why an answer was refused, in the member's language where the code is known. */
function refusalOf(error: unknown, method: LoginVerification['method']): AuthMessage {
  if (isApiError(error) && error.kind === 'network') return { key: 'errors.network' };
  if (isApiError(error) && error.code === ErrorCodes.invalidVerificationCode)
    return { key: method === 'BANK_NAME' ? 'auth.verify.wrongName' : 'auth.verify.wrongCode' };
  return { message: errorMessage(error) };
}

/**
 * The side rule's check (spec 2 §4) until it is answered right (the login's value), given up
 * (back to the forms), expired (by the server or the ticket's own time: log in again) or the popup
 * closes (null for all three). A wrong answer keeps the step and says why.
 */
export function* verifyLogin(
  verification: LoginVerification,
): Generator<unknown, ResponseOf<'login'> | null, unknown> {
  const { ticket, method, target, expiresIn } = verification;
  yield put(authActions.verificationStarted({ ticket, method, target: target ?? null }));
  try {
    const outcome = (yield race({
      answered: call(answerVerification, verification),
      expired: delay(expiresIn * 1000),
      closed: take(popupClosed),
    })) as { answered?: ResponseOf<'login'> | 'expired' | null; expired?: true };
    if (outcome.answered && outcome.answered !== 'expired') return outcome.answered;
    if (outcome.expired || outcome.answered === 'expired')
      yield put(authActions.loginFailed({ key: 'auth.verify.expired' }));
    else yield put(authActions.loginCancelled());
    return null;
  } finally {
    yield put(authActions.verificationClosed());
  }
}

function* answerVerification({
  ticket,
  method,
}: LoginVerification): Generator<unknown, ResponseOf<'login'> | 'expired' | null, unknown> {
  const { api } = (yield getContext('services')) as Services;
  let sender: Task | null = null;
  try {
    for (;;) {
      const action = (yield take([
        authActions.verificationAnswered.type,
        authActions.verificationCodeRequested.type,
        authActions.verificationCancelled.type,
      ])) as Action & { payload?: { answer: string } };
      if (authActions.verificationCancelled.match(action)) return null;
      if (authActions.verificationCodeRequested.match(action)) {
        if (!sender?.isRunning()) sender = (yield fork(sendVerificationCode, ticket)) as Task;
        continue;
      }
      try {
        return (yield call(api.call, 'loginVerify', {
          ticket,
          answer: (action.payload?.answer ?? '').trim(),
          loginDeviceId: deviceId(),
        })) as ResponseOf<'login'>;
      } catch (error) {
        if (isApiError(error) && error.code === ErrorCodes.loginVerificationExpired)
          return 'expired';
        yield put(authActions.verificationRefused(refusalOf(error, method)));
      }
    }
  } finally {
    if (sender) yield cancel(sender);
  }
}

/** Sends the check's code (SMS or EMAIL), then counts down like the SMS login code. */
function* sendVerificationCode(ticket: string) {
  const { api } = (yield getContext('services')) as Services;
  let value: ResponseOf<'loginVerifyCode'>;
  try {
    value = (yield call(api.call, 'loginVerifyCode', { ticket })) as ResponseOf<'loginVerifyCode'>;
  } catch (error) {
    yield put(authActions.verificationRefused({ message: errorMessage(error) }));
    return;
  }
  yield call(
    countDown,
    smsCountdownSeconds(value.expiredMinutes),
    authActions.verificationCountdownTicked,
  );
}

/** Login by username (after the anti-bot challenge) or by SMS code (no challenge). */
export function* loginFlow(action: ReturnType<typeof authActions.loginRequested>) {
  const form = action.payload;
  const request: RequestOf<'login'> = {
    type: form.type,
    username: form.username.trim(),
    password: form.password.trim(),
  };
  const captcha = form.captcha?.trim();
  if (captcha) request.captcha = captcha;
  if (form.type === 'sms' && form.countryDialingCode)
    request.countryDialingCode = form.countryDialingCode;
  if (form.type === 'username') {
    // Closing the popup during the challenge abandons the login.
    const { challenge } = (yield race({
      challenge: call(runChallenge, 'login'),
      closed: take(popupClosed),
    })) as {
      challenge?: ChallengeResult | null;
    };
    if (!challenge) {
      yield put(authActions.loginCancelled());
      return;
    }
    Object.assign(request, challenge);
  }
  yield call(performLogin, { kind: form.type, request, remember: form.remember });
}

/** Google / Facebook sign-in through its provider, then the normal login call. */
export function* socialLoginFlow(action: ReturnType<typeof authActions.socialLoginRequested>) {
  const provider = socialProvider(action.payload.provider);
  let credentials: SocialCredentials | null;
  try {
    credentials = (yield call([provider, provider.signIn])) as SocialCredentials | null;
  } catch {
    credentials = null;
  }
  if (!credentials) {
    // The provider's window was closed (spec 2 §8 'Login failure. Please try again.').
    yield put(authActions.loginFailed({ key: 'auth.social.failed' }));
    return;
  }
  yield call(performLogin, {
    kind: 'social',
    request: { type: 'username', username: credentials.username, password: credentials.password },
    remember: action.payload.remember,
  });
}

/** Fetches a captcha image (`?t=` against caches). */
export function* captchaFlow() {
  const { api }: Services = yield* services();
  try {
    const png: ResponseOf<'captcha'> = yield call(api.call, 'captcha', { t: Date.now() });
    yield put(authActions.captchaLoaded(`data:image/png;base64,${png}`));
  } catch {
    yield put(authActions.captchaFailed());
  }
}

/**
 * Sends the login SMS code (after the anti-bot challenge), then counts down 60 s times the
 * returned expiry minutes; a failed send shows the server's message in a warning dialog.
 */
export function* smsCodeFlow(action: ReturnType<typeof authActions.smsCodeRequested>) {
  const { api }: Services = yield* services();
  const challenge = (yield call(runChallenge, 'sms')) as ChallengeResult | null;
  if (!challenge) return;
  yield put(authActions.smsCodeSending());
  let value: ResponseOf<'smsLoginCode'>;
  try {
    const input: RequestOf<'smsLoginCode'> = {
      mobileNum: action.payload.mobileNum.trim(),
      ...challenge,
    };
    if (action.payload.countryDialingCode)
      input.countryDialingCode = action.payload.countryDialingCode;
    value = yield call(api.call, 'smsLoginCode', input);
  } catch (error) {
    yield put(authActions.smsCodeFailed());
    yield call(ask, { kind: 'warning', text: errorMessage(error) });
    return;
  }
  // Ended, or cancelled (popup closed): the timer goes with the channel, the button re-enables.
  yield call(countDown, smsCountdownSeconds(value.expiredMinutes), authActions.smsCountdownTicked);
}

/** The login popup went away (closed, or every modal closed). */
export const popupClosed = (action: Action) =>
  (modalsActions.closed.match(action) && action.payload === 'loginPopupModal') ||
  modalsActions.allClosed.match(action);

/**
 * The get-code button: throttled to one press a second and inert while a send or its countdown
 * runs (presses meanwhile are dropped); the whole run is cancelled when the popup closes.
 */
export function* watchSmsCode() {
  let last = Number.NEGATIVE_INFINITY;
  for (;;) {
    const action: ReturnType<typeof authActions.smsCodeRequested> = yield take(
      authActions.smsCodeRequested.type,
    );
    const now: number = yield call(Date.now);
    if (now - last < SMS_THROTTLE_MS) continue;
    last = now;
    yield race({ run: call(smsCodeFlow, action), closed: take(popupClosed) });
  }
}

export function* watchAuth() {
  yield takeLeading(authActions.loginRequested.type, loginFlow);
  yield takeLeading(authActions.socialLoginRequested.type, socialLoginFlow);
  yield throttle(CAPTCHA_THROTTLE_MS, authActions.captchaRequested.type, captchaFlow);
  yield fork(watchSmsCode);
}
