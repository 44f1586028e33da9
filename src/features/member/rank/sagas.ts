import { takeLatest } from 'redux-saga/effects';
import { loadPart } from '@/core/loaded-part';
import { playerRankActions } from './slice';

export const loadRanksFlow = () =>
  loadPart((api) => api.call('vipRanks'), {
    loading: playerRankActions.loading,
    loaded: playerRankActions.loaded,
    failed: playerRankActions.failed,
  });

export function* watchPlayerRank() {
  yield takeLatest(playerRankActions.opened.type, loadRanksFlow);
}
