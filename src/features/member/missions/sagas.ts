import { all, call, put, takeLatest } from 'redux-saga/effects';
import { services, type Services } from '@/core/services';
import { pageFailureOf } from '../page-failure';
import { memberActions } from '../slice';
import { missionsActions, type MissionBoard, type MissionSummary } from './slice';

/** Rows of the leaderboard shown. */
export const LEADERBOARD_SIZE = 20;

/** The missions; their count also keeps the navigation's badge up to date. */
export function* loadSummary() {
  const { api }: Services = yield* services();
  yield put(missionsActions.summaryLoading());
  try {
    const value: MissionSummary = yield call(api.call, 'missionSummary');
    yield put(missionsActions.summaryLoaded(value));
    yield put(memberActions.missionSummaryLoaded(value.missionCount));
  } catch (error) {
    yield put(missionsActions.summaryFailed(pageFailureOf(error)));
  }
}

export function* loadBoard() {
  const { api }: Services = yield* services();
  yield put(missionsActions.boardLoading());
  try {
    const value: MissionBoard = yield call(api.call, 'missionLeaderboard', {
      size: LEADERBOARD_SIZE,
    });
    yield put(missionsActions.boardLoaded(value));
  } catch (error) {
    yield put(missionsActions.boardFailed(pageFailureOf(error)));
  }
}

export function* openedFlow() {
  yield all([call(loadSummary), call(loadBoard)]);
}

export function* watchMissions() {
  yield takeLatest(missionsActions.opened.type, openedFlow);
  yield takeLatest(missionsActions.summaryRequested.type, loadSummary);
  yield takeLatest(missionsActions.boardRequested.type, loadBoard);
}
