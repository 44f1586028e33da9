import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import type { RootState } from '@/app/store';
import { services, type Services } from '@/core/services';
import { walletActions } from '@/features/wallet/slice';
import { shownPage } from '@/core/loaded-part';
import { failureOf } from '../page-flow';
import { periodBounds } from './rebate-format';
import { selectRebate } from './selectors';
import { REBATE_HISTORY_PAGE_SIZE, rebateActions, type RebatePeriodPreset } from './slice';

function* chosenBounds() {
  const { period }: { period: RebatePeriodPreset } = selectRebate(yield select());
  return periodBounds(period);
}

/** The chosen period's rebate per category. */
export function* loadSummary() {
  const { api }: Services = yield* services();
  const bounds: ReturnType<typeof periodBounds> = yield* chosenBounds();
  yield put(rebateActions.summaryLoading());
  try {
    const value: ResponseOf<'rebateSummary'> = yield call(api.call, 'rebateSummary', bounds);
    yield put(rebateActions.summaryLoaded(value));
  } catch (error) {
    yield put(rebateActions.summaryFailed(failureOf(error)));
  }
}

/** One page of the claims history (the page shown when none is asked for). */
export function* loadHistory(action?: { payload?: number }) {
  const { api }: Services = yield* services();
  const page = action?.payload ?? selectRebate((yield select()) as RootState).history.page;
  yield put(rebateActions.historyLoading(page));
  try {
    const value: ResponseOf<'rebateHistory'> = yield call(api.call, 'rebateHistory', {
      pageNo: page,
      pageSize: REBATE_HISTORY_PAGE_SIZE,
    });
    yield put(rebateActions.historyLoaded({ rows: value.list, totalPages: value.totalPages }));
  } catch (error) {
    yield put(rebateActions.historyFailed(failureOf(error)));
  }
}

/**
 * A claim (one at a time): the main wallet is credited, so the header's balance is asked again,
 * and the rebate left and the history's first page load again. A refusal (below the minimum,
 * nothing left) shows the rebate as it is now.
 */
export function* claimFlow(action: ReturnType<typeof rebateActions.claimRequested>) {
  const { api }: Services = yield* services();
  const { gameType } = action.payload;
  const bounds: ReturnType<typeof periodBounds> = yield* chosenBounds();
  yield put(rebateActions.claimStarted(gameType ?? 'ALL'));
  try {
    const value: ResponseOf<'claimRebate'> = yield call(api.call, 'claimRebate', {
      ...bounds,
      ...(gameType ? { gameType } : {}),
    });
    yield put(rebateActions.claimSucceeded(value.total));
    yield put(walletActions.balanceRefreshRequested());
    yield all([call(loadSummary), call(loadHistory, { payload: 1 })]);
  } catch (error) {
    const failure = failureOf(error);
    yield put(rebateActions.claimFailed(failure));
    if (failure.kind === 'server') yield call(loadSummary);
  }
}

function* loadPage() {
  yield all([call(loadSummary), call(loadHistory)]);
}

function* pageFlow() {
  yield call(shownPage, {
    closed: rebateActions.closed.type,
    reload: [],
    load: loadPage,
  });
}

export function* watchRebate() {
  yield takeLatest(rebateActions.opened.type, pageFlow);
  yield takeLatest(
    [rebateActions.periodChosen.type, rebateActions.summaryRequested.type],
    loadSummary,
  );
  yield takeLatest(rebateActions.historyRequested.type, loadHistory);
  yield takeLeading(rebateActions.claimRequested.type, claimFlow);
}
