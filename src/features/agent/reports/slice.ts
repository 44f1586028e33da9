import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Period } from '@/api/contract/constants';
import type { PageFailure } from '@/core/page-failure';
import {
  DEFAULT_DATE_PRESET,
  parseDay,
  presetRange,
  type DatePreset,
  type DateRange,
} from '@/lib/date-range';
import { DEFAULT_REPORT_PAGE_SIZE, REPORT_PAGES, type ReportPage } from './constants';

/** What a report page asks for. */
export interface ReportQuery {
  /** The preset the range came from; null: a custom range. */
  preset: DatePreset | null;
  range: DateRange;
  /** A downline's account, or part of it ('' : the whole team). */
  account: string;
  /** Game, income or transaction type; '' means all. */
  filter: string;
  /** Pages by period only (profit and loss, income). */
  period: Period;
  pageNo: number;
  pageSize: number;
}

/** A row or the totals as the server sent them (the page's columns pick their fields). */
export type ReportRow = Record<string, unknown>;

export interface ReportPageState {
  /** Null until the page is first opened. */
  query: ReportQuery | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The last answer's rows (kept in place while the next page or filter loads). */
  rows: ReportRow[];
  /** Totals over every row of the range and filter (not only this page); null when not sent. */
  totals: ReportRow | null;
  totalCount: number;
  totalPages: number;
  failure: PageFailure | null;
}

export type ReportsState = Record<ReportPage, ReportPageState>;

const emptyPage: ReportPageState = {
  query: null,
  status: 'idle',
  rows: [],
  totals: null,
  totalCount: 0,
  totalPages: 0,
  failure: null,
};

export const initialReportsState = Object.fromEntries(
  REPORT_PAGES.map((p) => [p, emptyPage]),
) as ReportsState;

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

const loading = (page: ReportPageState) => {
  page.status = 'loading';
  page.failure = null;
};

const reportsSlice = createSlice({
  name: 'reports',
  initialState: initialReportsState,
  reducers: {
    /** A page is shown: it loads again with the query it had, or the default one on `today`. */
    opened(state, action: PayloadAction<{ page: ReportPage; today: string }>) {
      const { today } = action.payload;
      const page = state[action.payload.page];
      page.query ??= defaultReportQuery(today);
      // A preset counts from today: shown again on a later day, it covers that day's range.
      if (page.query.preset)
        page.query.range = presetRange(page.query.preset, parseDay(today) ?? Date.now());
      loading(page);
    },
    /** The agent changed a filter, the range, period, page or page size; all but a page change
     * go back to page 1. */
    queryChanged(
      state,
      action: PayloadAction<{ page: ReportPage; changes: Partial<ReportQuery> }>,
    ) {
      const page = state[action.payload.page];
      if (!page.query) return;
      page.query = { ...page.query, pageNo: 1, ...action.payload.changes };
      loading(page);
    },
    /** Try the same query again after a failure. */
    retried(state, action: PayloadAction<ReportPage>) {
      loading(state[action.payload]);
    },
    loaded(
      state,
      action: PayloadAction<{
        page: ReportPage;
        rows: ReportRow[];
        totals: ReportRow | null;
        totalCount: number;
        totalPages: number;
      }>,
    ) {
      const { page, ...answer } = action.payload;
      Object.assign(state[page], answer, { status: 'loaded', failure: null });
    },
    failed(state, action: PayloadAction<{ page: ReportPage; failure: PageFailure }>) {
      const page = state[action.payload.page];
      page.status = 'failed';
      page.failure = action.payload.failure;
    },
    /** The agent asks for the login popup after the session ended. */
    loginAsked() {},
  },
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
