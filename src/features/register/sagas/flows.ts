/**
 * The registration workflows (spec 1 §4, §5, §8, §9). Loaded on demand by `watchRegister`, so the
 * first page carries none of this.
 */
import { ErrorCodes } from '@/api/contract/constants';
import { all, call, fork, put, race, select, take } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import type { RegisterPayload } from '@/api/contract/register';
import type { FieldRule } from '@/api/contract/system';
import { isApiError } from '@/api/errors';
import { services, type Services } from '@/core/services';
import type { RootState } from '@/app/store';
import { i18next } from '@/i18n';
import { countDown, smsCountdownSeconds } from '@/lib/countdown';
import { deviceId } from '@/lib/device';
import { session } from '@/lib/storage';
import type { Translate } from '@/lib/validation';
import { runChallenge, type ChallengeResult } from '@/features/auth/feature';
import { ask } from '@/core/dialogs/sagas';
import { modalsActions } from '@/core/modals/slice';
import { systemActions } from '@/core/system/slice';
import { establishSession } from '@/core/session/sagas';
import { firebaseMessageKey, getFirebaseProvider, type FirebasePhoneProvider } from '../firebase';
import {
  affiliateShown,
  captchaShown,
  fieldValues,
  registrationFields,
  usesFirebase,
  validateRegistration,
  type FormContext,
} from '../fields';
import {
  registerActions,
  type RegisterState,
  type RegisterType,
  type SubmitPayload,
} from '../slice';
import { selectRegister } from '../selectors';

/** Error codes of the platform this flow tells apart. */
const CODES = ErrorCodes;

/** Session-storage key of the cached registration rules ("cached for the session", spec 1 §3). */
/** The module's feature, for `lazyWorker` (./watch.ts). */
export { registerFeature as feature } from '../feature';

export const RULES_CACHE_KEY = 'registerRules';
/** The firebase variant's countdown is a fixed minute (spec 1 §9). */
export const FIREBASE_COUNTDOWN_SECONDS = 60;
/** Promotion category shown on the register page (spec 1 §2.9). */
export const NEW_PLAYER_CATEGORY = 'new_player';

const t: Translate = (key, params) => i18next.t(key as never, params as never) as unknown as string;

/** The form context as the saga sees it (the same one the form renders from). */
function contextOf(state: RootState, type: RegisterType): FormContext {
  return {
    type,
    rules: selectRegister(state).rules ?? state.system.registerRules,
    flags: state.system.flags,
    referral: selectRegister(state).referral,
  };
}

/** A failure's text for a message box: the catalogue text of a dropped connection, else the server's. */
const failureDialog = (error: unknown) =>
  isApiError(error) && error.kind !== 'network'
    ? { kind: 'warning' as const, text: error.message }
    : { kind: 'warning' as const, key: 'errors.network' };

/** The rules, from the slice, the session cache or the server (once per session). */
export function* ensureRules() {
  const state: RootState = yield select();
  if (
    selectRegister(state).rulesStatus === 'loaded' ||
    selectRegister(state).rulesStatus === 'loading'
  )
    return;
  const cached = session.get(RULES_CACHE_KEY);
  if (cached) {
    try {
      yield put(registerActions.rulesLoaded(JSON.parse(cached) as Record<string, FieldRule>));
      return;
    } catch {
      session.remove(RULES_CACHE_KEY);
    }
  }
  const { api }: Services = yield* services();
  yield put(registerActions.rulesRequested());
  try {
    const rules: ResponseOf<'registerRules'> = yield call(api.call, 'registerRules');
    session.set(RULES_CACHE_KEY, JSON.stringify(rules));
    yield put(registerActions.rulesLoaded(rules));
  } catch {
    // The status answer's rules (info.register) stand in until the next form opens.
    yield put(registerActions.rulesFailed());
  }
}

/** The URL's referralCode and its check: a valid code hides the invitation field (spec 1 §2.10). */
export function* resolveReferral() {
  const { api, location, host }: Services = yield* services();
  const code =
    new URLSearchParams(location().split('?')[1]?.split('#')[0] ?? '')
      .get('referralCode')
      ?.trim() || null;
  const current: RegisterState['referral'] = yield select(
    (s: RootState) => selectRegister(s).referral,
  );
  if (!code) {
    yield put(registerActions.referralResolved({ code: null, valid: null }));
    return;
  }
  if (current.code === code && current.valid !== null) return;
  yield put(registerActions.referralResolved({ code, valid: null }));
  try {
    yield call(api.call, 'affiliateCheck', { code, domain: host() });
    yield put(registerActions.referralResolved({ code, valid: true }));
  } catch {
    yield put(registerActions.referralResolved({ code, valid: false }));
  }
}

