import { describe, expect, it } from 'vitest';
import { checkTransferAmount } from './amount';

describe('transfer amount', () => {
  it('says what is wrong with what was typed', () => {
    expect(checkTransferAmount('  ', 100)).toEqual({ ok: false, error: 'empty' });
    expect(checkTransferAmount('12a', 100)).toEqual({ ok: false, error: 'notNumber' });
    expect(checkTransferAmount('1.005', 100)).toEqual({ ok: false, error: 'decimals' });
    expect(checkTransferAmount('0.00', 100)).toEqual({ ok: false, error: 'zero' });
  });

  it('takes at most what the source wallet holds, to the cent', () => {
    expect(checkTransferAmount('100.01', 100)).toEqual({ ok: false, error: 'aboveAvailable' });
    expect(checkTransferAmount('0.30', 0.3)).toEqual({ ok: true, amount: 0.3 });
    expect(checkTransferAmount('1,000.5', null)).toEqual({ ok: true, amount: 1000.5 });
  });
});
