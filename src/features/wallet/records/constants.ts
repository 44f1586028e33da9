import {
  BONUS_TYPES,
  GAME_CATEGORIES,
  TRANSACTION_TYPES,
  type GameCategory,
  type Period,
} from '@/api/contract/constants';

/** The four record pages of the member centre (spec 2 §2), by their state key. */
export const RECORD_PAGES = ['bets', 'transactions', 'profit', 'bonus'] as const;
export type RecordPage = (typeof RECORD_PAGES)[number];

/** The game categories a bet or a profit row can be filtered by (spec 2 §3 Game). */
export const RECORD_GAME_TYPES: readonly GameCategory[] = GAME_CATEGORIES.filter(
  (c) => c !== 'LOTT',
);

/** What each page can be filtered by (the query parameter and its values; '' is "all"). */
export const RECORD_FILTERS = {
  bets: { param: 'gameType', options: RECORD_GAME_TYPES },
  transactions: { param: 'transType', options: TRANSACTION_TYPES },
  profit: { param: 'gameType', options: RECORD_GAME_TYPES },
  bonus: { param: 'bonusType', options: BONUS_TYPES },
} as const satisfies Record<RecordPage, { param: string; options: readonly string[] }>;

/** Rows per page (10 unless the member picks another). */
export const RECORD_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_RECORD_PAGE_SIZE = 10;

/** The profit-and-loss page starts by day. */
export const DEFAULT_PERIOD: Period = 'DAILY';
