import { beforeEach, describe, expect, it } from 'vitest';
import { WalletErrorCodes } from '@/api/contract/constants';
import { mockScenario, operator } from '@/testing/mock-backend';
import { mainBalance, memberClient, refusal, type Client } from './test-calls';

let client: Client;
beforeEach(async () => {
  client = await memberClient();
});

const main = () => mainBalance(client);

describe('deposits', () => {
  it('offers channels with limits and presets, one of them closed', async () => {
    const { channels } = await client.call('depositChannels', {});
    expect(channels.find((c) => c.channelId === 'BANK-01')).toMatchObject({
      minAmount: 100,
      maxAmount: 50_000,
      presets: [500, 1000, 5000, 10_000],
      open: true,
    });
    expect(channels.filter((c) => !c.open)).toHaveLength(1);
  });

  it('refuses a closed channel and amounts outside the limits, naming the limit', async () => {
    expect(
      await refusal(client.call('deposit', { channelId: 'CRYPTO-01', amount: 1000 })),
    ).toMatchObject({ errorCode: WalletErrorCodes.channelClosed });
    expect(await refusal(client.call('deposit', { channelId: 'BANK-01', amount: 99.99 }))).toEqual({
      errorCode: WalletErrorCodes.belowMinimum,
      message: 'The minimum deposit is 100.00',
    });
    expect(
      await refusal(client.call('deposit', { channelId: 'EWALLET-01', amount: 20_000.01 })),
    ).toEqual({
      errorCode: WalletErrorCodes.aboveMaximum,
      message: 'The maximum deposit is 20,000.00',
    });
  });

  it('stays pending until the back office credits it: balance, record and an unread message', async () => {
    const order = await client.call('deposit', { channelId: 'BANK-01', amount: 1234.56 });
    expect(order.status).toBe('PENDING');
    expect(await main()).toBe(12_345.67);
    const unread = (await client.call('inboxUnread', {})).unReadCount;

    operator('deposits', order.orderNo, { outcome: 'CREDITED' });
    expect(await main()).toBe(13_580.23);
    const [listed] = (await client.call('depositOrders', { pageNo: 1, pageSize: 1 })).list;
    expect(listed).toMatchObject({ orderNo: order.orderNo, status: 'CREDITED' });
    const record = await client.call('memberTransactions', { pageNo: 1, pageSize: 1 });
    expect(record.list[0]).toMatchObject({
      transType: 'DEPOSIT',
      amount: 1234.56,
      balance: 13_580.23,
    });
    const inbox = await client.call('inboxMessages', { pageNo: 1, pageSize: 1 });
    expect(inbox.list[0]).toMatchObject({
      kind: 'DEPOSIT_CREDITED',
      orderNo: order.orderNo,
      read: false,
    });
    expect(inbox.unReadCount).toBe(unread + 1);
    expect(() => operator('deposits', order.orderNo, { outcome: 'FAILED' })).toThrow(/CREDITED/);
  });

  it('fails with the reason and a DEPOSIT_FAILED message; the seeded orders show every state', async () => {
    operator('deposits', 'latest', {
      account: 'player1',
      outcome: 'FAILED',
      reason: 'Card declined',
    });
    const { list } = await client.call('depositOrders', { pageNo: 1, pageSize: 10 });
    expect(list.find((o) => o.orderNo === 'DP-1')).toMatchObject({
      status: 'FAILED',
      reason: 'Card declined',
    });
    expect(new Set(list.map((o) => o.status))).toEqual(new Set(['FAILED', 'CREDITED']));
    expect((await client.call('inboxMessages', { pageNo: 1, pageSize: 1 })).list[0]!.kind).toBe(
      'DEPOSIT_FAILED',
    );
    expect(await main()).toBe(12_345.67);
  });

  it('credits by itself after money.depositAutoCreditMs when the scenario asks', async () => {
    mockScenario({ money: { depositAutoCreditMs: 0 } });
    await client.call('deposit', { channelId: 'QR-01', amount: 50 });
    expect(await main()).toBe(12_395.67);
  });
});
