/**
 * Paged reports: pages of rows over a date range with filters, a period, paging and totals (the
 * member's records, the agent's reports). One shape of state per page, one set of reducers and one
 * load saga; each feature brings its pages, its default query, its calls and how it tells failures.
 */

import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { RootState } from '@/app/store';
import type { Period } from '@/api/contract/constants';
import { services, type Services } from '@/core/services';
import { requireLogin } from '@/core/session/gates';
import { sessionActions } from '@/core/session/slice';
import { parseDay, presetRange, type DatePreset, type DateRange } from '@/lib/date-range';
import type { LoadStatus } from '@/core/loaded-part';

/** What every report page asks for. */
export interface PagedReportQuery {
  /** The preset the range came from; null: a custom range. */
  preset: DatePreset | null;
  range: DateRange;
  /** Game, transaction, income or bonus type; '' means all. */
  filter: string;
  /** Pages by period only. */
  period: Period;
  pageNo: number;
  pageSize: number;
}

/** A failure as a page tells it: at least its kind ('session' makes it load again after login). */
export interface ReportFailure {
  kind: string;
  message: string;
}

export interface PagedReportPageState<Q, Row, Totals, F extends ReportFailure> {
  /** Null until the page is first opened. */
  query: Q | null;
  status: LoadStatus;
  /** The last answer's rows (kept in place while the next page or filter loads). */
  rows: Row[];
  /** Totals over every row of the range and filter (not only this page); null when not sent. */
  totals: Totals | null;
  totalCount: number;
  totalPages: number;
  failure: F | null;
}

type AnyPageState = PagedReportPageState<PagedReportQuery, unknown, unknown, ReportFailure>;

/** Every page of a feature, idle. */
export function initialReportPages<P extends string, S>(pages: readonly P[]): Record<P, S> {
  const empty: AnyPageState = {
    query: null,
    status: 'idle',
    rows: [],
    totals: null,
    totalCount: 0,
    totalPages: 0,
    failure: null,
  };
  return Object.fromEntries(pages.map((p) => [p, { ...empty }])) as Record<P, S>;
}

/** What one call answers: one page of rows, the paging, the totals of all rows. */
export interface PagedReportAnswer<Row = unknown, Totals = unknown> {
  list: Row[];
  totalCount: number;
  totalPages: number;
  totals?: Totals | null;
}

const loading = (page: AnyPageState) => {
  page.status = 'loading';
  page.failure = null;
};

/**
 * The reducers of a feature's report pages (for createSlice): opened, queryChanged, retried,
 * loaded, failed and loginAsked. `defaultQuery(today)` is a page's first query.
 */
export function pagedReportReducers<
  P extends string,
  Q extends PagedReportQuery,
  F extends ReportFailure,
  Row = unknown,
  Totals = unknown,
>(defaultQuery: (today: string) => Q) {
  type State = Record<P, PagedReportPageState<Q, Row, Totals, F>>;
  const pageOf = (state: State, page: P) => state[page] as unknown as AnyPageState;
  return {
    /**
     * A page is shown: it loads again (a record just made shows), with the query it had, or the
     * default one on `today` (yyyy-MM-dd, the user's calendar).
     */
    opened(state: State, action: PayloadAction<{ page: P; today: string }>) {
      const { today } = action.payload;
      const page = pageOf(state, action.payload.page);
      page.query ??= defaultQuery(today);
      // A preset counts from today: shown again on a later day, it covers that day's range.
      if (page.query.preset)
        page.query.range = presetRange(page.query.preset, parseDay(today) ?? Date.now());
      loading(page);
    },
    /** A filter, the range, period, page or page size changed; all but a page change go back to
     * page 1. */
    queryChanged(state: State, action: PayloadAction<{ page: P; changes: Partial<Q> }>) {
      const page = pageOf(state, action.payload.page);
      if (!page.query) return;
      page.query = { ...page.query, pageNo: 1, ...action.payload.changes };
      loading(page);
    },
    /** Try the same query again after a failure. */
    retried(state: State, action: PayloadAction<P>) {
      loading(pageOf(state, action.payload));
    },
    loaded(
      state: State,
      action: PayloadAction<{
        page: P;
        rows: Row[];
        totals: Totals | null;
        totalCount: number;
        totalPages: number;
      }>,
    ) {
      const { page, ...answer } = action.payload;
      Object.assign(pageOf(state, page), answer, { status: 'loaded', failure: null });
    },
    failed(state: State, action: PayloadAction<{ page: P; failure: F }>) {
      const page = pageOf(state, action.payload.page);
      page.status = 'failed';
      page.failure = action.payload.failure;
    },
    /** The user asks for the login popup after the session ended. */
    loginAsked() {},
  };
}

