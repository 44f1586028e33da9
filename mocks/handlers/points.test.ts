import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { PointsErrorCodes, WalletErrorCodes } from '@/api/contract/constants';
import { createTestClient, freePlayToken, loginToken } from '@/testing/harness';

/** The point mall's calls as a member's (or a visitor's) client makes them (spec 2 §3, §4). */
function clientOf(token: string | null) {
  const test = createTestClient();
  test.state.token = token;
  return test.client;
}
type Client = ReturnType<typeof clientOf>;

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? error.code : error),
  );

const good = async (client: Client, rewardId: string) =>
  (await client.call('pointReward', { pageNo: 1, pageSize: 100 })).list.find(
    (r) => r.rewardId === rewardId,
  )!;

const PAY = 'pay1234';

describe('mock point mall', () => {
  it('shows the goods to a visitor, with one good at its last unit and one out of stock', async () => {
    const visitor = clientOf(null);
    expect(await good(visitor, 'PR-20')).toMatchObject({ availableQuantity: 1 });
    expect(await good(visitor, 'PR-14')).toMatchObject({ availableQuantity: 0 });
    expect(await visitor.call('pointConfig', {})).toMatchObject({
      enabled: true,
      pointsExpire: false,
    });
    expect(await failure(visitor.call('pointBalance', {}))).toBe('login.not.session');
  });

  it("seeds player1's points from its details and newbie1 with none", async () => {
    const player = clientOf(await loginToken());
    const balance = await player.call('pointBalance', {});
    expect(balance).toEqual({ pointBalance: 25_000, totalEarned: 28_350, totalUsed: 3_350 });
    const details = await player.call('pointDetails', { pageNo: 1, pageSize: 100 });
    expect(details.list[0]!.balance).toBe(25_000);
    expect(new Set(details.list.map((d) => d.type))).toEqual(new Set(['EARN', 'SPEND']));
    const statuses = (await player.call('redeemPointList', { pageNo: 1, pageSize: 100 })).list.map(
      (r) => r.status,
    );
    expect(new Set(statuses)).toEqual(new Set(['APPROVED', 'IN_PROCESS', 'REJECTED']));

    const newbie = clientOf(await loginToken('newbie1', '123456'));
    expect(await newbie.call('pointBalance', {})).toEqual({
      pointBalance: 0,
      totalEarned: 0,
      totalUsed: 0,
    });
    expect((await newbie.call('pointDetails', {})).list).toEqual([]);
    expect((await newbie.call('redeemPointList', {})).list).toEqual([]);
  });

  it('redeems against the payment password: points, stock, history and details follow', async () => {
    const player = clientOf(await loginToken());
    const redeem = (password: string) =>
      player.call('redeemPointReward', { rewardId: 'PR-04', quantity: 2, password });
    expect(await failure(redeem('pass1234'))).toBe(WalletErrorCodes.wrongPassword);
    const before = (await good(player, 'PR-04')).availableQuantity;
    expect(await redeem(PAY)).toMatchObject({ status: 'IN_PROCESS', pointBalance: 24_400 });
    expect((await good(player, 'PR-04')).availableQuantity).toBe(before - 2);
    const [latest] = (await player.call('redeemPointList', {})).list;
    expect(latest).toMatchObject({ rewardId: 'PR-04', points: 600, status: 'IN_PROCESS' });
    const [detail] = (await player.call('pointDetails', { type: 'SPEND' })).list;
    expect(detail).toMatchObject({ points: 600, balance: 24_400, source: 'REDEEM' });
  });

  it('refuses with the reason: no payment password, too few points, requirement, address, trial', async () => {
    const newbie = clientOf(await loginToken('newbie1', '123456'));
    expect(
      await failure(newbie.call('redeemPointReward', { rewardId: 'PR-01', password: PAY })),
    ).toBe(WalletErrorCodes.passwordNotSet);
    await newbie.call('paymentPassword', { newPassword: '135790', confirmNewPassword: '135790' });
    expect(
      await failure(newbie.call('redeemPointReward', { rewardId: 'PR-01', password: '135790' })),
    ).toBe(PointsErrorCodes.insufficientPoints);
    const player = clientOf(await loginToken());
    expect(
      await failure(
        player.call('redeemPointReward', {
          rewardId: 'PR-16',
          password: PAY,
          address: '1 Rizal Ave',
          phone: '9171234567',
        }),
      ),
    ).toBe(PointsErrorCodes.requirementNotMet);
    expect(
      await failure(player.call('redeemPointReward', { rewardId: 'PR-07', password: PAY })),
    ).toBe(PointsErrorCodes.addressRequired);
    const trial = clientOf(await freePlayToken());
    expect(
      await failure(trial.call('redeemPointReward', { rewardId: 'PR-01', password: PAY })),
    ).toBe('trial.account');
  });

  it('gives the last unit to one of two members redeeming it at the same time', async () => {
    const [a, b] = [clientOf(await loginToken()), clientOf(await loginToken('vip0001'))];
    const redeem = (client: Client) =>
      failure(client.call('redeemPointReward', { rewardId: 'PR-20', password: PAY }));
    const outcomes = await Promise.all([redeem(a), redeem(b)]);
    expect(outcomes.sort()).toEqual([null, PointsErrorCodes.outOfStock].sort());
    expect((await good(a, 'PR-20')).availableQuantity).toBe(0);
    const redeemed = async (client: Client) =>
      (await client.call('redeemPointList', {})).list.filter((r) => r.rewardId === 'PR-20');
    expect([...(await redeemed(a)), ...(await redeemed(b))]).toHaveLength(1);
  });

  it('converts points to exact cash in the main wallet', async () => {
    const player = clientOf(await loginToken());
    const before = (await player.call('balance', { typeId: 0 })).sumBalance;
    expect(await player.call('convertPoint', { points: 1_005, password: PAY })).toMatchObject({
      amount: 100.5,
      pointBalance: 23_995,
    });
    const after = (await player.call('balance', { typeId: 0 })).sumBalance;
    expect(Math.round((after - before) * 100)).toBe(10_050);
    expect(await failure(player.call('convertPoint', { points: 99, password: PAY }))).toBe(
      PointsErrorCodes.belowMinimum,
    );
    expect(await failure(player.call('convertPoint', { points: 30_000, password: PAY }))).toBe(
      PointsErrorCodes.insufficientPoints,
    );
  });
});