/** Loads a captcha image when the rules show the field (else clears it). */
export function* captchaFlow() {
  const { api }: Services = yield* services();
  const state: RootState = yield select();
  if (!captchaShown(contextOf(state, selectRegister(state).type))) {
    yield put(registerActions.captchaLoaded(null));
    return;
  }
  try {
    const png: ResponseOf<'captcha'> = yield call(api.call, 'captcha', { t: Date.now() });
    yield put(registerActions.captchaLoaded(`data:image/png;base64,${png}`));
  } catch {
    yield put(registerActions.captchaLoaded(null));
  }
}

/** A form opened: fresh white-label switches, rules (once), the URL's referral code, then the captcha. */
export function* formOpenedFlow() {
  yield put(systemActions.flagsRequested());
  yield all([call(ensureRules), call(resolveReferral)]);
  yield call(captchaFlow);
}

/** Refusals of the username check that say nothing of the name (module off, bad request, busy). */
const NOT_ABOUT_THE_NAME: readonly string[] = [
  ErrorCodes.functionNotAvailable,
  ErrorCodes.badRequest,
  ErrorCodes.systemBusy,
];

/**
 * The username's availability (`checkUsername`; api-facts: a taken name answers success:false),
 * asked after a pause in typing: a taken name is told at the field before submitting. A check
 * that fails tells nothing and blocks nothing: the submit goes on, and the server decides.
 */
export function* usernameCheckFlow(action: ReturnType<typeof registerActions.usernameChanged>) {
  const username = action.payload;
  if (!username) {
    yield put(registerActions.usernameChecked(null));
    return;
  }
  const { api }: Services = yield* services();
  try {
    yield call(api.call, 'checkUsername', { username });
    yield put(registerActions.usernameChecked(null));
  } catch (error) {
    const taken =
      isApiError(error) && error.kind === 'business' && !NOT_ABOUT_THE_NAME.includes(error.code);
    yield put(registerActions.usernameChecked(taken ? username : null));
  }
}

/**
 * The get-code button (throttled to once a second by the watcher, inert while counting):
 * anti-bot, then the registration code call (or firebase), then 60 s × expiredMinutes.
 */
export function* smsFlow(action: ReturnType<typeof registerActions.smsCodeRequested>) {
  const state: RootState = yield select();
  if (selectRegister(state).smsSeconds > 0 || selectRegister(state).smsSending) return;
  const { mobileNo, countryDialingCode } = action.payload;
  const firebase = usesFirebase(contextOf(state, selectRegister(state).type));
  yield put(registerActions.smsSendStarted());
  let seconds = 0;
  let failure: unknown = null;
  try {
    if (firebase) {
      const provider: FirebasePhoneProvider = yield call(getFirebaseProvider);
      yield call([provider, provider.sendCode], `+${countryDialingCode}${mobileNo}`);
      seconds = FIREBASE_COUNTDOWN_SECONDS;
    } else {
      const { api }: Services = yield* services();
      const challenge: ChallengeResult | null = yield call(runChallenge, 'sms');
      if (challenge) {
        const value: ResponseOf<'registerSmsCode'> = yield call(api.call, 'registerSmsCode', {
          mobileNo,
          countryDialingCode,
          ...challenge,
        });
        seconds = smsCountdownSeconds(value.expiredMinutes);
      }
    }
  } catch (error) {
    failure = error ?? 'failed';
  } finally {
    yield put(registerActions.smsSendFinished());
  }
  if (failure) {
    if (firebase && !isApiError(failure))
      yield call(ask, { kind: 'warning', key: firebaseMessageKey(failure) });
    else yield call(ask, failureDialog(failure));
    return;
  }
  if (seconds <= 0) return;
  yield put(registerActions.smsTicked(seconds));
  // The countdown of the SMS button; ends early when the form closes.
  yield race({
    run: call(countDown, seconds, registerActions.smsTicked),
    closed: take(registerActions.formClosed.type),
  });
}

/** The registration payload (spec 1 §3): visible fields plus the context the server needs. */
export function buildPayload(
  submit: SubmitPayload,
  ctx: FormContext,
  extras: {
    challenge: ChallengeResult;
    domain: string;
    firebaseIdToken?: string;
    defaultDialingCode: string | undefined;
  },
): RegisterPayload {
  const specs = registrationFields(ctx);
  const values = fieldValues(submit.values, specs);
  const hasMobile = specs.some((s) => s.name === 'mobileNum');
  const payload: RegisterPayload = {
    ...values,
    ...extras.challenge,
    domain: extras.domain,
    registerUrl: submit.registerUrl,
    registerMethod: 'WEB',
    login: true,
    loginDeviceId: deviceId(),
  };
  if (hasMobile)
    payload.countryDialingCode = submit.values.countryDialingCode || extras.defaultDialingCode;
  if (!affiliateShown(ctx) && ctx.referral.code) payload.referralCode = ctx.referral.code;
  if (extras.firebaseIdToken) {
    payload.firebaseChannel = 'sms';
    payload.firebaseIdToken = extras.firebaseIdToken;
  }
  return payload;
}

