import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCodes, WalletErrorCodes } from '@/api/contract/constants';
import { sumMoney } from '@/lib/money';
import { createTestClient, loginToken } from '@/testing/harness';
import { mockScenario, operator } from '@/testing/mock-backend';
import { mainBalance, memberClient, refusal, type Client } from './test-calls';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let client: Client;
beforeEach(async () => {
  client = await memberClient();
});

const main = () => mainBalance(client);

describe('withdrawals', () => {
  it('tells the limits, the withdrawable amount and the confirmation minutes', async () => {
    mockScenario({ money: { confirmMinutes: 45 } });
    expect(await client.call('withdrawInfo', {})).toMatchObject({
      accounts: [
        { accountId: 'BA-1', kind: 'BANK' },
        { accountId: 'EW-1', kind: 'EWALLET' },
      ],
      minAmount: 100,
      maxAmount: 50_000,
      withdrawable: 12_345.67,
      hasPaymentPassword: true,
      confirmMinutes: 45,
    });
  });

  it('checks the payment password, the limits and the balance', async () => {
    const ask = (amount: number, password = 'pay1234') =>
      refusal(client.call('withdraw', { accountId: 'BA-1', amount, password }));
    expect(await ask(200, 'nope')).toMatchObject({ errorCode: WalletErrorCodes.wrongPassword });
    expect(await ask(99)).toMatchObject({ errorCode: WalletErrorCodes.belowMinimum });
    expect(await ask(50_001)).toMatchObject({ errorCode: WalletErrorCodes.aboveMaximum });
    expect(await ask(12_345.68)).toMatchObject({ errorCode: WalletErrorCodes.insufficientBalance });

    const newbie = createTestClient();
    newbie.state.token = await loginToken('newbie1', '123456');
    expect(
      await refusal(
        newbie.client.call('withdraw', { accountId: 'BA-1', amount: 200, password: 'x' }),
      ),
    ).toMatchObject({ errorCode: WalletErrorCodes.passwordNotSet });
  });

  it('holds the amount at request and gives it back when rejected, with messages', async () => {
    const order = await client.call('withdraw', {
      accountId: 'EW-1',
      amount: 345.67,
      password: 'pay1234',
    });
    expect(order).toMatchObject({
      status: 'PENDING',
      accountLabel: expect.stringContaining('GCash'),
    });
    expect(await main()).toBe(12_000);
    operator('withdrawals', order.orderNo, { action: 'reject', reason: 'Name mismatch' });
    expect(await main()).toBe(12_345.67);
    const [listed] = (
      await client.call('withdrawals', { pageNo: 1, pageSize: 1, orderNo: order.orderNo })
    ).list;
    expect(listed).toMatchObject({ status: 'REJECTED', rejectReason: 'Name mismatch' });
    const inbox = await client.call('inboxMessages', { pageNo: 1, pageSize: 1 });
    expect(inbox.list[0]).toMatchObject({ kind: 'WITHDRAWAL_REJECTED', orderNo: order.orderNo });
  });

  it('is confirmed after payout: received, partly received (remainder) or not received (proof)', async () => {
    const request = () =>
      client.call('withdraw', { accountId: 'BA-1', amount: 500, password: 'pay1234' });
    const a = await request();
    expect(
      await refusal(client.call('withdrawConfirm', { orderNo: a.orderNo, outcome: 'RECEIVED' })),
    ).toMatchObject({ errorCode: WalletErrorCodes.orderState });
    operator('withdrawals', a.orderNo, { action: 'approve' });
    expect((await client.call('inboxMessages', { pageNo: 1, pageSize: 1 })).list[0]!.kind).toBe(
      'WITHDRAWAL_APPROVED',
    );
    const paid = operator('withdrawals', a.orderNo, { action: 'pay' }) as {
      confirmDeadline: number;
    };
    expect(paid.confirmDeadline).toBeGreaterThan(Date.now() + 29 * 60_000);
    await client.call('withdrawConfirm', { orderNo: a.orderNo, outcome: 'RECEIVED' });

    const b = await request();
    operator('withdrawals', b.orderNo, { action: 'pay' });
    const partlyTooMuch = client.call('withdrawConfirm', {
      orderNo: b.orderNo,
      outcome: 'PARTLY_RECEIVED',
      receivedAmount: 500,
    });
    expect(await refusal(partlyTooMuch)).toMatchObject({ errorCode: ErrorCodes.badRequest });
    expect(
      await client.call('withdrawConfirm', {
        orderNo: b.orderNo,
        outcome: 'PARTLY_RECEIVED',
        receivedAmount: 320.5,
      }),
    ).toMatchObject({ status: 'PARTLY_RECEIVED', receivedAmount: 320.5, remainingAmount: 179.5 });

    expect(
      await client.call('withdrawConfirm', {
        orderNo: 'WD-1',
        outcome: 'NOT_RECEIVED',
        proofImage: PNG,
      }),
    ).toMatchObject({ status: 'NOT_RECEIVED', remainingAmount: 2500 });
    expect(await main()).toBe(sumMoney([12_345.67, -1000]));
  });

  it('refuses a proof image above 5 MB', async () => {
    const big = `data:image/jpeg;base64,${'A'.repeat(Math.ceil((5 * 1024 * 1024 * 4) / 3) + 8)}`;
    expect(
      await refusal(
        client.call('withdrawConfirm', {
          orderNo: 'WD-1',
          outcome: 'NOT_RECEIVED',
          proofImage: big,
        }),
      ),
    ).toEqual({
      errorCode: ErrorCodes.badRequest,
      message: 'The proof image must be at most 5 MB',
    });
  });

  it('counts a payout unconfirmed past its deadline as received: forced, final', async () => {
    const { list } = await client.call('withdrawals', { pageNo: 1, pageSize: 20 });
    expect(new Set(list.map((o) => o.status))).toEqual(
      new Set([
        'PENDING',
        'APPROVED',
        'PAID',
        'RECEIVED',
        'PARTLY_RECEIVED',
        'NOT_RECEIVED',
        'REJECTED',
      ]),
    );
    expect(list.find((o) => o.orderNo === 'WD-4')).toMatchObject({
      status: 'RECEIVED',
      forcedReceipt: true,
      confirmDeadline: null,
    });
    expect(list.find((o) => o.orderNo === 'WD-5')).toMatchObject({ remainingAmount: 1000 });
    expect(
      await refusal(
        client.call('withdrawConfirm', {
          orderNo: 'WD-4',
          outcome: 'NOT_RECEIVED',
          proofImage: PNG,
        }),
      ),
    ).toMatchObject({ errorCode: WalletErrorCodes.orderState });
    // A shorter window turns the payout awaiting confirmation into a forced receipt when read.
    mockScenario({ money: { confirmMinutes: 1 } });
    const [awaiting] = (
      await client.call('withdrawals', { pageNo: 1, pageSize: 1, orderNo: 'WD-1' })
    ).list;
    expect(awaiting).toMatchObject({ status: 'RECEIVED', forcedReceipt: true });
  });
});
