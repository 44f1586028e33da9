/**
 * Date ranges of the record pages (spec 2 §9: presets "next and previous 7 and 30 days", periods
 * daily, weekly, semimonthly, monthly). Pure: today comes in as an argument, dates travel as the
 * yyyy-MM-dd text the record calls take (both bounds inclusive, the member's local calendar).
 *
 * What the presets mean (the spec names them only):
 * - previous 7 / 30 days: the 7 / 30 calendar days that end today, today included (what happened);
 * - next 7 / 30 days: the 7 / 30 calendar days that start today, today included (what is still to
 *   come: unsettled bets on later matches, pending transactions, scheduled bonuses).
 */
import { addDays, endOfMonth, format, isValid, parse, startOfDay } from 'date-fns';

export const DATE_PRESETS = ['previous7', 'previous30', 'next7', 'next30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export const DEFAULT_DATE_PRESET: DatePreset = 'previous7';

/** Inclusive bounds, yyyy-MM-dd. */
export interface DateRange {
  start: string;
  end: string;
}

const DAY_FORMAT = 'yyyy-MM-dd';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The yyyy-MM-dd of a moment, in the local calendar. */
export const dayOf = (moment: Date | number): string => format(moment, DAY_FORMAT);

/** The date of a yyyy-MM-dd text (local midnight), or null when it is not a real day. */
export function parseDay(text: string): Date | null {
  if (!DAY_PATTERN.test(text)) return null;
  const date = parse(text, DAY_FORMAT, new Date(0));
  return isValid(date) && dayOf(date) === text ? date : null;
}

const PRESET_DAYS: Record<DatePreset, { days: number; forward: boolean }> = {
  previous7: { days: 7, forward: false },
  previous30: { days: 30, forward: false },
  next7: { days: 7, forward: true },
  next30: { days: 30, forward: true },
};

/** The range a preset means on `today` (see the module note). */
export function presetRange(preset: DatePreset, today: Date | number): DateRange {
  const { days, forward } = PRESET_DAYS[preset];
  const day = startOfDay(today);
  return forward
    ? { start: dayOf(day), end: dayOf(addDays(day, days - 1)) }
    : { start: dayOf(addDays(day, -(days - 1))), end: dayOf(day) };
}

export type RangeError = 'startMissing' | 'endMissing' | 'startInvalid' | 'endInvalid' | 'order';

/** What is wrong with a custom range a member typed, or null: start and end days, start ≤ end. */
export function checkRange(range: DateRange): RangeError | null {
  if (!range.start.trim()) return 'startMissing';
  if (!parseDay(range.start)) return 'startInvalid';
  if (!range.end.trim()) return 'endMissing';
  if (!parseDay(range.end)) return 'endInvalid';
  // yyyy-MM-dd texts compare like the days they name.
  return range.start > range.end ? 'order' : null;
}

/** The record calls' bounds (inclusive days). */
export const requestBounds = (range: DateRange) => ({
  startDate: range.start,
  endDate: range.end,
});

/** Report periods (spec 2 §9), as the contract names them. */
export type ReportPeriod = 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';

/**
 * How a profit-and-loss row names its period: the day, the month (yyyy-MM) of a whole month, or
 * first – last day of a week or half month (the last day is the one before `endMs` when the server
 * sends an exclusive end at midnight).
 */
export function periodLabel(period: ReportPeriod, startMs: number, endMs: number): string {
  const first = startOfDay(startMs);
  const lastMoment = new Date(endMs);
  const last =
    endMs > startMs && startOfDay(lastMoment).getTime() === lastMoment.getTime()
      ? addDays(lastMoment, -1)
      : startOfDay(lastMoment);
  if (period === 'DAILY' || dayOf(first) === dayOf(last)) return dayOf(first);
  if (period === 'MONTHLY' && first.getDate() === 1 && dayOf(last) === dayOf(endOfMonth(first)))
    return format(first, 'yyyy-MM');
  return `${dayOf(first)} – ${dayOf(last)}`;
}
