import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import { services, type Services } from '@/core/services';
import type { RootState } from '@/app/store';
import { clearSession, session } from '@/lib/storage';
import { sessionActions } from './slice';

/** Saves what spec 1 §3 keeps in session storage about the member. */
function rememberMember(member: ResponseOf<'memberInfo'>) {
  session.set('account', member.account);
  session.set('isAgent', String(member.type));
  session.set('customerId', String(member.id));
  const label = member.memberLabel?.[0];
  if (label) {
    session.set('memberLabel', label.labelName);
    if (label.textColor) session.set('memberLabelTextColor', label.textColor);
    if (label.bgColor) session.set('memberLabelBgColor', label.bgColor);
  } else {
    session.remove('memberLabel');
  }
}

export function* memberInfoFlow() {
  const { api }: Services = yield* services();
  try {
    const member: ResponseOf<'memberInfo'> = yield call(api.call, 'memberInfo');
    yield call(rememberMember, member);
    yield put(sessionActions.memberInfoLoaded(member));
  } catch {
    yield put(sessionActions.memberInfoFailed());
  }
}

/**
 * What every successful login-like call does (login, registration, free play, password reset by
 * phone): keep the token in session storage (marks the session logged in) and load the member.
 */
export function* establishSession(token: string) {
  yield put(sessionActions.tokenReceived(token));
  yield call(memberInfoFlow);
}

function* tokenReceivedFlow(action: ReturnType<typeof sessionActions.tokenReceived>) {
  yield call([session, session.set], 'token', action.payload);
}

function* sessionEndedFlow() {
  const merchant: string = yield select((s: RootState) => s.system.brand.merchant);
  yield call(clearSession, merchant);
}

export function* watchSession() {
  yield takeEvery(sessionActions.tokenReceived.type, tokenReceivedFlow);
  yield takeLatest(sessionActions.memberInfoRequested.type, memberInfoFlow);
  yield takeEvery(sessionActions.sessionEnded.type, sessionEndedFlow);
}
