import type { RootState } from '@/app/store';
import type { ReportPage } from './constants';
import { initialReportsState, type ReportPageState, type ReportsState } from './slice';

/** The feature's state (its initial state before the feature is injected). */
export const selectReports = (s: RootState): ReportsState => s.reports ?? initialReportsState;

/** One report page's query, rows, totals and status. */
export const selectReportPage = (s: RootState, page: ReportPage): ReportPageState =>
  selectReports(s)[page];
