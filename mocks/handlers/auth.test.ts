import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  LOGIN_TICKET_ATTEMPTS,
  MOCK_AUTHENTICATOR_CODE,
  MOCK_CAPTCHA_CODE,
  captchaPng,
  loginTicket,
  renderCaptchaPixels,
} from './auth-support';
import { mockScenario } from '@/testing/mock-backend';

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Merchant: 'DEMO' },
  body: JSON.stringify(body),
});
const send = async (path: string, init?: RequestInit) => {
  const res = await fetch(new URL(path, window.location.origin), init);
  return (await res.json()) as {
    success: boolean;
    value: unknown;
    errorCode?: string;
    message?: string;
  };
};

describe('mock captcha', () => {
  it('is a real PNG of the code, different on every request', () => {
    const first = captchaPng();
    const second = captchaPng();
    expect(first).not.toBe(second);
    const png = decode(Uint8Array.from(atob(first), (c) => c.charCodeAt(0)));
    expect(png).toMatchObject({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  });

  it('draws ink for every digit of the code and nothing of a blank code', () => {
    const dark = (pixels: Uint8Array) => {
      let count = 0;
      for (let i = 0; i < pixels.length; i += 3) if (pixels[i]! < 100) count += 1;
      return count;
    };
    expect(dark(renderCaptchaPixels(MOCK_CAPTCHA_CODE, 1))).toBeGreaterThan(4 * 10 * 16);
    expect(dark(renderCaptchaPixels('', 1))).toBe(0);
  });

  it('is served by GET /wps/captcha', async () => {
    const body = await send('/wps/captcha?t=1', { headers: { Merchant: 'DEMO' } });
    expect(body.success).toBe(true);
    expect(String(body.value)).toMatch(/^iVBORw0KGgo/);
  });
});

describe('mock login and its SMS code', () => {
  it("rejects a username login with a 'geetest' error when the challenge fails, not an SMS login", async () => {
    mockScenario({ challenge: 'fail' });
    const denied = await send(
      '/wps/session/login',
      json({ username: 'player1', password: 'pass1234', type: 'username' }),
    );
    expect(denied).toMatchObject({ success: false, message: 'Please complete verification first' });
    expect(denied.errorCode).toContain('geetest');
    const code = await send(
      '/wps/verification/sms/noLogin',
      json({ mobileNum: '9170000001', countryDialingCode: '63' }),
    );
    expect(code.errorCode).toContain('geetest');
    mockScenario({ challenge: 'pass' });
    await send(
      '/wps/verification/sms/noLogin',
      json({ mobileNum: '9170000001', countryDialingCode: '63' }),
    );
    mockScenario({ challenge: 'fail' });
    const sms = await send(
      '/wps/session/login',
      json({ username: '9170000001', password: '123456', type: 'sms', countryDialingCode: '63' }),
    );
    expect(sms.success).toBe(true);
  });

  it('answers the SMS code with its expiry, and refuses a malformed number', async () => {
    const ok = await send(
      '/wps/verification/sms/noLogin',
      json({ mobileNum: '9170000001', countryDialingCode: '63' }),
    );
    expect(ok).toMatchObject({ success: true, value: { expiredMinutes: 1 } });
    const bad = await send(
      '/wps/verification/sms/noLogin',
      json({ mobileNum: '12ab', countryDialingCode: '63' }),
    );
    expect(bad).toMatchObject({ success: false, message: 'Invalid phone number format' });
  });

  it('accepts the SMS code once sent, refuses a wrong or missing one', async () => {
    const missing = await send(
      '/wps/session/login',
      json({ username: '9170000001', password: '123456', type: 'sms', countryDialingCode: '63' }),
    );
    expect(missing).toMatchObject({ success: false, message: 'Missing verification code' });
    await send(
      '/wps/verification/sms/noLogin',
      json({ mobileNum: '9170000001', countryDialingCode: '63' }),
    );
    const wrong = await send(
      '/wps/session/login',
      json({ username: '9170000001', password: '000000', type: 'sms', countryDialingCode: '63' }),
    );
    expect(wrong).toMatchObject({ success: false, message: 'Invalid verification code' });
    const right = await send(
      '/wps/session/login',
      json({ username: '9170000001', password: '123456', type: 'sms', countryDialingCode: '63' }),
    );
    expect(right).toMatchObject({ success: true, value: { userName: 'player1' } });
  });
});

describe('mock login side rule (spec 2 §4)', () => {
  const login = () =>
    send(
      '/wps/session/login',
      json({ username: 'player1', password: 'pass1234', type: 'username' }),
    );
  const verification = async () => {
    const body = await login();
    expect(body).toMatchObject({ success: false, errorCode: 'login.verification.required' });
    return (body.value as { verification: { ticket: string; method: string; target?: string } })
      .verification;
  };

  it('asks the scenario’s check of an unregistered IP and opens the session on the right code', async () => {
    mockScenario({ loginCheck: 'SMS' });
    const v = await verification();
    expect(v).toMatchObject({ method: 'SMS', target: '917****001' });
    const sent = await send('/wps/session/login/verify/code', json({ ticket: v.ticket }));
    expect(sent).toMatchObject({ success: true, value: { expiredMinutes: 1 } });
    const wrong = await send(
      '/wps/session/login/verify',
      json({ ticket: v.ticket, answer: '000000' }),
    );
    expect(wrong).toMatchObject({ success: false, errorCode: 'verification.invalid' });
    const right = await send(
      '/wps/session/login/verify',
      json({ ticket: v.ticket, answer: '123456' }),
    );
    expect(right).toMatchObject({ success: true, value: { userName: 'player1' } });
    // Used once; the IP is now registered, so the next login needs no check.
    const again = await send(
      '/wps/session/login/verify',
      json({ ticket: v.ticket, answer: '123456' }),
    );
    expect(again).toMatchObject({ success: false, errorCode: 'login.verification.expired' });
    expect(await login()).toMatchObject({ success: true });
  });

  it('checks the bank account name in any case and the authenticator code', async () => {
    mockScenario({ loginCheck: 'BANK_NAME' });
    const bank = await verification();
    const refused = await send('/wps/session/login/verify/code', json({ ticket: bank.ticket }));
    expect(refused).toMatchObject({ success: false });
    const wrongName = await send(
      '/wps/session/login/verify',
      json({ ticket: bank.ticket, answer: 'Nobody Here' }),
    );
    expect(wrongName).toMatchObject({ message: 'The bank account name does not match' });
    mockScenario({ loginCheck: 'AUTHENTICATOR' });
    const app = await verification();
    const ok = await send(
      '/wps/session/login/verify',
      json({ ticket: app.ticket, answer: '135790' }),
    );
    expect(ok).toMatchObject({ success: true });
  });

  it('refuses a forged or expired ticket, and one after too many wrong answers', async () => {
    const forged = await send(
      '/wps/session/login/verify',
      json({ ticket: 'LV-1001-SMS-9999999999999-00000000', answer: '123456' }),
    );
    expect(forged).toMatchObject({ errorCode: 'login.verification.expired' });
    const expired = await send(
      '/wps/session/login/verify',
      json({ ticket: loginTicket(1001, 'SMS', Date.now() - 1), answer: '123456' }),
    );
    expect(expired).toMatchObject({ errorCode: 'login.verification.expired' });
    const ticket = loginTicket(1001, 'AUTHENTICATOR', Date.now() + 60_000);
    for (let i = 0; i < LOGIN_TICKET_ATTEMPTS; i += 1)
      await send('/wps/session/login/verify', json({ ticket, answer: '000000' }));
    const late = await send(
      '/wps/session/login/verify',
      json({ ticket, answer: MOCK_AUTHENTICATOR_CODE }),
    );
    expect(late).toMatchObject({ errorCode: 'login.verification.expired' });
  });
});
