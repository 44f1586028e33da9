import { describe, expect, it } from 'vitest';
import type { PointReward } from '@/api/contract/points';
import { cashOf, checkConvert, checkRedeem, maxQuantity, tabOf } from './rules';

const reward = (extra: Partial<PointReward> = {}): PointReward => ({
  rewardId: 'PR-07',
  name: 'Branded T-Shirt',
  category: 'PHYSICAL',
  pointsRequired: 2500,
  amountRequired: 0,
  quantity: 300,
  availableQuantity: 3,
  needAddress: true,
  ...extra,
});
const form = {
  quantity: '1',
  address: '1 Rizal Ave',
  phone: '0917 123 4567',
  remarks: '',
  password: 'x',
};

describe('point mall rules', () => {
  it('converts points to cash exactly, rounded down to the cent', () => {
    expect(cashOf(1_005, 10)).toBe(100.5);
    expect(cashOf(1, 3)).toBe(0.33);
    expect(cashOf(100, 10)).toBe(10);
  });

  it('checks the redeem form: quantity within the stock, address and phone for goods sent', () => {
    expect(checkRedeem(reward(), form)).toEqual({});
    expect(checkRedeem(reward(), { ...form, quantity: '4' })).toEqual({
      quantity: 'quantityAboveStock',
    });
    expect(checkRedeem(reward(), { ...form, quantity: '1.5' })).toEqual({
      quantity: 'quantityInvalid',
    });
    expect(checkRedeem(reward(), { ...form, address: ' ', phone: 'abc', password: '' })).toEqual({
      address: 'required',
      phone: 'phoneInvalid',
      password: 'required',
    });
    expect(
      checkRedeem(reward({ needAddress: false }), { ...form, address: '', phone: '' }),
    ).toEqual({});
    expect(checkRedeem(reward(), { ...form, remarks: 'x'.repeat(141) })).toEqual({
      remarks: 'remarksTooLong',
    });
    expect(checkRedeem(reward(), { ...form, remarks: 'x'.repeat(140) })).toEqual({});
    expect(maxQuantity(reward({ availableQuantity: 500 }))).toBe(99);
  });

  it('checks the points to convert against the limits and the balance', () => {
    const config = { minConvertPoints: 100, maxConvertPoints: 1000 };
    expect(checkConvert('250', config, 300)).toEqual({ ok: true, points: 250 });
    expect(checkConvert('99', config, 300)).toEqual({ ok: false, problem: 'belowMin' });
    expect(checkConvert('1001', config, 5000)).toEqual({ ok: false, problem: 'aboveMax' });
    expect(checkConvert('301', config, 300)).toEqual({ ok: false, problem: 'aboveBalance' });
    expect(checkConvert('1e3', config, 5000)).toEqual({ ok: false, problem: 'pointsInvalid' });
  });

  it('reads the tab of the address, the goods by default', () => {
    expect(tabOf('history')).toBe('history');
    expect(tabOf('nonsense')).toBe('goods');
    expect(tabOf(null)).toBe('goods');
  });
});
