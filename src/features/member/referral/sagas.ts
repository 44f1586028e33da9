import { call, put, takeLatest } from 'redux-saga/effects';
import { services, type Services } from '@/core/services';
import { pageFailureOf } from '../page-failure';
import { referralActions, type ReferralFriendsPage, type ReferralInfo } from './slice';

/** Invited friends per page. */
export const FRIENDS_PAGE_SIZE = 10;

export function* loadInfo() {
  const { api }: Services = yield* services();
  yield put(referralActions.infoLoading());
  try {
    const value: ReferralInfo = yield call(api.call, 'referralInfo');
    yield put(referralActions.infoLoaded(value));
  } catch (error) {
    yield put(referralActions.infoFailed(pageFailureOf(error)));
  }
}

export function* loadFriends(pageNo: number) {
  const { api }: Services = yield* services();
  yield put(referralActions.friendsLoading());
  try {
    const value: ReferralFriendsPage = yield call(api.call, 'referralFriends', {
      pageNo,
      pageSize: FRIENDS_PAGE_SIZE,
    });
    yield put(referralActions.friendsLoaded(value));
  } catch (error) {
    yield put(referralActions.friendsFailed(pageFailureOf(error)));
  }
}

/** The page shown: the first page of friends (its own watcher) and the invitation. */
export function* openedFlow() {
  yield put(referralActions.friendsRequested({ pageNo: 1 }));
  yield call(loadInfo);
}

export function* watchReferral() {
  yield takeLatest(referralActions.opened.type, openedFlow);
  yield takeLatest(referralActions.infoRequested.type, loadInfo);
  yield takeLatest(
    referralActions.friendsRequested.type,
    (action: ReturnType<typeof referralActions.friendsRequested>) =>
      loadFriends(action.payload.pageNo),
  );
}
