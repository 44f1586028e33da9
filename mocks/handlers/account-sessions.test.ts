import { describe, expect, it } from 'vitest';
import { ErrorCodes, SessionErrorCodes } from '@/api/contract/constants';
import { createTestClient, freePlayToken, loginToken } from '@/testing/harness';
import { mockScenario } from '@/testing/mock-backend';
import { memberClient, refusal } from './test-calls';
import { describeUserAgent, failedLoginOutcome } from './session-model';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const clientWith = (token: string) => {
  const c = createTestClient();
  c.state.token = token;
  return c.client;
};

describe('mock active sessions (issue 30)', () => {
  it("lists the member's sessions with the current one first and marked, the seeded devices after it", async () => {
    const client = await memberClient('player1');
    const { list } = await client.call('securitySessions', {});
    expect(list.map((s) => [s.current, s.device, s.browser])).toEqual([
      [true, expect.anything(), expect.anything()],
      [false, 'iPhone', 'Safari'],
      [false, 'Windows desktop', 'Chrome'],
    ]);
    expect(list[0]).toMatchObject({ ip: '203.0.113.7', country: 'Philippines' });
    // Public ids only: no token in the answer.
    expect(JSON.stringify(list)).not.toMatch(/tk_/);
    // A second login sees the first, not current.
    const second = await memberClient('player1');
    const seen = (await second.call('securitySessions', {})).list;
    expect(seen).toHaveLength(4);
    expect(seen.filter((s) => s.current)).toHaveLength(1);
  });

  it('ends one other session: its token answers 401 at once; the current one cannot be ended here', async () => {
    const phoneToken = await loginToken('player1');
    const desk = await memberClient('player1');
    const phone = clientWith(phoneToken);
    const { list } = await desk.call('securitySessions', {});
    const mine = list.find((s) => s.current)!;
    const phoneSession = (await phone.call('securitySessions', {})).list.find((s) => s.current)!;
    await desk.call('endSession', { sessionId: phoneSession.sessionId });
    await expect(phone.call('balance', { typeId: 1 })).rejects.toMatchObject({
      code: ErrorCodes.notLoggedIn,
    });
    expect(await refusal(desk.call('endSession', { sessionId: phoneSession.sessionId }))).toEqual({
      errorCode: SessionErrorCodes.notFound,
      message: 'This session has already ended',
    });
    expect((await refusal(desk.call('endSession', { sessionId: mine.sessionId }))).errorCode).toBe(
      SessionErrorCodes.current,
    );
    // Another member's session is not found either.
    const vip = await memberClient('vip0001');
    const vipSession = (await vip.call('securitySessions', {})).list[0]!;
    expect(
      (await refusal(desk.call('endSession', { sessionId: vipSession.sessionId }))).errorCode,
    ).toBe(SessionErrorCodes.notFound);
    await vip.call('balance', { typeId: 1 });
  });

  it('ends all the others and keeps the current one and other members’ sessions', async () => {
    const otherToken = await loginToken('player1');
    const vip = await memberClient('vip0001');
    const desk = await memberClient('player1');
    expect(await desk.call('endOtherSessions', {})).toEqual({ ended: 3 });
    expect((await desk.call('securitySessions', {})).list).toHaveLength(1);
    await expect(clientWith(otherToken).call('securitySessions', {})).rejects.toMatchObject({
      code: ErrorCodes.notLoggedIn,
    });
    await vip.call('securitySessions', {});
    expect(await desk.call('endOtherSessions', {})).toEqual({ ended: 0 });
  });

  it('moves a session’s last activity with each authenticated call', async () => {
    const client = await memberClient('player1');
    const before = (await client.call('securitySessions', {})).list[0]!.lastActiveTime;
    await new Promise((r) => setTimeout(r, 5));
    await client.call('balance', { typeId: 1 });
    const after = (await client.call('securitySessions', {})).list[0]!.lastActiveTime;
    expect(after).toBeGreaterThan(before);
  });

  it('is off with its module flag, and refused to a trial account', async () => {
    const client = await memberClient('player1');
    mockScenario({ whitelabel: { SECSESSION3: false } });
    await expect(client.call('securitySessions', {})).rejects.toMatchObject({
      code: ErrorCodes.functionNotAvailable,
    });
    mockScenario({ whitelabel: { SECSESSION3: true } });
    const trial = clientWith(await freePlayToken());
    await expect(trial.call('loginHistory', {})).rejects.toMatchObject({
      code: ErrorCodes.trialAccount,
    });
  });
});

describe('mock login history (issue 30)', () => {
  it('records each attempt of a known account, newest first, before the seeded ones', async () => {
    const { client } = createTestClient();
    await expect(
      client.call('login', { username: 'player1', password: 'wrong1', type: 'username' }),
    ).rejects.toMatchObject({ code: ErrorCodes.loginFailed });
    mockScenario({ captchaAlways: true });
    await expect(
      client.call('login', { username: 'player1', password: 'pass1234', type: 'username' }),
    ).rejects.toMatchObject({ code: ErrorCodes.captchaRequired });
    mockScenario({ captchaAlways: false, location: { ip: '198.51.100.9', country: 'Japan' } });
    const member = await memberClient('player1');
    const { list } = await member.call('loginHistory', {});
    expect(list.slice(0, 3).map((l) => [l.outcome, l.ip, l.country])).toEqual([
      ['SUCCESS', '198.51.100.9', 'Japan'],
      ['CAPTCHA', '203.0.113.7', 'Philippines'],
      ['WRONG_PASSWORD', '203.0.113.7', 'Philippines'],
    ]);
    // Then the seeded logins (10 for player1), older than today.
    expect(list).toHaveLength(13);
    expect(list[3]!.loginTime).toBeLessThan(list[2]!.loginTime);
    // An unknown username records nothing anywhere.
    await expect(
      client.call('login', { username: 'nobody99', password: 'x', type: 'username' }),
    ).rejects.toMatchObject({ code: ErrorCodes.loginFailed });
    expect((await member.call('loginHistory', {})).list).toHaveLength(13);
  });

  it('keeps the last 30', async () => {
    const { client } = createTestClient();
    for (let i = 0; i < 32; i += 1)
      await client
        .call('login', {
          username: 'newbie1',
          password: `bad${i}`,
          type: 'username',
          captcha: '1234',
        })
        .catch(() => undefined);
    const { token } = await client.call('login', {
      username: 'newbie1',
      password: '123456',
      type: 'username',
      captcha: '1234',
    });
    const { list } = await clientWith(token).call('loginHistory', {});
    expect(list).toHaveLength(30);
    expect(list[0]!.outcome).toBe('SUCCESS');
  });

  it('names a time-out or self-exclusion refusal BLOCKED, wrong codes and captchas by kind', () => {
    expect(failedLoginOutcome('login.timeout')).toBe('BLOCKED');
    expect(failedLoginOutcome('account.self.excluded')).toBe('BLOCKED');
    expect(failedLoginOutcome(ErrorCodes.captchaWrong)).toBe('CAPTCHA');
    expect(failedLoginOutcome(ErrorCodes.invalidVerificationCode)).toBe('WRONG_PASSWORD');
    expect(failedLoginOutcome('geetest.verify.fail')).toBeNull();
  });

  it('tells the device and browser from the User-Agent', () => {
    expect(describeUserAgent(IPHONE)).toEqual({ device: 'iPhone', browser: 'Safari' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      ),
    ).toEqual({ device: 'Windows desktop', browser: 'Chrome' });
    expect(describeUserAgent('')).toEqual({ device: null, browser: null });
  });
});
