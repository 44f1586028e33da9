import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';
import { parseAmount, subtractMoney, sumMoney, toMinor } from './money';

describe('exact money', () => {
  it('sums amounts in minor units, not in float', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney(Array.from({ length: 1000 }, () => 0.01))).toBe(10);
    expect(subtractMoney(1000.1, 999.99)).toBe(0.11);
    expect(toMinor(1.005 * 1000)).toBe(100500);
  });

  it('parses what a member types, exactly, and says what is wrong', () => {
    expect(parseAmount('0.1')).toEqual({ ok: true, minor: 10, amount: 0.1 });
    expect(parseAmount(' 1,234.5 ')).toEqual({ ok: true, minor: 123450, amount: 1234.5 });
    expect(parseAmount('12.')).toEqual({ ok: true, minor: 1200, amount: 12 });
    expect(parseAmount('')).toEqual({ ok: false, error: 'empty' });
    expect(parseAmount('   ')).toEqual({ ok: false, error: 'empty' });
    expect(parseAmount('abc')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseAmount('-5')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseAmount('1e3')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseAmount('12,34')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseAmount('1.234')).toEqual({ ok: false, error: 'decimals' });
    expect(parseAmount('0.00')).toEqual({ ok: false, error: 'zero' });
  });

  it('formats with two decimals, thousands separators and the sign before the symbol', () => {
    expect(formatMoney(-1234.5, '$')).toBe('-$1,234.50');
    expect(formatMoney(-0.001, '$')).toBe('$0.00');
    expect(formatMoney(1.005, '₱')).toBe('₱1.01');
  });
});
