import { describe, expect, it } from 'vitest';
import { checkAmount, checkAvailable, checkPart } from './amount';

const limits = { min: 100, max: 50_000 };

describe('checkAmount', () => {
  it('takes an amount within the limits, with thousands commas and two decimals, exactly', () => {
    expect(checkAmount('100', limits)).toEqual({ ok: true, amount: 100 });
    expect(checkAmount('50,000.00', limits)).toEqual({ ok: true, amount: 50_000 });
    expect(checkAmount(' 1,234.5 ', limits)).toEqual({ ok: true, amount: 1_234.5 });
  });

  it('says what is wrong with the text before any limit', () => {
    expect(checkAmount('', limits)).toMatchObject({ ok: false, error: 'empty' });
    expect(checkAmount('12a', limits)).toMatchObject({ ok: false, error: 'notNumber' });
    expect(checkAmount('-5', limits)).toMatchObject({ ok: false, error: 'notNumber' });
    expect(checkAmount('100.001', limits)).toMatchObject({ ok: false, error: 'decimals' });
    expect(checkAmount('0.00', limits)).toMatchObject({ ok: false, error: 'zero' });
  });

  it('names the limit crossed, to the cent', () => {
    expect(checkAmount('99.99', limits)).toEqual({ ok: false, error: 'belowMin', limit: 100 });
    expect(checkAmount('50000.01', limits)).toEqual({
      ok: false,
      error: 'aboveMax',
      limit: 50_000,
    });
  });

  it('keeps below what can be spent now, compared in cents (no float drift)', () => {
    const spend = { ...limits, available: 300.3 };
    expect(checkAmount('300.30', spend)).toEqual({ ok: true, amount: 300.3 });
    expect(checkAmount('300.31', spend)).toEqual({
      ok: false,
      error: 'aboveAvailable',
      limit: 300.3,
    });
    // 0.1 + 0.2 is 0.30000000000000004 in float; the check is exact.
    expect(checkAmount('0.3', { min: 0.1, max: 1, available: 0.1 + 0.2 })).toMatchObject({
      ok: true,
    });
  });
});

describe('checkAvailable', () => {
  it('says what is wrong with what was typed', () => {
    expect(checkAvailable('  ', 100)).toEqual({ ok: false, error: 'empty' });
    expect(checkAvailable('12a', 100)).toEqual({ ok: false, error: 'notNumber' });
    expect(checkAvailable('1.005', 100)).toEqual({ ok: false, error: 'decimals' });
    expect(checkAvailable('0.00', 100)).toEqual({ ok: false, error: 'zero' });
  });

  it('takes at most what the source wallet holds, to the cent, and any amount while unknown', () => {
    expect(checkAvailable('100.01', 100)).toEqual({
      ok: false,
      error: 'aboveAvailable',
      limit: 100,
    });
    expect(checkAvailable('0.30', 0.3)).toEqual({ ok: true, amount: 0.3 });
    expect(checkAvailable('1,000.5', null)).toEqual({ ok: true, amount: 1000.5 });
  });
});

describe('checkPart', () => {
  it('takes a part strictly below the whole', () => {
    expect(checkPart('2,499.99', 2_500)).toEqual({ ok: true, amount: 2_499.99 });
    expect(checkPart('2500', 2_500)).toEqual({ ok: false, error: 'notBelow' });
    expect(checkPart('2500.01', 2_500)).toEqual({ ok: false, error: 'notBelow' });
  });

  it('says what is wrong with the text', () => {
    expect(checkPart('', 10)).toEqual({ ok: false, error: 'empty' });
    expect(checkPart('1.234', 10)).toEqual({ ok: false, error: 'decimals' });
    expect(checkPart('0', 10)).toEqual({ ok: false, error: 'zero' });
  });
});
