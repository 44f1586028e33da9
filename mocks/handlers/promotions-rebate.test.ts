import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { createTestClient, freePlayToken, loginToken } from '@/testing/harness';

/** The manual rebate calls as a member's client makes them (spec 2 §2 manualRebate). */
async function memberClient(token: string) {
  const test = createTestClient();
  test.state.token = token;
  return test.client;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? { code: error.code } : error),
  );

const DAY = 86_400_000;
const today = Date.now() - (Date.now() % DAY);
/** The `days` days that end today (UTC, like the mock's bets). */
const period = (days: number) => ({
  startDate: new Date(today - (days - 1) * DAY).toISOString().slice(0, 10),
  endDate: new Date(today).toISOString().slice(0, 10),
});
const cents = (n: number) => Math.round(n * 100);

describe('mock manual rebate', () => {
  it('answers every category with valid bet, rate and amount; the total is their exact sum', async () => {
    const client = await memberClient(await loginToken());
    const summary = await client.call('rebateSummary', period(7));
    expect(summary.categories.map((c) => c.gameType)).toEqual([
      'ELOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
    ]);
    for (const c of summary.categories)
      expect(cents(c.amount)).toBe(Math.floor((cents(c.validBet) * cents(c.rate)) / 10_000));
    expect(cents(summary.total)).toBe(summary.categories.reduce((s, c) => s + cents(c.amount), 0));
    expect(summary.total).toBeGreaterThan(0);
  });

  it('claims one category once: credited exactly, in the history, then nothing left for it', async () => {
    const client = await memberClient(await loginToken());
    const before = (await client.call('balance', { typeId: 0 })).sumBalance;
    const rng = (await client.call('rebateSummary', period(7))).categories.find(
      (c) => c.gameType === 'RNG',
    )!;
    const claim = await client.call('claimRebate', { ...period(7), gameType: 'RNG' });
    expect(claim).toMatchObject({ total: rng.amount, claimed: [{ gameType: 'RNG' }] });
    const after = (await client.call('balance', { typeId: 0 })).sumBalance;
    expect(cents(after)).toBe(cents(before) + cents(rng.amount));
    // The 30 days hold the 7 just claimed: only the older bets are left.
    const month = await client.call('rebateSummary', period(30));
    const left = month.categories.find((c) => c.gameType === 'RNG')!;
    expect(cents(left.validBet)).toBeLessThan(cents(month.categories[0]!.validBet) * 10);
    expect((await client.call('rebateSummary', period(7))).categories[4]).toMatchObject({
      gameType: 'RNG',
      validBet: 0,
      amount: 0,
    });
    const history = await client.call('rebateHistory', { pageNo: 1, pageSize: 10 });
    expect(history.list[0]).toMatchObject({
      orderNo: claim.claimed[0]!.orderNo,
      gameType: 'RNG',
      amount: rng.amount,
    });
    expect(history.totalCount).toBe(1);
  });

  it('claims all categories at or above the minimum; below it the claim is refused', async () => {
    const vip = await memberClient(await loginToken('vip0001'));
    const week = await vip.call('rebateSummary', period(7));
    expect(week.categories.every((c) => c.amount < week.minClaim)).toBe(true);
    expect(await failure(vip.call('claimRebate', period(7)))).toMatchObject({
      code: 'rebate.below.minimum',
    });
    const month = await vip.call('rebateSummary', period(30));
    const claimable = month.categories.filter((c) => c.amount >= month.minClaim);
    expect(claimable.length).toBeGreaterThan(0);
    const claim = await vip.call('claimRebate', period(30));
    expect(claim.claimed.map((c) => c.gameType)).toEqual(claimable.map((c) => c.gameType));
    expect(cents(claim.total)).toBe(claimable.reduce((s, c) => s + cents(c.amount), 0));
  });

  it('refuses a trial account', async () => {
    const trial = await memberClient(await freePlayToken());
    expect(await failure(trial.call('rebateSummary', period(7)))).toMatchObject({
      code: 'trial.account',
    });
  });
});
