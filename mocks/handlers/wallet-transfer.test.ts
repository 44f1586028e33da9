import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCodes, WalletErrorCodes } from '@/api/contract/constants';
import { sumMoney } from '@/lib/money';
import { createTestClient, loginToken } from '@/testing/harness';
import { mockDb } from '../node';
import { mainBalance, memberClient, refusal, type Client } from './test-calls';

let client: Client;
beforeEach(async () => {
  client = await memberClient();
});

const main = () => mainBalance(client);

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
});
