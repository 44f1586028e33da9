import { createSlice } from '@reduxjs/toolkit';
import {
  initialReportPages,
  pagedReportReducers,
  type PagedReportPageState,
  type PagedReportQuery,
} from '@/core/paged-report';
import type { BetRecord, BonusRecord, MemberTransaction, ProfitRow } from '@/api/contract/wallet';
import { DEFAULT_DATE_PRESET, parseDay, presetRange } from '@/lib/date-range';
import {
  DEFAULT_PERIOD,
  DEFAULT_RECORD_PAGE_SIZE,
  RECORD_PAGES,
  type RecordPage,
} from './constants';

/** What a record page asks for: range, game / transaction / bonus type, period, paging. */
export type RecordQuery = PagedReportQuery;

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

export type RecordPageState<P extends RecordPage = RecordPage> = PagedReportPageState<
  RecordQuery,
  RecordRows[P]['row'],
  RecordRows[P]['totals'],
  RecordFailure
>;

export type RecordsState = { [P in RecordPage]: RecordPageState<P> };

export const initialRecordsState = initialReportPages<RecordPage, RecordPageState>(
  RECORD_PAGES,
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

const recordsSlice = createSlice({
  name: 'records',
  initialState: initialRecordsState,
  reducers: pagedReportReducers<RecordPage, RecordQuery, RecordFailure>(defaultQuery),
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
