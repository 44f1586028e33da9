import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { RequestOf } from '@/api/client';
import type { RootState } from '@/app/store';
import { pageFailureOf } from '@/core/page-failure';
import { services, type Services } from '@/core/services';
import { walletActions } from '@/features/wallet/slice';
import { load } from './part';
import { selectTeam } from './selectors';
import { teamActions, type TeamQuery } from './slice';

/** Downlines per page. */
export const TEAM_PAGE_SIZE = 10;

/** The downlines call's input for the filters (empty filters left out). */
export function downlinesRequestOf(query: TeamQuery): RequestOf<'downlines'> {
  const account = query.account.trim();
  return {
    pageNo: query.pageNo,
    pageSize: TEAM_PAGE_SIZE,
    level: query.level,
    ...(account ? { account } : {}),
    ...(query.startDate ? { startDate: query.startDate } : {}),
    ...(query.endDate ? { endDate: `${query.endDate} 23:59:59` } : {}),
  };
}

/** The page of the current filters. */
export function* loadList() {
  const { query }: ReturnType<typeof selectTeam> = yield select((s: RootState) => selectTeam(s));
  yield* load((api) => api.call('downlines', downlinesRequestOf(query)), {
    loading: teamActions.listLoading,
    loaded: teamActions.listLoaded,
    failed: teamActions.listFailed,
  });
}

/**
 * Main-wallet money to a downline with the payment password; after it the header's balance is
 * refreshed and the list shows the downline's new balance.
 */
export function* transferFlow(action: ReturnType<typeof teamActions.transferRequested>) {
  const { api }: Services = yield* services();
  try {
    yield call(api.call, 'downlineTransfer', action.payload);
    yield put(teamActions.transferDone({ amount: action.payload.amount }));
    yield put(walletActions.balanceRefreshRequested());
    yield call(loadList);
  } catch (error) {
    yield put(teamActions.transferFailed(pageFailureOf(error)));
  }
}

export function* watchTeam() {
  yield takeLatest(
    [teamActions.opened.type, teamActions.searched.type, teamActions.pageRequested.type],
    loadList,
  );
  yield takeLeading(teamActions.transferRequested.type, transferFlow);
}
