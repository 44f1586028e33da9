import { createSlice } from '@reduxjs/toolkit';
import type { PageFailure } from '@/core/page-failure';
import {
  initialReportPages,
  pagedReportReducers,
  type PagedReportPageState,
  type PagedReportQuery,
} from '@/core/paged-report';
import { DEFAULT_DATE_PRESET, parseDay, presetRange } from '@/lib/date-range';
import { DEFAULT_REPORT_PAGE_SIZE, REPORT_PAGES, type ReportPage } from './constants';

/** What a report page asks for: the common query and a downline's account. */
export interface ReportQuery extends PagedReportQuery {
  /** A downline's account, or part of it ('' : the whole team). */
  account: string;
}

/** A row or the totals as the server sent them (the page's columns pick their fields). */
export type ReportRow = Record<string, unknown>;

export type ReportPageState = PagedReportPageState<ReportQuery, ReportRow, ReportRow, PageFailure>;

export type ReportsState = Record<ReportPage, ReportPageState>;

export const initialReportsState = initialReportPages<ReportPage, ReportPageState>(REPORT_PAGES);

/** The query a page starts with on `today` (yyyy-MM-dd): previous 7 days, whole team, daily. */
export const defaultReportQuery = (today: string): ReportQuery => ({
  preset: DEFAULT_DATE_PRESET,
  range: presetRange(DEFAULT_DATE_PRESET, parseDay(today) ?? Date.now()),
  account: '',
  filter: '',
  period: 'DAILY',
  pageNo: 1,
  pageSize: DEFAULT_REPORT_PAGE_SIZE,
});

const reportsSlice = createSlice({
  name: 'reports',
  initialState: initialReportsState,
  reducers: pagedReportReducers<ReportPage, ReportQuery, PageFailure, ReportRow, ReportRow>(
    defaultReportQuery,
  ),
});

export const reportsActions = reportsSlice.actions;
export const reportsReducer = reportsSlice.reducer;

/** The actions that (re)load a page. */
export type ReportLoadAction = ReturnType<
  typeof reportsActions.opened | typeof reportsActions.queryChanged | typeof reportsActions.retried
>;

/** The page a load action is about. */
export const pageOfReportAction = (action: ReportLoadAction): ReportPage =>
  typeof action.payload === 'string' ? action.payload : action.payload.page;

declare module '@/app/store' {
  interface LazyFeatureStates {
    reports: ReportsState;
  }
}
