import { all, call, put, takeLatest } from 'redux-saga/effects';
import { loadPart } from '@/core/loaded-part';
import { memberActions } from '../slice';
import { missionsActions, type MissionSummary } from './slice';

/** Rows of the leaderboard shown. */
export const LEADERBOARD_SIZE = 20;

/** The missions; their count also keeps the navigation's badge up to date. */
export function* loadSummary() {
  const value: MissionSummary | null = yield* loadPart((api) => api.call('missionSummary'), {
    loading: missionsActions.summaryLoading,
    loaded: missionsActions.summaryLoaded,
    failed: missionsActions.summaryFailed,
  });
  if (value) yield put(memberActions.missionSummaryLoaded(value.missionCount));
}

export function* loadBoard() {
  yield* loadPart((api) => api.call('missionLeaderboard', { size: LEADERBOARD_SIZE }), {
    loading: missionsActions.boardLoading,
    loaded: missionsActions.boardLoaded,
    failed: missionsActions.boardFailed,
  });
}

export function* openedFlow() {
  yield all([call(loadSummary), call(loadBoard)]);
}

export function* watchMissions() {
  yield takeLatest(missionsActions.opened.type, openedFlow);
  yield takeLatest(missionsActions.summaryRequested.type, loadSummary);
  yield takeLatest(missionsActions.boardRequested.type, loadBoard);
}
