import type { ResponseOf } from '@/api/client';
import { ErrorCodes } from '@/api/contract/constants';
import { isApiError } from '@/api/errors';
import { pagedReportSaga } from '@/core/paged-report';
import type { Services } from '@/core/services';
import { requestBounds } from '@/lib/date-range';
import { RECORD_FILTERS, RECORD_PAGES, type RecordPage } from './constants';
import { selectRecords } from './selectors';
import { recordsActions, type RecordFailure, type RecordQuery } from './slice';

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

/** The records feature's watcher: one takeLatest per page, the login popup, reloads after login. */
export const watchRecords = pagedReportSaga({
  pages: RECORD_PAGES,
  actions: recordsActions,
  selectPages: selectRecords,
  fetch: fetchRecords,
  failureOf,
});
