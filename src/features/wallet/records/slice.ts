import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Period } from '@/api/contract/constants';
import type { BetRecord, BonusRecord, MemberTransaction, ProfitRow } from '@/api/contract/wallet';
import {
  DEFAULT_DATE_PRESET,
  parseDay,
  presetRange,
  type DatePreset,
  type DateRange,
} from '@/lib/date-range';
import {
  DEFAULT_PERIOD,
  DEFAULT_RECORD_PAGE_SIZE,
  RECORD_PAGES,
  type RecordPage,
} from './constants';

/** What a record page asks for. */
export interface RecordQuery {
  /** The preset the range came from; null: a custom range. */
  preset: DatePreset | null;
  range: DateRange;
  /** Game, transaction or bonus type; '' means all. */
  filter: string;
  /** Profit and loss only. */
  period: Period;
  pageNo: number;
  pageSize: number;
}

/** Why a page could not be loaded, as the page tells it. */
export type RecordFailureKind = 'busy' | 'network' | 'session' | 'trial' | 'server';

export interface RecordFailure {
  kind: RecordFailureKind;
  /** The server's (or the client's) message. */
  message: string;
}

/** The rows and totals of each page. */
export interface RecordRows {
  bets: { row: BetRecord; totals: { betAmount: number; validBet: number; winLoss: number } };
  transactions: { row: MemberTransaction; totals: { credit: number; debit: number } };
  profit: {
    row: ProfitRow;
    totals: {
      betAmount: number;
      validBet: number;
      payout: number;
      bonus: number;
      rebate: number;
      profit: number;
    };
  };
  bonus: { row: BonusRecord; totals: { amount: number } };
}

export interface RecordPageState<P extends RecordPage = RecordPage> {
  /** Null until the page is first opened. */
  query: RecordQuery | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The last answer's rows (kept, dimmed, while the next page or filter loads). */
  rows: RecordRows[P]['row'][];
  /** Totals of the whole range and filter (not only this page); null when not answered. */
  totals: RecordRows[P]['totals'] | null;
  totalCount: number;
  totalPages: number;
  failure: RecordFailure | null;
}

export type RecordsState = { [P in RecordPage]: RecordPageState<P> };

const emptyPage: RecordPageState = {
  query: null,
  status: 'idle',
  rows: [],
  totals: null,
  totalCount: 0,
  totalPages: 0,
  failure: null,
};

export const initialRecordsState = Object.fromEntries(
  RECORD_PAGES.map((p) => [p, emptyPage]),
) as RecordsState;

/** The query a page starts with on `today` (yyyy-MM-dd): previous 7 days, all, daily, page 1. */
export const defaultQuery = (today: string): RecordQuery => ({
  preset: DEFAULT_DATE_PRESET,
  range: presetRange(DEFAULT_DATE_PRESET, parseDay(today) ?? Date.now()),
  filter: '',
  period: DEFAULT_PERIOD,
  pageNo: 1,
  pageSize: DEFAULT_RECORD_PAGE_SIZE,
});

type Loaded<P extends RecordPage> = {
  page: P;
  rows: RecordRows[P]['row'][];
  totals: RecordRows[P]['totals'] | null;
  totalCount: number;
  totalPages: number;
};

const loading = (page: RecordPageState) => {
  page.status = 'loading';
  page.failure = null;
};

const recordsSlice = createSlice({
  name: 'records',
  initialState: initialRecordsState,
  reducers: {
    /**
     * A page is shown: it loads again (a record the member just made shows), with the query it
     * had, or the default one on `today` (yyyy-MM-dd, the member's calendar).
     */
    opened(state, action: PayloadAction<{ page: RecordPage; today: string }>) {
      const { today } = action.payload;
      const page = state[action.payload.page];
      page.query ??= defaultQuery(today);
      // A preset counts from today: shown again on a later day, it covers that day's range.
      if (page.query.preset)
        page.query.range = presetRange(page.query.preset, parseDay(today) ?? Date.now());
      loading(page);
    },
    /** The member changed the range, filter, period, page or page size. Anything but a page
     * change goes back to page 1. */
    queryChanged(
      state,
      action: PayloadAction<{ page: RecordPage; changes: Partial<RecordQuery> }>,
    ) {
      const page = state[action.payload.page];
      if (!page.query) return;
      const { changes } = action.payload;
      page.query = { ...page.query, pageNo: 1, ...changes };
      loading(page);
    },
    /** Try the same query again after a failure. */
    retried(state, action: PayloadAction<RecordPage>) {
      loading(state[action.payload]);
    },
    loaded(state, action: PayloadAction<Loaded<RecordPage>>) {
      const { page, ...answer } = action.payload;
      Object.assign(state[page], answer, { status: 'loaded', failure: null });
    },
    failed(state, action: PayloadAction<{ page: RecordPage; failure: RecordFailure }>) {
      const page = state[action.payload.page];
      page.status = 'failed';
      page.failure = action.payload.failure;
    },
    /** The member asks for the login popup after the session ended. */
    loginAsked() {},
  },
});

export const recordsActions = recordsSlice.actions;
export const recordsReducer = recordsSlice.reducer;

/** The actions that (re)load a page. */
export type RecordLoadAction = ReturnType<
  typeof recordsActions.opened | typeof recordsActions.queryChanged | typeof recordsActions.retried
>;

/** The page a load action is about. */
export const pageOfAction = (action: RecordLoadAction): RecordPage =>
  typeof action.payload === 'string' ? action.payload : action.payload.page;

declare module '@/app/store' {
  interface LazyFeatureStates {
    records: RecordsState;
  }
}
