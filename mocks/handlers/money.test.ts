import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCodes, WalletErrorCodes } from '@/api/contract/constants';
import { sumMoney } from '@/lib/money';
import { createTestClient, loginToken } from '@/testing/harness';
import { mockScenario, operator } from '@/testing/mock-backend';
import { mockDb } from '../node';
import { periodOf } from './money-records';

/** The business error a call answers (its errorCode and message). */
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (e: { code: string; message: string }) => ({ errorCode: e.code, message: e.message }),
  );

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let client: ReturnType<typeof createTestClient>['client'];
beforeEach(async () => {
  const c = createTestClient();
  c.state.token = await loginToken();
  client = c.client;
});

const main = async () => (await client.call('balance', { typeId: 1 })).balance[0]!.availBalance;

describe('the ledger of the mock: transfers', () => {
  it('moves an exact amount between wallets and books it in the account record', async () => {
    const before = await client.call('balance', { typeId: 0 });
    const after = await client.call('walletTransfer', {
      amount: 0.1,
      fromAccountTypeId: 1,
      toAccountTypeId: 201,
    });
    expect(after.sumBalance).toBe(before.sumBalance);
    expect(after.balance.find((w) => w.accountTypeId === 1)!.availBalance).toBe(12_345.57);
    expect(after.balance.find((w) => w.accountTypeId === 201)!.availBalance).toBe(0.1);

    const record = await client.call('memberTransactions', { pageNo: 1, pageSize: 5 });
    expect(record.list[0]).toMatchObject({
      transType: 'TRANSFER_OUT',
      amount: -0.1,
      balance: 12_345.57,
    });
    const today = new Date().toISOString().slice(0, 10);
    const out = await client.call('memberTransactions', {
      pageNo: 1,
      pageSize: 10,
      startDate: today,
      endDate: today,
      transType: 'TRANSFER_OUT',
    });
    expect(out.totalCount).toBe(1);
    expect(out.totals).toEqual({ credit: 0, debit: 0.1 });
  });

  it('refuses more than the wallet holds, or a third decimal, whole: nothing moves', async () => {
    expect(
      await refusal(client.call('walletTransfer', { amount: 12_345.68, toAccountTypeId: 201 })),
    ).toMatchObject({ errorCode: WalletErrorCodes.insufficientBalance });
    expect(
      await refusal(client.call('walletTransfer', { amount: 0.005, toAccountTypeId: 201 })),
    ).toMatchObject({ errorCode: ErrorCodes.badRequest });
    expect(await main()).toBe(12_345.67);
  });

  it('asks for the payment password for a transfer to another member', async () => {
    const agent = createTestClient();
    agent.state.token = await loginToken('agent01');
    const downline = mockDb.state().members.find((m) => m.upline === 1002)!;
    const send = (password?: string) =>
      agent.client.call('walletTransfer', {
        amount: 50,
        targetAccount: downline.account,
        password,
      });
    expect(await refusal(send('wrong'))).toMatchObject({
      errorCode: WalletErrorCodes.wrongPassword,
    });
    expect(await refusal(send())).toMatchObject({ errorCode: WalletErrorCodes.wrongPassword });
    const before = downline.balance;
    await send('pay1234');
    expect(downline.balance).toBe(sumMoney([before, 50]));
  });

  it('refuses every money write of a trial account with in_need_true_account', async () => {
    const trial = createTestClient();
    const value = await trial.client.call('freePlayLogin', { os: 'web', platform: 'W' });
    trial.state.token = value.token;
    const calls = [
      () => trial.client.call('walletTransfer', { amount: 10, toAccountTypeId: 201 }),
      () => trial.client.call('deposit', { channelId: 'BANK-01', amount: 500 }),
      () => trial.client.call('withdraw', { accountId: 'BA-1', amount: 200, password: 'x' }),
      () => trial.client.call('withdrawConfirm', { orderNo: 'WD-1', outcome: 'RECEIVED' }),
    ];
    for (const call of calls)
      expect(await refusal(call())).toEqual({
        errorCode: ErrorCodes.trialAccount,
        message: 'in_need_true_account',
      });
  });
});

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
