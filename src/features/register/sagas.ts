import { call, takeEvery, takeLatest, takeLeading, throttle } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { registerActions } from './slice';
import type * as FlowsModule from './flows';

type Flows = typeof FlowsModule;
type FlowName = 'formOpenedFlow' | 'captchaFlow' | 'smsFlow' | 'submitFlow' | 'promotionsFlow';

/** Throttle of the get-code button and of the captcha refresh (spec 1 §5, §9). */
export const SMS_THROTTLE_MS = 1000;
export const CAPTCHA_THROTTLE_MS = 1000;

const loadFlows = () => import('./flows');

/** Runs a workflow of ./flows, loaded on first use (keeps it out of the first page). */
const lazyFlow = (name: FlowName) =>
  function* run(action: Action) {
    const flows: Flows = yield call(loadFlows);
    yield call(flows[name] as (a: Action) => Generator, action);
  };

/** The register feature's watchers (spec 1 §4 registration, §9 throttles). */
export function* watchRegister() {
  yield takeEvery(registerActions.formOpened.type, lazyFlow('formOpenedFlow'));
  yield takeLatest(registerActions.typeChanged.type, lazyFlow('captchaFlow'));
  yield throttle(
    CAPTCHA_THROTTLE_MS,
    registerActions.captchaRequested.type,
    lazyFlow('captchaFlow'),
  );
  yield throttle(SMS_THROTTLE_MS, registerActions.smsCodeRequested.type, lazyFlow('smsFlow'));
  yield takeLeading(registerActions.submitted.type, lazyFlow('submitFlow'));
  yield takeLatest(registerActions.promotionsRequested.type, lazyFlow('promotionsFlow'));
}
