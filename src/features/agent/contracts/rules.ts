import type { ContractType } from '@/api/contract/agent';
import { toMinor } from '@/lib/money';

/** Real-time salary settles every 5 minutes (spec 2 §9). */
export const REALTIME_SETTLEMENT_MS = 5 * 60_000;
/** The page reloads this long after a settlement, when its rows are there. */
export const SETTLEMENT_GRACE_MS = 2_000;

/** The answer call of each contract type (spec 2 §7). */
export const ANSWER_CALL = {
  dividend: 'processDividend',
  dailySalary: 'processDailySalary',
  hourlySalary: 'processHourSalary',
  realTimeSalary: 'processRealTimeSalary',
} as const satisfies Record<ContractType, string>;

/**
 * How long the real-time page waits before reloading: until the next settlement the server told
 * (and a grace), or a whole period when it told none or the time has passed.
 */
export function refreshDelay(nextSettlementAt: number | null | undefined, now: number): number {
  if (!nextSettlementAt || nextSettlementAt <= now) return REALTIME_SETTLEMENT_MS;
  return nextSettlementAt - now + SETTLEMENT_GRACE_MS;
}

export type RateError = 'empty' | 'notNumber' | 'decimals' | 'zero' | 'aboveOwn';

/** The rate offered to a downline: a positive percentage with at most 2 decimals, not above `own`. */
export function checkRate(text: string, own: number): { rate: number } | { error: RateError } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'empty' };
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { error: 'notNumber' };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: 'decimals' };
  const rate = Number(trimmed);
  if (rate <= 0) return { error: 'zero' };
  if (toMinor(rate) > toMinor(own)) return { error: 'aboveOwn' };
  return { rate };
}
