import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import type { RootState } from '@/app/store';
import { modalsActions } from '@/core/modals/slice';
import { pageFailureOf } from '@/core/page-failure';
import { services, type Services } from '@/core/services';
import { requestBounds } from '@/lib/date-range';
import { selectAnnouncements, selectOverview } from './selectors';
import { ANNOUNCEMENTS_PAGE_SIZE, agentHomeActions } from './slice';

const selectHome = (s: RootState) => ({
  announcements: selectAnnouncements(s),
  overview: selectOverview(s),
});

/** The announcements of the page chosen; a failure keeps the rows of the last answer. */
export function* loadAnnouncements() {
  const { api }: Services = yield* services();
  const { pageNo } = ((yield select(selectHome)) as ReturnType<typeof selectHome>).announcements;
  yield put(agentHomeActions.announcementsLoading());
  try {
    const value: ResponseOf<'agentAnnouncements'> = yield call(api.call, 'agentAnnouncements', {
      pageNo,
      pageSize: ANNOUNCEMENTS_PAGE_SIZE,
    });
    yield put(agentHomeActions.announcementsLoaded(value));
  } catch (error) {
    yield put(agentHomeActions.announcementsFailed(pageFailureOf(error)));
  }
}

/** The team's figures for the range chosen (both days included). */
export function* loadOverview() {
  const { api }: Services = yield* services();
  const { range } = ((yield select(selectHome)) as ReturnType<typeof selectHome>).overview;
  yield put(agentHomeActions.overviewLoading());
  try {
    const value: ResponseOf<'teamOverview'> = yield call(
      api.call,
      'teamOverview',
      requestBounds(range),
    );
    yield put(agentHomeActions.overviewLoaded(value));
  } catch (error) {
    yield put(agentHomeActions.overviewFailed(pageFailureOf(error)));
  }
}

function* openLogin() {
  yield put(modalsActions.opened({ name: 'loginPopupModal', props: { mode: 'login' } }));
}

export function* watchAgentHome() {
  yield takeLatest(
    [agentHomeActions.announcementsOpened.type, agentHomeActions.announcementsPageChosen.type],
    loadAnnouncements,
  );
  yield takeLatest(
    [agentHomeActions.overviewOpened.type, agentHomeActions.overviewRangeChosen.type],
    loadOverview,
  );
  yield takeLatest(agentHomeActions.loginAsked.type, openLogin);
}
