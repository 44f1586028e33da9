import { describe, expect, it } from 'vitest';
import { createTestClient } from '@/testing/harness';
import { mockDb } from '../node';
import { mockScenario } from '@/testing/mock-backend';

const base = { registerMethod: 'WEB' as const, login: true as const };
const user = { ...base, username: 'fresh01', password: 'abc12345', confirmPassword: 'abc12345' };

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('the call succeeded');
}

describe('mock registration (a server, not a stub)', () => {
  it('checks username and password against the registration rules, naming the bounds', async () => {
    const { client } = createTestClient();
    expect(await failure(client.call('register', { ...user, username: '1bad' }))).toMatchObject({
      code: 'request_param_err',
      message: 'Account format is incorrect (6 - 13 characters)',
    });
    expect(
      await failure(client.call('register', { ...user, password: 'a!', confirmPassword: 'a!' })),
    ).toMatchObject({ message: 'Password format is incorrect (6 - 12 characters)' });
    expect(
      await failure(client.call('register', { ...user, confirmPassword: 'abc12399' })),
    ).toMatchObject({ message: 'Confirmation password is not correct.' });
    expect(
      await failure(client.call('register', { ...base, username: '', password: '' })),
    ).toMatchObject({ message: 'Please enter the username and password' });
  });

  it('refuses a taken username (any case), a wrong captcha and an unknown invitation code', async () => {
    const { client } = createTestClient();
    expect(await failure(client.call('register', { ...user, username: 'Player1' }))).toMatchObject({
      code: 'username.exists',
      message: 'Username already exists',
    });
    expect(await failure(client.call('register', { ...user, captcha: '9999' }))).toMatchObject({
      code: 'captcha.wrong',
    });
    expect(await failure(client.call('register', { ...user, affiliateCode: 'ZZZ' }))).toMatchObject(
      { code: 'affiliate.invalid', message: 'Invalid invitation code' },
    );
  });

  it("answers a 'geetest' code when the anti-bot solution is rejected", async () => {
    mockScenario({ challenge: 'fail' });
    const { client } = createTestClient();
    expect((await failure(client.call('register', user))).code).toContain('geetest');
    expect(
      (
        await failure(
          client.call('registerSmsCode', { mobileNo: '9171234567', countryDialingCode: '63' }),
        )
      ).code,
    ).toContain('geetest');
  });

  it('needs the SMS code of the number (missing, wrong, then right) with REGMOBVERF3', async () => {
    const { client } = createTestClient();
    const withMobile = { ...user, mobileNum: '9171234567', countryDialingCode: '63' };
    expect(await failure(client.call('register', withMobile))).toMatchObject({
      code: 'verification.invalid',
      message: 'Missing verification code',
    });
    await client.call('registerSmsCode', { mobileNo: '9171234567', countryDialingCode: '63' });
    expect(
      await failure(client.call('register', { ...withMobile, verificationCode: '000000' })),
    ).toMatchObject({ message: 'Invalid verification code' });
    await expect(
      client.call('register', { ...withMobile, verificationCode: '123456' }),
    ).resolves.toMatchObject({ userName: 'fresh01' });
  });

  it('links the member to the agent of a referral code and records the registration', async () => {
    const { client } = createTestClient();
    const value = await client.call('register', {
      ...user,
      referralCode: 'AG1002',
      registerUrl: 'http://x/register?referralCode=AG1002',
      loginDeviceId: 'dev-1',
    });
    const member = mockDb.state().members.find((m) => m.id === Number(value.customerId))!;
    expect(member.upline).toBe(1002);
    const record = mockDb
      .state()
      .records.find((r) => r.kind === 'registration' && r.memberId === member.id);
    expect(record?.data).toMatchObject({
      referralCode: 'AG1002',
      registerUrl: 'http://x/register?referralCode=AG1002',
      registerMethod: 'WEB',
      loginDeviceId: 'dev-1',
    });
  });

  it('mobile registration: bad number format, taken number, generated account number', async () => {
    const { client } = createTestClient();
    expect(
      await failure(client.call('registerSmsCode', { mobileNo: '12ab', countryDialingCode: '63' })),
    ).toMatchObject({ message: 'Invalid phone number format' });
    await client.call('registerSmsCode', { mobileNo: '9170000001', countryDialingCode: '63' });
    expect(
      await failure(
        client.call('registerMobile', {
          ...base,
          mobileNum: '9170000001',
          countryDialingCode: '63',
          verificationCode: '123456',
        }),
      ),
    ).toMatchObject({ message: 'Phone number already registered' });
    await client.call('registerSmsCode', { mobileNo: '9171112222', countryDialingCode: '63' });
    await expect(
      client.call('registerMobile', {
        ...base,
        mobileNum: '9171112222',
        countryDialingCode: '63',
        verificationCode: '123456',
      }),
    ).resolves.toMatchObject({ userName: '6371112222' });
    // The code is used up.
    expect(
      await failure(
        client.call('registerMobile', {
          ...base,
          mobileNum: '9171112222',
          countryDialingCode: '63',
          verificationCode: '123456',
        }),
      ),
    ).toMatchObject({ message: 'Missing verification code' });
  });

  it('accepts the firebase id token of that number instead of an SMS code', async () => {
    const { client } = createTestClient();
    const payload = {
      ...base,
      mobileNum: '9173334444',
      countryDialingCode: '63',
      firebaseChannel: 'sms' as const,
    };
    expect(
      await failure(
        client.call('registerMobile', {
          ...payload,
          firebaseIdToken: 'mock-firebase:+639170000000:1',
        }),
      ),
    ).toMatchObject({ message: 'Invalid verification code' });
    await expect(
      client.call('registerMobile', {
        ...payload,
        firebaseIdToken: 'mock-firebase:+639173334444:1',
      }),
    ).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('answers #543 for mobile registration when MOBILENUMREG3 is off', async () => {
    mockScenario({ whitelabel: { MOBILENUMREG3: false } });
    const { client } = createTestClient();
    expect(
      await failure(
        client.call('registerMobile', { ...base, mobileNum: '9171112222', verificationCode: '1' }),
      ),
    ).toMatchObject({ code: '#543' });
  });
});
