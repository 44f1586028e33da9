import { all, call, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import { ErrorCodes } from '@/api/contract/constants';
import { isApiError } from '@/api/errors';
import { services, type Services } from '@/core/services';
import { requireLogin } from '@/core/session/gates';
import { sessionActions } from '@/core/session/slice';
import { requestBounds } from '@/lib/date-range';
import { RECORD_FILTERS, RECORD_PAGES, type RecordPage } from './constants';
import { selectRecordPage, selectRecords } from './selectors';
import {
  pageOfAction,
  recordsActions,
  type RecordFailure,
  type RecordLoadAction,
  type RecordQuery,
} from './slice';

type RecordAnswer =
  | ResponseOf<'bettingRecords'>
  | ResponseOf<'memberTransactions'>
  | ResponseOf<'profitLoss'>
  | ResponseOf<'bonusDetails'>;

/** The call of each page with its query: range, filter (left out for "all"), period, paging. */
export function fetchRecords(
  api: Services['api'],
  page: RecordPage,
  query: RecordQuery,
): Promise<RecordAnswer> {
  const base = { pageNo: query.pageNo, pageSize: query.pageSize, ...requestBounds(query.range) };
  const filter = query.filter ? { [RECORD_FILTERS[page].param]: query.filter } : {};
  switch (page) {
    case 'bets':
      return api.call('bettingRecords', { ...base, ...filter });
    case 'transactions':
      return api.call('memberTransactions', { ...base, ...filter });
    case 'profit':
      return api.call('profitLoss', { ...base, ...filter, period: query.period });
    case 'bonus':
      return api.call('bonusDetails', { ...base, ...filter });
  }
}

/** How a failed call is told on the page. */
export function failureOf(error: unknown): RecordFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (!isApiError(error)) return { kind: 'server', message };
  if (error.kind === 'unauthorized') return { kind: 'session', message };
  if (error.kind === 'network') return { kind: 'network', message };
  if (error.code === ErrorCodes.systemBusy) return { kind: 'busy', message };
  if (error.code === ErrorCodes.trialAccount) return { kind: 'trial', message };
  return { kind: 'server', message };
}

/**
 * Loads one page of records for the page's current query. Started by takeLatest per record page,
 * so a newer range, filter or page supersedes the call in flight (its answer is never shown).
 */
export function* loadRecordsFlow(action: RecordLoadAction) {
  const page = pageOfAction(action);
  const { query }: ReturnType<typeof selectRecordPage> = yield select(selectRecordPage, page);
  if (!query) return;
  const { api }: Services = yield* services();
  try {
    const value: RecordAnswer = yield call(fetchRecords, api, page, query);
    yield put(
      recordsActions.loaded({
        page,
        rows: value.list,
        totals: value.totals ?? null,
        totalCount: value.totalCount,
        totalPages: value.totalPages,
      }),
    );
  } catch (error) {
    yield put(recordsActions.failed({ page, failure: failureOf(error) }));
  }
}

const isLoadOf =
  (page: RecordPage) =>
  (action: { type: string; payload?: unknown }): boolean =>
    (action.type === recordsActions.opened.type ||
      action.type === recordsActions.queryChanged.type ||
      action.type === recordsActions.retried.type) &&
    pageOfAction(action as RecordLoadAction) === page;

/** After a new login, the pages the ended session left failed load again. */
function* reloadAfterLogin() {
  for (;;) {
    yield take(sessionActions.tokenReceived.type);
    const state: ReturnType<typeof selectRecords> = yield select(selectRecords);
    const stale = RECORD_PAGES.filter((p) => state[p].failure?.kind === 'session');
    yield all(stale.map((p) => put(recordsActions.retried(p))));
  }
}

/** The records feature's watcher: one takeLatest per page, the login popup, reloads after login. */
export function* watchRecords() {
  yield all([
    ...RECORD_PAGES.map((page) => takeLatest(isLoadOf(page), loadRecordsFlow)),
    takeEvery(recordsActions.loginAsked.type, function* () {
      yield call(requireLogin);
    }),
    call(reloadAfterLogin),
  ]);
}
