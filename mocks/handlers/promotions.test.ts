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