/** The page a load action (opened, queryChanged: `{ page }`; retried: the page) is about. */
export const pageOfLoad = <P extends string>(action: { payload: P | { page: P } }): P =>
  typeof action.payload === 'string' ? action.payload : action.payload.page;

interface ActionCreator {
  type: string;
  (...args: never[]): { type: string };
}

/** What the report saga needs of a feature. */
export interface PagedReportConfig<P extends string, Q, F extends ReportFailure> {
  pages: readonly P[];
  actions: {
    opened: ActionCreator;
    queryChanged: ActionCreator;
    retried: ActionCreator & ((page: P) => { type: string });
    loaded: ActionCreator;
    failed: ActionCreator;
    loginAsked: ActionCreator;
  };
  /** The feature's pages (its initial state before the feature is injected). */
  selectPages: (state: RootState) => Record<P, { query: Q | null; failure: F | null }>;
  /** The call of a page with its query. */
  fetch: (api: Services['api'], page: P, query: Q) => Promise<PagedReportAnswer>;
  /** How a failed call is told on the page. */
  failureOf: (error: unknown) => F;
}

/**
 * The watcher of a feature's report pages: one takeLatest per page (a newer range, filter or page
 * supersedes the call in flight, whose answer is never shown), the login popup, and after a new
 * login the pages the ended session left failed load again.
 */
export function pagedReportSaga<P extends string, Q, F extends ReportFailure>(
  config: PagedReportConfig<P, Q, F>,
) {
  const { actions, pages } = config;
  const loadTypes = [actions.opened.type, actions.queryChanged.type, actions.retried.type];

  function* load(action: { type: string; payload: P | { page: P } }) {
    const page = pageOfLoad(action);
    const state: ReturnType<typeof config.selectPages> = yield select(config.selectPages);
    const query = state[page].query;
    if (!query) return;
    const { api }: Services = yield* services();
    try {
      const value: PagedReportAnswer = yield call(config.fetch, api, page, query);
      yield put({
        type: actions.loaded.type,
        payload: {
          page,
          rows: value.list,
          totals: value.totals ?? null,
          totalCount: value.totalCount,
          totalPages: value.totalPages,
        },
      });
    } catch (error) {
      yield put({ type: actions.failed.type, payload: { page, failure: config.failureOf(error) } });
    }
  }

  const isLoadOf =
    (page: P) =>
    (action: { type: string; payload?: unknown }): boolean =>
      loadTypes.includes(action.type) &&
      pageOfLoad(action as { type: string; payload: P | { page: P } }) === page;

  function* reloadAfterLogin() {
    for (;;) {
      yield take(sessionActions.tokenReceived.type);
      const state: ReturnType<typeof config.selectPages> = yield select(config.selectPages);
      const stale = pages.filter((p) => state[p].failure?.kind === 'session');
      yield all(stale.map((p) => put(actions.retried(p))));
    }
  }

  return function* watchPagedReports() {
    yield all([
      ...pages.map((page) => takeLatest(isLoadOf(page), load)),
      takeEvery(actions.loginAsked.type, function* () {
        yield call(requireLogin);
      }),
      call(reloadAfterLogin),
    ]);
  };
}
