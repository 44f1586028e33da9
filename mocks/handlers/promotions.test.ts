import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { PROMOTION_STATES, REBATE_CATEGORIES } from '@/api/contract/promotions';
import { createTestClient, freePlayToken, loginToken } from '@/testing/harness';

/** The promotion calls as a member's client makes them (spec 2 §2, §4). */
async function memberClient(token: string) {
  const test = createTestClient();
  test.state.token = token;
  return test.client;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) =>
      error instanceof ApiError ? { code: error.code, message: error.message } : error,
  );

const balanceOf = async (client: Awaited<ReturnType<typeof memberClient>>) =>
  (await client.call('balance', { typeId: 0 })).sumBalance;

describe('mock sign-up promotions', () => {
  const statesOf = async (client: Awaited<ReturnType<typeof memberClient>>) =>
    Object.fromEntries(
      (await client.call('promotionStates', {})).list.map((p) => [p.promotionId, p.status]),
    );

  it('gives player1 a promotion in every state and newbie1 only join and joined', async () => {
    const player = await memberClient(await loginToken());
    const states = await statesOf(player);
    expect(new Set(Object.values(states))).toEqual(new Set(PROMOTION_STATES));
    expect(states).toMatchObject({ 'PRM-109': 'closed', 'PRM-110': 'coming_soon' });
    const newbie = await memberClient(await loginToken('newbie1', '123456'));
    const fresh = new Set(Object.values(await statesOf(newbie)));
    expect([...fresh].sort()).toEqual(['closed', 'coming_soon', 'join', 'joined']);
  });

  it('joins once: joining again is refused as already joined, a closed one as ended', async () => {
    const client = await memberClient(await loginToken());
    expect(await client.call('signUpPromotionJoin', { promotionId: 'PRM-103' })).toMatchObject({
      promotionId: 'PRM-103',
      status: 'joined',
    });
    expect(
      await failure(client.call('signUpPromotionJoin', { promotionId: 'PRM-103' })),
    ).toMatchObject({ code: 'promotion.already.joined' });
    expect((await statesOf(client))['PRM-103']).toBe('joined');
    expect(
      await failure(client.call('signUpPromotionJoin', { promotionId: 'PRM-109' })),
    ).toMatchObject({ code: 'promotion.closed', message: 'The promotion has ended' });
    expect(
      await failure(client.call('signUpPromotionJoin', { promotionId: 'PRM-110' })),
    ).toMatchObject({ code: 'promotion.not.started' });
  });

  it('claims a reward in state claim into the main wallet once; others are not claimable yet', async () => {
    const client = await memberClient(await loginToken());
    const before = await balanceOf(client);
    expect(await client.call('signUpRequestReward', { promotionId: 'PRM-102' })).toMatchObject({
      status: 'claimed',
      amount: 58,
    });
    expect(await balanceOf(client)).toBeCloseTo(before + 58, 2);
    expect(
      await failure(client.call('signUpRequestReward', { promotionId: 'PRM-102' })),
    ).toMatchObject({ code: 'reward.already.claimed' });
    expect(
      await failure(client.call('signUpRequestReward', { promotionId: 'PRM-107' })),
    ).toMatchObject({ code: 'reward.not.claimable' });
  });

  it('takes an application only where one is asked, and only once', async () => {
    const client = await memberClient(await loginToken());
    const application = {
      promotionId: 'PRM-111',
      comment: 'Won 5,000 on Lucky Slots',
      images: ['data:image/png;base64,iVBORw0KGgo='],
      ageConfirmed: true as const,
    };
    expect(
      await failure(client.call('signUpPromotionJoin', { promotionId: 'PRM-111' })),
    ).toMatchObject({ code: 'promotion.application.required' });
    expect(await client.call('signUpPromotionApply', application)).toMatchObject({
      status: 'applying',
    });
    expect(await failure(client.call('signUpPromotionApply', application))).toMatchObject({
      code: 'promotion.already.joined',
    });
    expect((await statesOf(client))['PRM-111']).toBe('applying');
  });

  it('refuses a trial account and an unknown promotion', async () => {
    const trial = await memberClient(await freePlayToken());
    expect(
      await failure(trial.call('signUpPromotionJoin', { promotionId: 'PRM-101' })),
    ).toMatchObject({ message: 'in_need_true_account' });
    expect(
      await failure(trial.call('signUpRequestReward', { promotionId: 'PRM-102' })),
    ).toMatchObject({ message: 'in_need_true_account' });
    const client = await memberClient(await loginToken());
    expect(
      await failure(client.call('signUpPromotionJoin', { promotionId: 'PRM-999' })),
    ).toMatchObject({ message: 'Promotion not found' });
  });
});

