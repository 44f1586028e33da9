import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@/api/contract/constants';
import { createTestClient, freePlayToken, loginToken } from '@/testing/harness';
import { mockDb } from '../node';
import { MOCK_SMS_CODE } from './auth-support';

async function member(username?: string, password?: string) {
  const { client, state } = createTestClient();
  state.token = await loginToken(username, password);
  return client;
}

describe('mock security centre', () => {
  it('binds an e-mail with the code it sent, used once; another member’s e-mail is refused', async () => {
    const client = await member('newbie1', '123456');
    await client.call('bindEmailCode', { email: 'newbie.one@example.com' });
    await client.call('bindEmail', {
      email: 'newbie.one@example.com',
      verificationCode: MOCK_SMS_CODE,
    });
    expect(mockDb.state().members.find((m) => m.account === 'newbie1')!.email).toBe(
      'newbie.one@example.com',
    );
    // The code is used up.
    await expect(
      client.call('bindEmail', {
        email: 'newbie.one@example.com',
        verificationCode: MOCK_SMS_CODE,
      }),
    ).rejects.toMatchObject({ code: ErrorCodes.invalidVerificationCode });
    await client.call('bindEmailCode', { email: 'PLAYER1@example.com' });
    await expect(
      client.call('bindEmail', { email: 'PLAYER1@example.com', verificationCode: MOCK_SMS_CODE }),
    ).rejects.toMatchObject({ message: 'This e-mail is bound to another account' });
  });

  it('refuses codes for a malformed number or e-mail, with the registration messages', async () => {
    const client = await member();
    await expect(client.call('bindSmsCode', { mobileNum: '12ab' })).rejects.toMatchObject({
      message: 'Invalid phone number format',
    });
    await expect(client.call('bindEmailCode', { email: 'not-an-email' })).rejects.toMatchObject({
      message: 'E-mail format is incorrect',
    });
  });

  it('sets a payment password only under the rule, and changes it only with the current one', async () => {
    const client = await member('newbie1', '123456');
    await expect(
      client.call('paymentPassword', { newPassword: 'abc', confirmNewPassword: 'abc' }),
    ).rejects.toMatchObject({ message: 'Password format is incorrect' });
    await client.call('paymentPassword', { newPassword: '135790', confirmNewPassword: '135790' });
    await expect(
      client.call('paymentPassword', { newPassword: '246810', confirmNewPassword: '246810' }),
    ).rejects.toMatchObject({ code: 'password.invalid' });
    await client.call('paymentPassword', {
      oldPassword: '135790',
      newPassword: '246810',
      confirmNewPassword: '246810',
    });
    expect(mockDb.state().members.find((m) => m.account === 'newbie1')!.paymentPassword).toBe(
      '246810',
    );
  });

  it('refuses a trial account every call', async () => {
    const { client, state } = createTestClient();
    state.token = await freePlayToken();
    await expect(client.call('securityCenter', {})).rejects.toMatchObject({
      code: ErrorCodes.trialAccount,
    });
    await expect(client.call('socialLink', { provider: 'GOOGLE' })).rejects.toMatchObject({
      code: ErrorCodes.trialAccount,
    });
  });
});
