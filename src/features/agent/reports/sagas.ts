import { pageFailureOf } from '@/core/page-failure';
import { pagedReportSaga } from '@/core/paged-report';
import type { Services } from '@/core/services';
import { requestBounds } from '@/lib/date-range';
import { REPORT_ENDPOINTS, REPORT_FILTERS, REPORT_PAGES, type ReportPage } from './constants';
import { selectReports } from './selectors';
import { reportsActions, type ReportQuery, type ReportRow } from './slice';

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

/** The reports feature's watcher: one takeLatest per page, the login popup, reloads after login. */
export const watchReports = pagedReportSaga({
  pages: REPORT_PAGES,
  actions: reportsActions,
  selectPages: selectReports,
  fetch: fetchReport,
  failureOf: pageFailureOf,
});
