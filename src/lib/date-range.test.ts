import { describe, expect, it } from 'vitest';
import { checkRange, parseDay, periodLabel, presetRange, requestBounds } from './date-range';

// Local calendar dates: the rules are about the member's days, whatever the time zone.
const at = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(y, m - 1, d, h, min).getTime();

describe('date presets', () => {
  it('previous 7 and 30 days end today, next 7 and 30 days start today (both ends inclusive)', () => {
    const today = at(2024, 3, 5, 23, 59);
    expect(presetRange('previous7', today)).toEqual({ start: '2024-02-28', end: '2024-03-05' });
    expect(presetRange('previous30', today)).toEqual({ start: '2024-02-05', end: '2024-03-05' });
    expect(presetRange('next7', today)).toEqual({ start: '2024-03-05', end: '2024-03-11' });
    expect(presetRange('next30', today)).toEqual({ start: '2024-03-05', end: '2024-04-03' });
  });

  it('crosses month and year ends', () => {
    expect(presetRange('previous7', at(2025, 1, 3))).toEqual({
      start: '2024-12-28',
      end: '2025-01-03',
    });
    expect(presetRange('next30', at(2024, 12, 20))).toEqual({
      start: '2024-12-20',
      end: '2025-01-18',
    });
  });

  it('sends the bounds as inclusive yyyy-MM-dd days', () => {
    expect(requestBounds({ start: '2024-06-01', end: '2024-06-07' })).toEqual({
      startDate: '2024-06-01',
      endDate: '2024-06-07',
    });
  });
});

describe('custom range', () => {
  it('needs both days, real days, and the start not after the end', () => {
    expect(checkRange({ start: '', end: '2024-06-07' })).toBe('startMissing');
    expect(checkRange({ start: '2024-06-01', end: ' ' })).toBe('endMissing');
    expect(checkRange({ start: '2024-02-30', end: '2024-03-01' })).toBe('startInvalid');
    expect(checkRange({ start: '2024-02-01', end: '01-03-2024' })).toBe('endInvalid');
    expect(checkRange({ start: '2024-06-08', end: '2024-06-07' })).toBe('order');
    expect(checkRange({ start: '2024-06-07', end: '2024-06-07' })).toBeNull();
    expect(checkRange({ start: '2023-12-31', end: '2024-01-01' })).toBeNull();
  });

  it('reads only real yyyy-MM-dd days', () => {
    expect(parseDay('2024-02-29')?.getDate()).toBe(29);
    expect(parseDay('2023-02-29')).toBeNull();
    expect(parseDay('2024-2-9')).toBeNull();
    expect(parseDay('')).toBeNull();
  });
});

describe('period labels', () => {
  it('names a day, a week, a half month and a month', () => {
    expect(periodLabel('DAILY', at(2024, 6, 3), at(2024, 6, 3, 23, 59))).toBe('2024-06-03');
    expect(periodLabel('WEEKLY', at(2024, 6, 3), at(2024, 6, 9, 23, 59))).toBe(
      '2024-06-03 – 2024-06-09',
    );
    expect(periodLabel('SEMIMONTHLY', at(2024, 6, 16), at(2024, 6, 30, 23, 59))).toBe(
      '2024-06-16 – 2024-06-30',
    );
    expect(periodLabel('MONTHLY', at(2024, 2, 1), at(2024, 2, 29, 23, 59))).toBe('2024-02');
  });

  it('reads an end at midnight as exclusive, and a month cut by the range as its days', () => {
    expect(periodLabel('WEEKLY', at(2024, 6, 3), at(2024, 6, 10))).toBe('2024-06-03 – 2024-06-09');
    expect(periodLabel('DAILY', at(2024, 6, 3), at(2024, 6, 4))).toBe('2024-06-03');
    expect(periodLabel('MONTHLY', at(2024, 6, 1), at(2024, 7, 1))).toBe('2024-06');
    expect(periodLabel('MONTHLY', at(2024, 6, 10), at(2024, 6, 30, 23, 59))).toBe(
      '2024-06-10 – 2024-06-30',
    );
  });
});
