import { call, put, takeLatest } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import { services, type Services } from '@/core/services';
import { pageFailureOf } from '../page-failure';
import { playerRankActions } from './slice';

export function* loadRanksFlow() {
  const { api }: Services = yield* services();
  yield put(playerRankActions.loading());
  try {
    const value: ResponseOf<'vipRanks'> = yield call(api.call, 'vipRanks');
    yield put(playerRankActions.loaded(value));
  } catch (error) {
    yield put(playerRankActions.failed(pageFailureOf(error)));
  }
}

export function* watchPlayerRank() {
  yield takeLatest(playerRankActions.opened.type, loadRanksFlow);
}