describe('mock reward centre', () => {
  it("lists player1's items in every state, amounts of unopened envelopes and raffles hidden", async () => {
    const client = await memberClient(await loginToken());
    const { list } = await client.call('rewardCenter', {});
    expect(new Set(list.map((i) => i.status))).toEqual(new Set(PROMOTION_STATES));
    expect(list.find((i) => i.rewardId === 'RE-LUCKY')).toMatchObject({ amount: null });
    expect(list.find((i) => i.rewardId === 'RAF-1')).toMatchObject({ amount: null });
    const newbie = await memberClient(await loginToken('newbie1', '123456'));
    expect((await newbie.call('rewardCenter', {})).list).toEqual([]);
  });

  it('claims a reward once: the main wallet gets its exact amount, a second claim is refused', async () => {
    const client = await memberClient(await loginToken());
    const before = await balanceOf(client);
    expect(await client.call('claimReward', { rewardId: 'RW-DAILY' })).toMatchObject({
      status: 'claimed',
      amount: 18.88,
    });
    expect(Math.round((await balanceOf(client)) * 100)).toBe(Math.round(before * 100) + 1888);
    expect(await failure(client.call('claimReward', { rewardId: 'RW-DAILY' }))).toMatchObject({
      code: 'reward.already.claimed',
    });
    const { list } = await client.call('rewardCenter', {});
    expect(list.find((i) => i.rewardId === 'RW-DAILY')).toMatchObject({ status: 'claimed' });
  });

  it('opens a red envelope (its amount shown from then on) and draws a raffle', async () => {
    const client = await memberClient(await loginToken());
    expect(await client.call('openRedEnvelope', { rewardId: 'RE-LUCKY' })).toMatchObject({
      status: 'claimed',
      amount: 8.88,
    });
    const drawn = await client.call('claimRaffle', { raffleId: 'RAF-1' });
    const { list } = await client.call('rewardCenter', {});
    expect(list.find((i) => i.rewardId === 'RE-LUCKY')).toMatchObject({ amount: 8.88 });
    expect(list.find((i) => i.rewardId === 'RAF-1')).toMatchObject({
      status: 'claimed',
      prizeName: drawn.prizeName,
      amount: drawn.amount,
    });
  });

  it('refuses what can not be claimed: closed, coming soon, applying, the wrong call, a trial', async () => {
    const client = await memberClient(await loginToken());
    expect(await failure(client.call('openRedEnvelope', { rewardId: 'RE-NEWYEAR' }))).toMatchObject(
      { code: 'promotion.closed' },
    );
    expect(await failure(client.call('claimRaffle', { raffleId: 'RAF-2' }))).toMatchObject({
      code: 'reward.not.claimable',
    });
    expect(await failure(client.call('claimReward', { rewardId: 'RW-WEEKLY' }))).toMatchObject({
      code: 'reward.not.claimable',
    });
    expect(await failure(client.call('claimReward', { rewardId: 'RE-LUCKY' }))).toMatchObject({
      code: 'not.found',
    });
    const trial = await memberClient(await freePlayToken());
    expect(await failure(trial.call('rewardCenter', {}))).toMatchObject({
      message: 'in_need_true_account',
    });
  });

  it('shows a joined sign-up promotion as joined', async () => {
    const client = await memberClient(await loginToken());
    await client.call('signUpPromotionJoin', { promotionId: 'PRM-103' });
    const { list } = await client.call('rewardCenter', {});
    expect(list.find((i) => i.rewardId === 'PRM-103')).toMatchObject({ status: 'joined' });
  });
});

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
    expect(summary.categories.map((c) => c.gameType)).toEqual([...REBATE_CATEGORIES]);
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
