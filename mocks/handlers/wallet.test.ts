import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@/api/contract/constants';
import { createTestClient } from '@/testing/harness';
import { refusal } from './test-calls';

describe('the wallet of the mock', () => {
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
