/**
 * Lottery constants. The contract's (prize modes, the popular and opened-number list sizes of
 * spec 2 §9) are imported from `@/api/contract/constants`.
 */
import { type PrizeMode } from '@/api/contract/constants';

/** The device the lottery gateway is told about (spec 2 §3: VN menu device WEB). */
export const LOTTERY_DEVICE = 'WEB';
/** lottoArea of the Vietnamese lottery lobby (spec 2 §3). */
export const VN_LOTTO_AREA = 'VN';
/** Local-storage key of the favourite lottery ids, per username (spec 2 §3). */
export const LOTTFAV_KEY = 'LOTTFAV';

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
