import { beforeEach, describe, expect, it } from 'vitest';
import { sumMoney } from '@/lib/money';
import { periodOf } from './report-sums';
import { memberClient, type Client } from './test-calls';

let client: Client;
beforeEach(async () => {
  client = await memberClient();
});

describe('records derived from the ledger', () => {
  it('pages thousands of seeded bets with totals of the whole range, filtered by game', async () => {
    const all = await client.call('bettingRecords', { pageNo: 1, pageSize: 100 });
    expect(all.totalCount).toBeGreaterThan(10_000);
    const live = await client.call('bettingRecords', {
      pageNo: 2,
      pageSize: 100,
      gameType: 'LIVE',
    });
    expect(live.list.every((b) => b.gameType === 'LIVE')).toBe(true);
    expect(live.totalCount).toBeLessThan(all.totalCount);
    const last = await client.call('bettingRecords', { pageNo: all.totalPages, pageSize: 100 });
    expect(last.list.length).toBe(all.totalCount - (all.totalPages - 1) * 100);
  });

  it('adds up profit and loss per period: totals are the sum of the rows and of the bets', async () => {
    const startDate = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    const endDate = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const range = { startDate, endDate, gameType: 'RNG' };
    const bets = await client.call('bettingRecords', { pageNo: 1, pageSize: 100, ...range });
    const settled: number[] = [];
    for (let p = 1; p <= bets.totalPages; p += 1) {
      const { list } = await client.call('bettingRecords', { pageNo: p, pageSize: 100, ...range });
      settled.push(...list.filter((b) => b.status === 'SETTLED').map((b) => b.winLoss));
    }
    for (const period of ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const) {
      const pl = await client.call('profitLoss', { pageNo: 1, pageSize: 100, period, ...range });
      expect(sumMoney(pl.list.map((r) => r.profit)), period).toBe(pl.totals.profit);
      expect(sumMoney(pl.list.map((r) => r.betAmount)), period).toBe(pl.totals.betAmount);
      // payout - stake of the settled bets, plus the rebates of the game (no bonuses under a filter).
      expect(sumMoney([pl.totals.payout, -pl.totals.betAmount])).toBe(sumMoney(settled));
      expect(pl.totals.bonus).toBe(0);
    }
  });

  it('totals profit and loss without a game filter: every column is the sum of the rows', async () => {
    const endDate = new Date().toISOString().slice(0, 10);
    const startDate = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    for (const period of ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const) {
      const pl = await client.call('profitLoss', {
        pageNo: 1,
        pageSize: 100,
        period,
        startDate,
        endDate,
      });
      expect(pl.totalPages, period).toBe(1);
      expect(pl.list.length, period).toBeGreaterThan(0);
      for (const key of ['betAmount', 'validBet', 'payout', 'bonus', 'rebate', 'profit'] as const)
        expect(pl.totals[key], `${period} ${key}`).toBe(sumMoney(pl.list.map((r) => r[key])));
    }
  });

  it('cuts periods at Monday, the 16th and the month', () => {
    const t = Date.UTC(2026, 1, 18, 13); // Wednesday 18 February 2026
    expect(periodOf('WEEKLY', t)).toEqual([Date.UTC(2026, 1, 16), Date.UTC(2026, 1, 23) - 1]);
    expect(periodOf('SEMIMONTHLY', t)).toEqual([Date.UTC(2026, 1, 16), Date.UTC(2026, 2, 1) - 1]);
    expect(periodOf('SEMIMONTHLY', Date.UTC(2026, 1, 15, 23))).toEqual([
      Date.UTC(2026, 1, 1),
      Date.UTC(2026, 1, 16) - 1,
    ]);
    expect(periodOf('MONTHLY', t)).toEqual([Date.UTC(2026, 1, 1), Date.UTC(2026, 2, 1) - 1]);
  });

  it('lists bonuses and rebates with the total of the range, filtered by kind', async () => {
    const rebates = await client.call('bonusDetails', {
      pageNo: 1,
      pageSize: 100,
      bonusType: 'REBATE',
    });
    expect(rebates.totalCount).toBeGreaterThan(10);
    expect(rebates.list.every((b) => b.bonusType === 'REBATE')).toBe(true);
    const first = rebates.list.slice(0, rebates.totalCount);
    if (rebates.totalPages === 1)
      expect(rebates.totals.amount).toBe(sumMoney(first.map((b) => b.amount)));
    const all = await client.call('bonusDetails', { pageNo: 1, pageSize: 10 });
    expect(all.totals.amount).toBeGreaterThan(rebates.totals.amount);
  });

  it('runs the account record balances back from the wallet: each row = the next older + its amount', async () => {
    const { list } = await client.call('memberTransactions', { pageNo: 1, pageSize: 100 });
    for (let i = 0; i < list.length - 1; i += 1) {
      const older = list[i + 1]!;
      const moved = list[i]!.status === 'SUCCESS' ? list[i]!.amount : 0;
      expect(list[i]!.balance).toBe(sumMoney([older.balance, moved]));
    }
    expect(list[0]!.balance).toBe(12_345.67);
  });
});
