import { all, call, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { pageFailureOf } from '@/core/page-failure';
import { services, type Services } from '@/core/services';
import { requireLogin } from '@/core/session/gates';
import { sessionActions } from '@/core/session/slice';
import { requestBounds } from '@/lib/date-range';
import { REPORT_ENDPOINTS, REPORT_FILTERS, REPORT_PAGES, type ReportPage } from './constants';
import { selectReportPage, selectReports } from './selectors';
import {
  pageOfReportAction,
  reportsActions,
  type ReportLoadAction,
  type ReportQuery,
  type ReportRow,
} from './slice';

/** What every report call answers: one page of rows, the paging, the totals of all rows. */
export interface ReportAnswer {
  list: ReportRow[];
  totalCount: number;
  totalPages: number;
  totals?: ReportRow | null;
}

/** The parameters of a page's call: range, paging, and the filters set (left out when "all"). */
export function reportParams(page: ReportPage, query: ReportQuery) {
  const filters = REPORT_FILTERS[page];
  return {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    ...requestBounds(query.range),
    ...(filters.account && query.account.trim() ? { account: query.account.trim() } : {}),
    ...(query.filter ? { [filters.param]: query.filter } : {}),
    ...(filters.period ? { period: query.period } : {}),
  };
}

/** The call of each page with its query. */
export async function fetchReport(
  api: Services['api'],
  page: ReportPage,
  query: ReportQuery,
): Promise<ReportAnswer> {
  const params = reportParams(page, query);
  const answer: unknown = await api.call(REPORT_ENDPOINTS[page], params as never);
  return answer as ReportAnswer;
}

/**
 * Loads one page of a report for its current query. Started by takeLatest per page, so a newer
 * range, filter or page supersedes the call in flight (its answer is never shown).
 */
export function* loadReportFlow(action: ReportLoadAction) {
  const page = pageOfReportAction(action);
  const { query }: ReturnType<typeof selectReportPage> = yield select(selectReportPage, page);
  if (!query) return;
  const { api }: Services = yield* services();
  try {
    const value: ReportAnswer = yield call(fetchReport, api, page, query);
    yield put(
      reportsActions.loaded({
        page,
        rows: value.list,
        totals: value.totals ?? null,
        totalCount: value.totalCount,
        totalPages: value.totalPages,
      }),
    );
  } catch (error) {
    yield put(reportsActions.failed({ page, failure: pageFailureOf(error) }));
  }
}

const isLoadOf =
  (page: ReportPage) =>
  (action: { type: string; payload?: unknown }): boolean =>
    (action.type === reportsActions.opened.type ||
      action.type === reportsActions.queryChanged.type ||
      action.type === reportsActions.retried.type) &&
    pageOfReportAction(action as ReportLoadAction) === page;

/** After a new login, the pages the ended session left failed load again. */
function* reloadAfterLogin() {
  for (;;) {
    yield take(sessionActions.tokenReceived.type);
    const state: ReturnType<typeof selectReports> = yield select(selectReports);
    const stale = REPORT_PAGES.filter((p) => state[p].failure?.kind === 'session');
    yield all(stale.map((p) => put(reportsActions.retried(p))));
  }
}

/** The reports feature's watcher: one takeLatest per page, the login popup, reloads after login. */
export function* watchReports() {
  yield all([
    ...REPORT_PAGES.map((page) => takeLatest(isLoadOf(page), loadReportFlow)),
    takeEvery(reportsActions.loginAsked.type, function* () {
      yield call(requireLogin);
    }),
    call(reloadAfterLogin),
  ]);
}
