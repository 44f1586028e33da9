import { describe, expect, it } from 'vitest';
import { checkRate, refreshDelay, REALTIME_SETTLEMENT_MS, SETTLEMENT_GRACE_MS } from './rules';

describe('contract rules', () => {
  it('waits for the next settlement and a grace, or a whole period when none is told', () => {
    expect(refreshDelay(10_000, 4_000)).toBe(6_000 + SETTLEMENT_GRACE_MS);
    expect(refreshDelay(null, 4_000)).toBe(REALTIME_SETTLEMENT_MS);
    expect(refreshDelay(3_000, 4_000)).toBe(REALTIME_SETTLEMENT_MS);
  });

  it('takes a rate up to the own one, exact to 2 decimals, and says what is wrong', () => {
    expect(checkRate(' 1.5 ', 1.5)).toEqual({ rate: 1.5 });
    expect(checkRate('0.3', 0.3)).toEqual({ rate: 0.3 });
    expect(checkRate('1.51', 1.5)).toEqual({ error: 'aboveOwn' });
    expect(checkRate('', 1)).toEqual({ error: 'empty' });
    expect(checkRate('abc', 1)).toEqual({ error: 'notNumber' });
    expect(checkRate('-1', 1)).toEqual({ error: 'notNumber' });
    expect(checkRate('0.125', 1)).toEqual({ error: 'decimals' });
    expect(checkRate('0', 1)).toEqual({ error: 'zero' });
  });
});