/** Field or dialog for a failed registration call. */
function* registerFailed(error: unknown, type: RegisterType) {
  if (!isApiError(error) || error.kind === 'network') {
    yield put(registerActions.submitFinished());
    yield call(ask, { kind: 'warning', key: 'errors.network' });
    return;
  }
  if (error.code === CODES.usernameTaken) {
    yield put(
      registerActions.submitFinished(
        type === 'mobile'
          ? { mobileNum: t('register.mobileTaken') }
          : { username: t('register.usernameTaken') },
      ),
    );
    return;
  }
  if (error.code === CODES.invalidVerificationCode) {
    yield put(registerActions.submitFinished({ verificationCode: error.message }));
    return;
  }
  if (error.code === CODES.captchaWrong || error.code === CODES.captchaRequired) {
    yield put(registerActions.submitFinished({ captcha: error.message }));
    return;
  }
  yield put(registerActions.submitFinished());
  if (error.code.toLowerCase().includes('geetest'))
    yield call(ask, { kind: 'warning', key: 'register.challengeFailed' });
  else if (error.code === CODES.invalidAffiliate)
    yield call(ask, { kind: 'warning', key: 'register.invitation_code_error' });
  else if (error.code === CODES.functionNotAvailable)
    yield call(ask, { kind: 'warning', key: 'register.unavailable' });
  else yield call(ask, { kind: 'warning', text: error.message });
}

/**
 * Submit (spec 1 §4): validate -> affiliate check when shown -> anti-bot -> firebase when on ->
 * register call -> session, modals closed, '/', (mobile: the account number) -> success modal.
 */
export function* submitFlow(action: ReturnType<typeof registerActions.submitted>) {
  const { api, host, navigate }: Services = yield* services();
  const submit = action.payload;
  const state: RootState = yield select();
  const ctx = contextOf(state, submit.type);
  const specs = registrationFields(ctx);
  let done = false;
  try {
    const errors = validateRegistration(submit.values, specs, t);
    if (Object.keys(errors).length > 0) {
      yield put(registerActions.submitFinished(errors));
      done = true;
      return;
    }

    const affiliate = submit.values.affiliateCode?.trim();
    if (affiliateShown(ctx) && affiliate) {
      try {
        yield call(api.call, 'affiliateCheck', { code: affiliate, domain: host() });
      } catch (error) {
        yield put(registerActions.submitFinished());
        done = true;
        if (isApiError(error) && error.kind === 'business')
          yield call(ask, { kind: 'warning', key: 'register.invitation_code_error' });
        else yield call(ask, failureDialog(error));
        return;
      }
    }

    const challenge: ChallengeResult | null = yield call(runChallenge, 'register');
    if (!challenge) {
      yield put(registerActions.submitFinished());
      done = true;
      return;
    }

    let firebaseIdToken: string | undefined;
    if (usesFirebase(ctx)) {
      const provider: FirebasePhoneProvider = yield call(getFirebaseProvider);
      try {
        firebaseIdToken = yield call(
          [provider, provider.verifyCode],
          submit.values.verificationCode ?? '',
        );
      } catch (error) {
        yield put(registerActions.submitFinished());
        done = true;
        yield call(ask, { kind: 'warning', key: firebaseMessageKey(error) });
        return;
      }
    }

    const payload = buildPayload(submit, ctx, {
      challenge,
      domain: host(),
      firebaseIdToken,
      defaultDialingCode: state.system.countries[0]?.countryDialingCode,
    });
    let value: ResponseOf<'register'>;
    try {
      value = yield call(
        api.call,
        submit.type === 'mobile' ? 'registerMobile' : 'register',
        payload,
      );
    } catch (error) {
      done = true;
      yield call(registerFailed, error, submit.type);
      if (captchaShown(ctx)) yield fork(captchaFlow);
      return;
    }

    yield call(establishSession, value.token);
    yield put(registerActions.submitFinished());
    done = true;
    yield put(modalsActions.closed('loginPopupModal'));
    yield put(modalsActions.closed('registerModal'));
    yield call(navigate, '/');
    if (submit.type === 'mobile') {
      const language: string = yield select((s: RootState) => s.preferences.language);
      yield call(ask, {
        kind: 'info',
        key: language === 'VI' ? 'register.accountNumberVi' : 'register.accountNumber',
        params: { account: value.userName },
      });
    }
    yield put(
      modalsActions.opened({ name: 'registerSuccessModal', props: { account: value.userName } }),
    );
  } finally {
    if (!done) yield put(registerActions.submitFinished());
  }
}

/** New-player promotions for the register page's swiper (announcements' promotion list). */
export function* promotionsFlow() {
  const { api }: Services = yield* services();
  try {
    const value: ResponseOf<'announcements'> = yield call(api.call, 'announcements', {
      types: 'PR',
      platform: 'W',
    });
    yield put(
      registerActions.promotionsLoaded(
        value.promotion.filter((p) => p.category === NEW_PLAYER_CATEGORY),
      ),
    );
  } catch {
    yield put(registerActions.promotionsLoaded([]));
  }
}
