import type { Action } from '@reduxjs/toolkit';
import { call, fork, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import type { SecurityCenterValue } from '@/api/contract/account';
import { ask } from '@/core/dialogs/sagas';
import { modalsActions } from '@/core/modals/slice';
import { services, type Services } from '@/core/services';
import { requireLogin } from '@/core/session/gates';
import { selectMemberAccount } from '@/core/session/selectors';
import { countDown, smsCountdownSeconds } from '@/lib/countdown';
import { PROVIDER_NAMES } from './constants';
import { securityFailureOf } from './rules';
import { selectSecurityInfo } from './selectors';
import { securityActions, type ContactKind, type SecurityForm } from './slice';
import { loadPart, whileShown } from '@/core/loaded-part';
import { pageFailureOf } from '@/core/page-failure';
import { selectSessionsOn } from './selectors';
import { ENDING_OTHERS } from './slice';

/** What is bound and set; true when it loaded. */
export function* loadInfo() {
  const { api }: Services = yield* services();
  yield put(securityActions.infoLoading());
  try {
    const value: SecurityCenterValue = yield call(api.call, 'securityCenter');
    yield put(securityActions.infoLoaded(value));
    return true;
  } catch (error) {
    yield put(securityActions.infoFailed(securityFailureOf(error)));
    return false;
  }
}

/**
 * Sends a code to the typed number or e-mail, then counts down 60 s times the answer's expiry
 * minutes (the SMS code rule of spec 1 §9, src/lib/countdown); a failure is shown by the form.
 */
export function* codeFlow(action: ReturnType<typeof securityActions.codeRequested>) {
  const { api }: Services = yield* services();
  const { kind } = action.payload;
  const value = action.payload.value.trim();
  yield put(securityActions.codeSending(kind));
  let answer: ResponseOf<'bindSmsCode'>;
  try {
    answer =
      kind === 'mobile'
        ? yield call(api.call, 'bindSmsCode', { mobileNum: value })
        : yield call(api.call, 'bindEmailCode', { email: value });
  } catch (error) {
    yield put(securityActions.codeFailed({ kind, failure: securityFailureOf(error) }));
    return;
  }
  // Ended, or cancelled (the page closed): the timer goes with the loop.
  yield call(countDown, smsCountdownSeconds(answer.expiredMinutes), (left: number) =>
    securityActions.countdownTicked({ kind, left }),
  );
}

/** A contact's get-code button: presses while a code is on its way or counting down do nothing. */
function* watchCode(kind: ContactKind) {
  for (;;) {
    const action: ReturnType<typeof securityActions.codeRequested> = yield take(
      (a: Action) => securityActions.codeRequested.match(a) && a.payload.kind === kind,
    );
    yield call(codeFlow, action);
  }
}

/** One write of a form: sending, then done (what is bound and set loads again) or why it failed. */
function* write(form: SecurityForm, send: (api: Services['api']) => Promise<unknown>) {
  const { api }: Services = yield* services();
  yield put(securityActions.formSending(form));
  try {
    yield call(send, api);
  } catch (error) {
    yield put(securityActions.formFailed({ form, failure: securityFailureOf(error) }));
    return;
  }
  yield put(securityActions.formDone(form));
  yield call(loadInfo);
}

export function* bindFlow(action: ReturnType<typeof securityActions.bindSubmitted>) {
  const { kind, value, verificationCode } = action.payload;
  const code = verificationCode.trim();
  yield call(write, kind, (api) =>
    kind === 'mobile'
      ? api.call('bindMobile', { mobileNum: value.trim(), verificationCode: code })
      : api.call('bindEmail', { email: value.trim(), verificationCode: code }),
  );
}

export function* paymentPasswordFlow(
  action: ReturnType<typeof securityActions.paymentPasswordSubmitted>,
) {
  yield call(write, 'paymentPassword', (api) => api.call('paymentPassword', action.payload));
}

/** Linking cannot be undone: the member confirms after being told so, or nothing happens. */
export function* socialLinkFlow(action: ReturnType<typeof securityActions.socialLinkRequested>) {
  const provider = action.payload;
  yield put(securityActions.formCleared('social'));
  const confirmed: boolean = yield* ask({
    kind: 'confirm',
    key: 'security.social.confirm',
    params: { provider: PROVIDER_NAMES[provider] },
    confirmKey: 'security.social.confirmButton',
  });
  if (!confirmed) return;
  yield call(write, 'social', (api) => api.call('socialLink', { provider }));
}

/** The login password is changed in the account feature's modal (the old password asked). */
export function* loginPasswordFlow() {
  const info: ReturnType<typeof selectSecurityInfo> = yield select(selectSecurityInfo);
  const member: string | null = yield select(selectMemberAccount);
  const account = info.value?.account ?? member ?? '';
  yield put(modalsActions.opened({ name: 'changePassModal', props: { account } }));
}

// ---------------------------------------------------------------------------------------------
// Active sessions and the login history (issue 30; module SECSESSION3).

export function* loadSessions() {
  yield* loadPart((api) => api.call('securitySessions', {}).then((v) => v.list), {
    loading: securityActions.sessionsLoading,
    loaded: securityActions.sessionsLoaded,
    failed: securityActions.sessionsFailed,
  });
}

export function* loadHistory() {
  yield* loadPart((api) => api.call('loginHistory', {}).then((v) => v.list), {
    loading: securityActions.historyLoading,
    loaded: securityActions.historyLoaded,
    failed: securityActions.historyFailed,
  });
}

/**
 * Ends one other session or all of them: the list loads again after it (an ended session's
 * token is refused at once by the server, so that device is back to the visitor view on its
 * next call); a failure is told above the list.
 */
export function* endSessionsFlow(
  action:
    | ReturnType<typeof securityActions.sessionEndRequested>
    | ReturnType<typeof securityActions.otherSessionsEndRequested>,
) {
  const { api }: Services = yield* services();
  const one = securityActions.sessionEndRequested.match(action) ? action.payload : null;
  yield put(securityActions.endingChanged(one ?? ENDING_OTHERS));
  try {
    if (one) yield call(api.call, 'endSession', { sessionId: one });
    else yield call(api.call, 'endOtherSessions', {});
  } catch (error) {
    // What ended meanwhile shows, then why this end failed.
    yield call(loadSessions);
    yield put(securityActions.endFailed(pageFailureOf(error)));
    return;
  }
  yield call(loadSessions);
  yield put(securityActions.endingChanged(null));
}

function* sessionParts() {
  yield fork(loadSessions);
  yield fork(loadHistory);
  yield takeLatest(securityActions.sessionsRequested.type, loadSessions);
  yield takeLatest(securityActions.historyRequested.type, loadHistory);
  yield takeLeading(
    [securityActions.sessionEndRequested.type, securityActions.otherSessionsEndRequested.type],
    endSessionsFlow,
  );
}

function* livePage() {
  yield fork(loadInfo);
  const sessionsOn: boolean = yield select(selectSessionsOn);
  if (sessionsOn) yield fork(sessionParts);
  yield fork(watchCode, 'mobile');
  yield fork(watchCode, 'email');
  yield takeLatest(securityActions.infoRequested.type, loadInfo);
  yield takeLeading(securityActions.bindSubmitted.type, bindFlow);
  yield takeLeading(securityActions.paymentPasswordSubmitted.type, paymentPasswordFlow);
  yield takeLeading(securityActions.socialLinkRequested.type, socialLinkFlow);
  yield takeLeading(securityActions.loginPasswordChangeRequested.type, loginPasswordFlow);
}

/** The page while it is shown: everything it runs stops when it closes. */
export function* securityPageFlow() {
  yield* whileShown(securityActions.closed.type, livePage);
}

export function* watchSecurity() {
  yield takeLatest(securityActions.opened.type, securityPageFlow);
  yield takeLeading(securityActions.loginAsked.type, requireLogin);
}
