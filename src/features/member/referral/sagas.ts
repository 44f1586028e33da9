import { call, put, takeLatest } from 'redux-saga/effects';
import { loadPart } from '@/core/loaded-part';
import { referralActions } from './slice';

/** Invited friends per page. */
export const FRIENDS_PAGE_SIZE = 10;

export function* loadInfo() {
  yield* loadPart((api) => api.call('referralInfo'), {
    loading: referralActions.infoLoading,
    loaded: referralActions.infoLoaded,
    failed: referralActions.infoFailed,
  });
}

export function* loadFriends(pageNo: number) {
  yield* loadPart((api) => api.call('referralFriends', { pageNo, pageSize: FRIENDS_PAGE_SIZE }), {
    loading: referralActions.friendsLoading,
    loaded: referralActions.friendsLoaded,
    failed: referralActions.friendsFailed,
  });
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
