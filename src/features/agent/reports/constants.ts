import { GAME_CATEGORIES, TRANSACTION_TYPES, type GameCategory } from '@/api/contract/constants';
import type { ResponseOf } from '@/api/client';

/** The agent centre's four report pages (spec 2 §2), by their state key. */
export const REPORT_PAGES = ['betting', 'profitLoss', 'income', 'transactions'] as const;
export type ReportPage = (typeof REPORT_PAGES)[number];

/** The call behind each report page. */
export const REPORT_ENDPOINTS = {
  betting: 'teamBetting',
  profitLoss: 'teamProfitLoss',
  income: 'agentIncome',
  transactions: 'teamTransactions',
} as const satisfies Record<ReportPage, string>;

/** What the agent earns (the contract's AGENT_INCOME_TYPES; the app may not import zod modules). */
export const INCOME_TYPES = [
  'DIVIDEND',
  'DAILY_SALARY',
  'HOURLY_SALARY',
  'REALTIME_SALARY',
] as const satisfies readonly ResponseOf<'agentIncome'>['list'][number]['incomeType'][];

/** The game categories a team's bets can be filtered by. */
export const REPORT_GAME_TYPES: readonly GameCategory[] = GAME_CATEGORIES.filter(
  (c) => c !== 'LOTT',
);

/**
 * What each page can be filtered by besides the range: a member's account (not my income: it is
 * the agent's own), a type (its query parameter and values; '' is "all"), the period.
 */
export const REPORT_FILTERS = {
  betting: { account: true, param: 'gameType', options: REPORT_GAME_TYPES, period: false },
  profitLoss: { account: true, param: 'gameType', options: REPORT_GAME_TYPES, period: true },
  income: { account: false, param: 'incomeType', options: INCOME_TYPES, period: true },
  transactions: { account: true, param: 'transType', options: TRANSACTION_TYPES, period: false },
} as const satisfies Record<
  ReportPage,
  { account: boolean; param: string; options: readonly string[]; period: boolean }
>;

export type ReportFilterParam = (typeof REPORT_FILTERS)[ReportPage]['param'];

/** Rows per page (10 unless the agent picks another). */
export const REPORT_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_REPORT_PAGE_SIZE = 10;
