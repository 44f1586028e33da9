import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import { pageFailureOf } from '@/core/page-failure';
import { services, type Services } from '@/core/services';
import { loadPart } from '@/core/loaded-part';
import { agentRegisterActions as actions } from './slice';

/** Registered accounts per page. */
export const REGISTERED_PAGE_SIZE = 10;

export function* loadInvite() {
  yield* loadPart((api) => api.call('agentInvite'), {
    loading: actions.inviteLoading,
    loaded: actions.inviteLoaded,
    failed: actions.inviteFailed,
  });
}

export function* loadRegistered(pageNo: number) {
  yield* loadPart(
    (api) => api.call('registeredDownlines', { pageNo, pageSize: REGISTERED_PAGE_SIZE }),
    {
      loading: actions.registeredLoading,
      loaded: actions.registeredLoaded,
      failed: actions.registeredFailed,
    },
  );
}

export function* openedFlow() {
  yield put(actions.registeredRequested({ pageNo: 1 }));
  yield call(loadInvite);
}

/** Registers the account; on success the first page of registered accounts shows it. */
export function* registerFlow(action: ReturnType<typeof actions.registerRequested>) {
  const { api }: Services = yield* services();
  try {
    const value: ResponseOf<'downlineRegister'> = yield call(
      api.call,
      'downlineRegister',
      action.payload,
    );
    yield put(actions.registerDone({ account: value.account }));
    yield put(actions.registeredRequested({ pageNo: 1 }));
  } catch (error) {
    yield put(actions.registerFailed(pageFailureOf(error)));
  }
}

export function* watchAgentRegister() {
  yield takeLatest(actions.opened.type, openedFlow);
  yield takeLatest(actions.inviteRequested.type, loadInvite);
  yield takeLatest(
    actions.registeredRequested.type,
    (action: ReturnType<typeof actions.registeredRequested>) =>
      loadRegistered(action.payload.pageNo),
  );
  yield takeLeading(actions.registerRequested.type, registerFlow);
}
