import { call, takeEvery } from 'redux-saga/effects';
import type { RankType } from '@/api/contract/constants';
import type { RankEntry } from '@/api/contract/games';
import { loadPart } from '@/core/loaded-part';
import { WINNERS_SIZE } from './constants';
import { winnersActions } from './slice';

/** One board (GCSGAME_getRankList, no session needed): its rows or why they failed. */
export function* boardFlow(action: ReturnType<typeof winnersActions.boardRequested>) {
  const rankType: RankType = action.payload;
  yield call(
    loadPart<RankEntry[]>,
    async (api) => (await api.call('rankList', { rankType, size: WINNERS_SIZE })).list,
    {
      loading: () => winnersActions.boardLoading(rankType),
      loaded: (items) => winnersActions.boardLoaded({ rankType, items }),
      failed: (failure) => winnersActions.boardFailed({ rankType, failure }),
    },
  );
}

export function* watchWinners() {
  yield takeEvery(winnersActions.boardRequested.type, boardFlow);
}
