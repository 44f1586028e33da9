import { debounce, takeEvery, takeLatest, takeLeading, throttle } from 'redux-saga/effects';
import { lazyWorker } from '@/core/lazy-feature';
import { registerActions } from '../slice';

/** Throttle of the get-code button and of the captcha refresh (spec 1 §5, §9). */
export const SMS_THROTTLE_MS = 1000;
export const CAPTCHA_THROTTLE_MS = 1000;
/** The username's availability is asked once typing has paused this long. */
export const USERNAME_CHECK_DEBOUNCE_MS = 500;

/** The workflows (./flows) load on first use, with the lazy-loading module's worker. */
const flows = () => import('./flows');

/** The register feature's watchers (spec 1 §4 registration, §9 throttles). */
export function* watchRegister() {
  yield takeEvery(registerActions.formOpened.type, lazyWorker(flows, 'formOpenedFlow'));
  yield takeLatest(registerActions.typeChanged.type, lazyWorker(flows, 'captchaFlow'));
  yield throttle(
    CAPTCHA_THROTTLE_MS,
    registerActions.captchaRequested.type,
    lazyWorker(flows, 'captchaFlow'),
  );
  yield throttle(
    SMS_THROTTLE_MS,
    registerActions.smsCodeRequested.type,
    lazyWorker(flows, 'smsFlow'),
  );
  yield takeLeading(registerActions.submitted.type, lazyWorker(flows, 'submitFlow'));
  yield debounce(
    USERNAME_CHECK_DEBOUNCE_MS,
    registerActions.usernameChanged.type,
    lazyWorker(flows, 'usernameCheckFlow'),
  );
  yield takeLatest(registerActions.promotionsRequested.type, lazyWorker(flows, 'promotionsFlow'));
}
