import { describe, expect, it } from 'vitest';
import type { ResponsibleSettings } from '@/api/contract/member-responsible';
import { asksForDepositLimit, depositLeft } from '@/core/responsible-limits';
import { nextCheckAt, overdueCheckAt, sessionLength, timeUpAtOf, waitsCoolingOff } from './rules';

const limit = (
  period: 'DAY' | 'WEEK' | 'MONTH',
  amount: number | null,
  remaining: number | null,
) => ({
  kind: 'DEPOSIT' as const,
  period,
  amount,
  used: 0,
  remaining,
  pending: null,
});
const settings = (
  limits: ResponsibleSettings['limits'],
  hasDeposited = true,
): ResponsibleSettings => ({
  limits,
  realityCheckMinutes: 60,
  hasDeposited,
});

describe('responsible gaming rules', () => {
  it('makes a raise or a removal wait, exactly to the cent; a first or lower limit applies at once', () => {
    expect(waitsCoolingOff(null, 100)).toBe(false);
    expect(waitsCoolingOff(100, 99.99)).toBe(false);
    expect(waitsCoolingOff(0.3, 0.1 + 0.2)).toBe(false); // 0.30000000000000004 is 30 cents
    expect(waitsCoolingOff(100, 100.01)).toBe(true);
    expect(waitsCoolingOff(100, null)).toBe(true);
  });

  it('tells the tightest deposit limit left, exactly, and asks a new member without one', () => {
    const s = settings([
      limit('DAY', 100, 0.3),
      limit('WEEK', 500, 0.29),
      limit('MONTH', null, null),
    ]);
    expect(depositLeft(s)).toEqual({ period: 'WEEK', remaining: 0.29 });
    expect(depositLeft(settings([limit('DAY', null, null)]))).toBeNull();
    expect(asksForDepositLimit(settings([limit('DAY', null, null)], false))).toBe(true);
    expect(asksForDepositLimit(settings([limit('DAY', 100, 100)], false))).toBe(false);
    expect(asksForDepositLimit(settings([limit('DAY', null, null)], true))).toBe(false);
  });

  it('puts the reality check on whole intervals of the session, and tells its length', () => {
    const start = 1_000_000;
    const min = 60_000;
    expect(nextCheckAt(start, 15, start)).toBe(start + 15 * min);
    expect(nextCheckAt(start, 15, start + 15 * min)).toBe(start + 15 * min);
    expect(nextCheckAt(start, 15, start + 15 * min + 1)).toBe(start + 30 * min);
    expect(nextCheckAt(start, 60, start + 61 * min)).toBe(start + 120 * min);
    expect(sessionLength(start, start + 75 * min + 59_999)).toEqual({ hours: 1, minutes: 15 });
  });
});

describe("the end of today's play time", () => {
  it('is now plus the minutes left; now when used up; never without a limit', () => {
    expect(timeUpAtOf({ leftMinutes: 5 }, 1_000)).toBe(1_000 + 5 * 60_000);
    expect(timeUpAtOf({ leftMinutes: 0 }, 1_000)).toBe(1_000);
    expect(timeUpAtOf(null, 1_000)).toBeNull();
    expect(timeUpAtOf(undefined, 1_000)).toBeNull();
  });
});

describe('a reality check that fell due while no page showed', () => {
  const min = 60_000;
  it('is the latest due time not yet shown; none before the first interval or once shown', () => {
    expect(overdueCheckAt(0, 15, 14 * min, null)).toBeNull();
    expect(overdueCheckAt(0, 15, 15 * min + 5_000, null)).toBe(15 * min);
    expect(overdueCheckAt(0, 15, 31 * min, 15 * min)).toBe(30 * min);
    expect(overdueCheckAt(0, 15, 29 * min, 15 * min)).toBeNull();
  });
});
