/**
 * Lottery constants. App code may not import values from the contract, so the contract's are
 * copied here; constants.test.ts asserts they stay equal.
 */

/** Copy of contract lottery.ts PRIZE_MODES (spec 2 §3). */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** Copy of contract lottery.ts POPULAR_LOTTERY_COUNT (spec 2 §9). */
export const POPULAR_LOTTERY_COUNT = 20;
/** Copy of contract lottery.ts OPENED_NUMBERS_COUNT (spec 2 §9: numerology count 100). */
export const OPENED_NUMBERS_COUNT = 100;
/** Copy of contract define.ts ErrorCodes.gameMaintenance. */
export const GAME_MAINTENANCE_CODE = 'game.maintenance';

/** The device the lottery gateway is told about (spec 2 §3: VN menu device WEB). */
export const LOTTERY_DEVICE = 'WEB';
/** lottoArea of the Vietnamese lottery lobby (spec 2 §3). */
export const VN_LOTTO_AREA = 'VN';
/** Local-storage key of the favourite lottery ids, per username (spec 2 §3). */
export const LOTTFAV_KEY = 'LOTTFAV';

/** The two winner boards (contract games.ts rankList rankType). */
export const RANK_TYPES = ['WIN', 'MULTIPLIER'] as const;
export type RankType = (typeof RANK_TYPES)[number];
/** Rows per winner board. */
export const RANK_SIZE = 10;

/** Prize modes of the /lottery page (Elott has its own page, /elott). */
export const LOTTERY_PAGE_PRIZE_MODES: readonly PrizeMode[] = ['Lott', 'ZY', 'SEA', 'Elott'];
/** Prize mode the home page's popular list shows. */
export const HIGHLIGHTS_PRIZE_MODE: PrizeMode = 'Lott';
/** Recent VN games shown. */
export const VN_RECENT_COUNT = 10;
/** Draws shown in the home page's latest-numbers table. */
export const HIGHLIGHT_DRAWS = 8;

/** Order of the VN prize table rows (special first). */
export const VN_PRIZE_ORDER = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
] as const;
