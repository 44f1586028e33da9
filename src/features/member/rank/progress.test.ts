import { describe, expect, it } from 'vitest';
import type { VipRanksValue } from '@/api/contract/member';
import { offersVipService, rankProgress } from './progress';

const rank = (rankLevel: number, depositRequired: number, validBetRequired: number) => ({
  rankLevel,
  labelName: `R${rankLevel}`,
  depositRequired,
  validBetRequired,
  benefits: [],
});
// Listed out of order on purpose: the ladder is by level.
const ranks = [rank(3, 5_000, 25_000), rank(1, 100, 500), rank(2, 1_000, 5_000)];
const value = (rankLevel: number | null, deposit: number, validBet: number): VipRanksValue => ({
  ranks,
  rankLevel,
  deposit,
  validBet,
});

describe('rank progress', () => {
  it('is exact to the cent where floats are not (0.3 - 0.1)', () => {
    const p = rankProgress({ ...value(1, 0.1, 0), ranks: [rank(1, 0, 0), rank(2, 0.3, 1)] });
    expect(p.deposit).toEqual({ required: 0.3, reached: 0.1, remaining: 0.2, percent: 33 });
  });

  it('names the next rank by level and what is missing, 0 once reached, percent capped at 100', () => {
    const p = rankProgress(value(1, 1_200, 4_999.99));
    expect(p.current?.rankLevel).toBe(1);
    expect(p.next?.rankLevel).toBe(2);
    expect(p.deposit).toMatchObject({ remaining: 0, percent: 100 });
    expect(p.validBet).toMatchObject({ remaining: 0.01, percent: 99 });
  });

  it('gives a member without a rank the first rank, and the top rank no next one', () => {
    const none = rankProgress(value(null, 0, 0));
    expect(none.current).toBeNull();
    expect(none.next?.rankLevel).toBe(1);
    expect(none.deposit).toMatchObject({ remaining: 100, percent: 0 });
    const top = rankProgress(value(3, 9_000, 30_000));
    expect(top.current?.rankLevel).toBe(3);
    expect(top).toMatchObject({ next: null, deposit: null, validBet: null });
  });

  it('offers VIP customer service above rank 4 only', () => {
    expect([null, 0, 4, 5, 6].map(offersVipService)).toEqual([false, false, false, true, true]);
  });
});
