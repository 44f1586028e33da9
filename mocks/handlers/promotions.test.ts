import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { createTestClient, freePlayToken, loginToken } from '@/testing/harness';

/** The sign-up promotion calls as a member's client makes them (spec 2 §4). */
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

describe('mock sign-up promotions', () => {
  it('joins once, then requests the reward, which moves it to applying', async () => {
    const client = await memberClient(await loginToken());
    expect(await client.call('signUpPromotionJoin', { promotionId: 'PRM-101' })).toMatchObject({
      promotionId: 'PRM-101',
      status: 'joined',
    });
    expect(await client.call('signUpPromotionJoin', { promotionId: 'PRM-101' })).toMatchObject({
      status: 'joined',
    });
    expect(await client.call('signUpRequestReward', { promotionId: 'PRM-101' })).toMatchObject({
      status: 'applying',
    });
    expect(await client.call('signUpPromotionJoin', { promotionId: 'PRM-101' })).toMatchObject({
      status: 'applying',
    });
  });

  it('asks to join first where joining is required, and not where it is not', async () => {
    const client = await memberClient(await loginToken());
    expect(
      await failure(client.call('signUpRequestReward', { promotionId: 'PRM-103' })),
    ).toMatchObject({ message: 'Please join the promotion first' });
    expect(await client.call('signUpRequestReward', { promotionId: 'PRM-102' })).toMatchObject({
      status: 'applying',
    });
  });

  it('refuses a trial account, an unknown promotion and an ended one', async () => {
    const trial = await memberClient(await freePlayToken());
    expect(
      await failure(trial.call('signUpPromotionJoin', { promotionId: 'PRM-101' })),
    ).toMatchObject({ message: 'in_need_true_account' });
    const client = await memberClient(await loginToken());
    expect(
      await failure(client.call('signUpPromotionJoin', { promotionId: 'PRM-999' })),
    ).toMatchObject({ message: 'Promotion not found' });
    expect(
      await failure(client.call('signUpRequestReward', { promotionId: 'PRM-109' })),
    ).toMatchObject({ message: 'The promotion has ended' });
  });
});

const balanceOf = async (client: Awaited<ReturnType<typeof memberClient>>) =>
  (await client.call('balance', { typeId: 0 })).sumBalance;

describe('mock reward centre', () => {
  it("lists player1's items in every state, amounts of unopened envelopes and raffles hidden", async () => {
    const client = await memberClient(await loginToken());
    const { list } = await client.call('rewardCenter', {});
    expect(new Set(list.map((i) => i.status))).toEqual(
      new Set([
        'join',
        'joined',
        'claim',
        'applying',
        'in_process',
        'issued',
        'claimed',
        'rejected',
        'closed',
        'coming_soon',
      ]),
    );
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
