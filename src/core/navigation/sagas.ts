import { call, takeEvery } from 'redux-saga/effects';
import { services, type Services } from '@/core/services';
import { navigationActions } from './slice';

/** Navigates unless the target is the current location (duplicate navigation is ignored). */
export function* navigateFlow(action: ReturnType<typeof navigationActions.navigateRequested>) {
  const { navigate, location }: Services = yield* services();
  const current: string = yield call(location);
  if (current === action.payload.to) return;
  yield call(navigate, action.payload.to, { replace: action.payload.replace });
}

function* reportSectionFailureFlow(action: ReturnType<typeof navigationActions.sectionLoadFailed>) {
  yield call(
    [console, console.error],
    `[section] ${action.payload.section} failed to load: ${action.payload.message}`,
  );
}

export function* watchNavigation() {
  yield takeEvery(navigationActions.navigateRequested.type, navigateFlow);
  yield takeEvery(navigationActions.sectionLoadFailed.type, reportSectionFailureFlow);
}
