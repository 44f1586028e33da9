import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { createTestStore, waitForState as waitForStateIn } from '@/testing/harness';
import { modalsActions } from '@/core/modals/slice';
import { dialogsActions } from '@/core/dialogs/slice';
import { systemActions } from '@/core/system/slice';
import { DEVICE_ID_KEY } from '@/lib/device';
import { authActions, type LoginSubmission } from './slice';
import { selectAuth } from './selectors';
import { SMS_THROTTLE_MS, mustChangePassword } from './sagas';
import { REMEMBER_COOKIES, readRememberedLogin } from './remember';
import { setSocialProvider, mockSocialProvider } from './social';
import { authFeature } from './feature';
import { mockScenario, failNext, dropConnection } from '@/testing/mock-backend';
import { recordCalls } from '@/testing/requests';
import { createMembers } from '../../../fixtures/members';
import { http, HttpResponse } from 'msw';

/** Waits for the store (generous: the suite shares the machine with others). */
const waitForState = <T>(
  store: { getState: () => T; subscribe: (l: () => void) => () => void },
  predicate: (state: T) => boolean,
  ms = 10_000,
) => waitForStateIn(store, predicate, ms);

type Harness = ReturnType<typeof createTestStore>;

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
};

const running: Harness[] = [];

afterEach(() => {
  // Stop every store's sagas (throttled captcha fetches, countdowns) before the next test.
  for (const h of running.splice(0)) h.task.cancel();
  clearCookies();
});

/** The real store after start-up (flags, rules, countries), with the popup open. */
async function start(setup?: () => void): Promise<Harness> {
  setup?.();
  const harness = createTestStore();
  harness.store.injectFeature(authFeature);
  running.push(harness);
  // Somewhere other than '/', so that going home is a real navigation.
  harness.location.current = '/rng';
  harness.store.dispatch(systemActions.startupRequested());
  await waitForState(
    harness.store,
    (s) => s.system.phase === 'ready' && s.system.countries.length > 0,
  );
  harness.store.dispatch(
    modalsActions.opened({ name: 'loginPopupModal', props: { mode: 'login', variant: 'default' } }),
  );
  harness.store.dispatch(authActions.popupOpened());
  return harness;
}

/** Answers the anti-bot challenge on screen (the harness's random gives 1 + 1). */
async function solveChallenge({ store }: Harness, answer?: string) {
  const state = await waitForState(store, (s) => selectAuth(s).challenge !== null);
  const challenge = selectAuth(state).challenge!;
  store.dispatch(
    authActions.challengeAnswered({
      id: challenge.id,
      answer: answer ?? String(challenge.a + challenge.b),
    }),
  );
}

const loginForm = (over: Partial<LoginSubmission> = {}): LoginSubmission => ({
  type: 'username',
  username: 'player1',
  password: 'pass1234',
  remember: false,
  ...over,
});

async function login(harness: Harness, over: Partial<LoginSubmission> = {}) {
  harness.store.dispatch(authActions.loginRequested(loginForm(over)));
  if ((over.type ?? 'username') === 'username') await solveChallenge(harness);
  return waitForState(harness.store, (s) => !selectAuth(s).submitting);
}

const popupOpen = (h: Harness) =>
  h.store.getState().modals.stack.some((m) => m.name === 'loginPopupModal');

describe('login workflow', () => {
  it('challenge, login call with the device id and challenge fields, session, popup closed, home', async () => {
    const harness = await start();
    const calls = recordCalls();
    const state = await login(harness);
    await waitForState(harness.store, (s) => s.session.memberStatus === 'loaded');
    const call = calls.find((c) => c.name === 'login')!;
    expect(call.body).toMatchObject({
      username: 'player1',
      password: 'pass1234',
      type: 'username',
      loginDeviceId: localStorage.getItem(DEVICE_ID_KEY),
    });
    expect(call.body.lot_number).toEqual(expect.any(String));
    expect(call.body.pass_token).toEqual(expect.any(String));
    expect(call.body.captcha_output).toEqual(expect.any(String));
    expect(call.body.gen_time).toMatch(/^\d+$/);
    expect(selectAuth(state).error).toBeNull();
    expect(sessionStorage.getItem('token')).toBe(harness.store.getState().session.token);
    expect(harness.store.getState().session.member?.account).toBe('player1');
    expect(popupOpen(harness)).toBe(false);
    expect(harness.services.navigate).toHaveBeenCalledWith('/', { replace: undefined });
    expect(selectAuth(harness.store.getState()).afterLogin).toBe(true);
    expect(harness.store.getState().modals.stack.map((m) => m.name)).not.toContain(
      'changePassModal',
    );
  });

  it('trims the username and the password', async () => {
    const harness = await start();
    const calls = recordCalls();
    await login(harness, { username: '  player1 ', password: ' pass1234  ' });
    expect(calls.find((c) => c.name === 'login')!.body).toMatchObject({
      username: 'player1',
      password: 'pass1234',
    });
    expect(harness.store.getState().session.token).not.toBeNull();
  });

  it('shows the server message of a failed login and keeps the popup', async () => {
    const harness = await start();
    const state = await login(harness, { password: 'wrong' });
    expect(selectAuth(state).error).toEqual({ message: 'Incorrect username or password' });
    expect(selectAuth(state).captchaRequired).toBe(false);
    expect(state.session.token).toBeNull();
    expect(popupOpen(harness)).toBe(true);
    expect(harness.services.navigate).not.toHaveBeenCalled();
  });

  it('sends nothing when the challenge is closed', async () => {
    const harness = await start();
    const calls = recordCalls();
    harness.store.dispatch(authActions.loginRequested(loginForm()));
    const auth = selectAuth(
      await waitForState(harness.store, (s) => selectAuth(s).challenge !== null),
    );
    harness.store.dispatch(authActions.challengeCancelled({ id: auth.challenge!.id }));
    await waitForState(
      harness.store,
      (s) => !selectAuth(s).submitting && selectAuth(s).challenge === null,
    );
    expect(calls.filter((c) => c.name === 'login')).toHaveLength(0);
    expect(selectAuth(harness.store.getState()).error).toBeNull();
  });

  it('asks a new question after a wrong answer', async () => {
    const harness = await start();
    harness.store.dispatch(authActions.loginRequested(loginForm()));
    await solveChallenge(harness, '99');
    const auth = selectAuth(
      await waitForState(harness.store, (s) => selectAuth(s).challenge?.wrong === true),
    );
    expect(auth.challenge!.round).toBe(1);
    await solveChallenge(harness);
    await waitForState(harness.store, (s) => s.session.token !== null);
  });

  it('abandons the challenge when the popup closes, and a new login can start', async () => {
    const harness = await start();
    harness.store.dispatch(authActions.loginRequested(loginForm()));
    await waitForState(harness.store, (s) => selectAuth(s).challenge !== null);
    harness.store.dispatch(modalsActions.closed('loginPopupModal'));
    await waitForState(
      harness.store,
      (s) => selectAuth(s).challenge === null && !selectAuth(s).submitting,
    );
    await login(harness);
    expect(harness.store.getState().session.token).not.toBeNull();
  });

  it("shows 'Please complete verification first' when the server rejects the challenge", async () => {
    const harness = await start(() => mockScenario({ challenge: 'fail' }));
    const state = await login(harness);
    expect(selectAuth(state).error).toEqual({ message: 'Please complete verification first' });
  });

  it('shows the network message when the connection drops', async () => {
    const harness = await start(() => dropConnection('login'));
    const state = await login(harness);
    expect(selectAuth(state).error).toEqual({
      message: 'Network link is abnormal, please try again',
    });
  });

  it('shows injected messages (too many requests)', async () => {
    const harness = await start(() =>
      failNext('login', 'too.many.requests', 'Too many requests, try again after 5 minutes'),
    );
    const state = await login(harness);
    expect(selectAuth(state).error).toEqual({
      message: 'Too many requests, try again after 5 minutes',
    });
  });

  it('demands the captcha after 3 failures, fetches its image, rejects a wrong one, accepts 1234', async () => {
    const harness = await start();
    for (let i = 0; i < 2; i += 1) await login(harness, { password: 'bad' });
    expect(selectAuth(harness.store.getState()).captchaRequired).toBe(false);
    let state = await login(harness, { password: 'bad' });
    expect(selectAuth(state).captchaRequired).toBe(true);
    state = await waitForState(harness.store, (s) => selectAuth(s).captchaImage !== null);
    expect(selectAuth(state).captchaImage).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    state = await login(harness, { captcha: '0000' });
    expect(selectAuth(state).error).toEqual({ message: 'Captcha check failed' });
    state = await login(harness, { captcha: ' 1234 ' });
    expect(state.session.token).not.toBeNull();
    expect(selectAuth(state).captchaRequired).toBe(false);
  });

  it('refreshes the captcha at most once a second', async () => {
    const harness = await start();
    const gets = recordCalls('captcha');
    // The second on a fake clock (calls are stamped with its time).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const burst = Date.now();
    for (let i = 0; i < 5; i += 1) harness.store.dispatch(authActions.captchaRequested());
    await waitForState(harness.store, (s) => selectAuth(s).captchaImage !== null);
    // The first at once, the last of the burst once the second is over, the others never.
    expect(gets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(gets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(gets).toHaveLength(2));
    expect(gets[1]!.at - burst).toBe(1_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(gets).toHaveLength(2);
  });

  it('opens the change-password modal for the default password 123456 and announces a first login', async () => {
    const harness = await start();
    await login(harness, { username: 'newbie1', password: '123456' });
    const state = await waitForState(harness.store, (s) =>
      s.modals.stack.some((m) => m.name === 'changePassModal'),
    );
    expect(state.modals.stack.find((m) => m.name === 'changePassModal')!.props).toMatchObject({
      account: 'newbie1',
    });
    expect(selectAuth(state).afterLogin).toBe(false);
    expect(selectAuth(state).firstTimeLogin).toBe(true);
    expect(popupOpen(harness)).toBe(false);
  });

  it('opens the change-password modal for an expired password while PWDEXPFORCECHANGE3 is on', async () => {
    const harness = await start();
    await login(harness, { username: 'expired1' });
    await waitForState(harness.store, (s) =>
      s.modals.stack.some((m) => m.name === 'changePassModal'),
    );
    expect(selectAuth(harness.store.getState()).afterLogin).toBe(false);
  });

  it('does not force a change of an expired password while PWDEXPFORCECHANGE3 is off', async () => {
    const harness = await start(() => mockScenario({ whitelabel: { PWDEXPFORCECHANGE3: false } }));
    await login(harness, { username: 'expired1' });
    await waitForState(harness.store, (s) => selectAuth(s).afterLogin);
    expect(harness.store.getState().modals.stack.map((m) => m.name)).not.toContain(
      'changePassModal',
    );
  });

  it('marks a login that is not the first', async () => {
    const harness = await start();
    const state = await login(harness);
    expect(selectAuth(state).firstTimeLogin).toBe(false);
  });
});

describe('the change-password rule', () => {
  const flagsOn = { PWDEXPFORCECHANGE3: true };
  it('forces the default password and an expired one with expiry on, never for SMS or social logins', () => {
    expect(
      mustChangePassword({ kind: 'username', password: '123456' }, { passwordExpired: false }, {}),
    ).toBe('default');
    expect(
      mustChangePassword({ kind: 'username', password: 'x' }, { passwordExpired: true }, flagsOn),
    ).toBe('expired');
    expect(
      mustChangePassword({ kind: 'username', password: 'x' }, { passwordExpired: true }, {}),
    ).toBe(false);
    expect(
      mustChangePassword({ kind: 'username', password: 'x' }, { passwordExpired: false }, flagsOn),
    ).toBe(false);
    expect(
      mustChangePassword({ kind: 'sms', password: '123456' }, { passwordExpired: true }, flagsOn),
    ).toBe(false);
    expect(
      mustChangePassword(
        { kind: 'social', password: '123456' },
        { passwordExpired: true },
        flagsOn,
      ),
    ).toBe(false);
  });
});

describe('remember me', () => {
  it('keeps the username and the marker for 24 hours, never the password', async () => {
    const harness = await start();
    const cookieWrites: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
      descriptor.set!.call(document, value);
    });
    await login(harness, { remember: true });
    expect(readRememberedLogin()).toMatchObject({ remember: true, username: 'player1' });
    expect(cookieWrites.filter((c) => c.startsWith(`${REMEMBER_COOKIES.username}=`))[0]).toContain(
      'Max-Age=86400',
    );
    const everything = [
      document.cookie,
      ...cookieWrites,
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
    ].join('\n');
    expect(everything).not.toContain('pass1234');
  });

  it('keeps the mobile number with its country code after an SMS login', async () => {
    const harness = await start();
    await sendCode(harness, '9170000001');
    await login(harness, {
      type: 'sms',
      username: '9170000001',
      password: '123456',
      countryDialingCode: '63',
      remember: true,
    });
    expect(harness.store.getState().session.token).not.toBeNull();
    expect(readRememberedLogin()).toMatchObject({
      remember: true,
      mobileNum: '9170000001',
      countryDialingCode: '63',
    });
    expect(document.cookie).not.toContain('123456');
  });

  it('forgets everything when remember me is off', async () => {
    const harness = await start();
    await login(harness, { remember: true });
    const second = await start();
    await login(second, { remember: false });
    expect(readRememberedLogin()).toEqual({
      remember: false,
      username: '',
      mobileNum: '',
      countryDialingCode: '',
    });
    expect(document.cookie).not.toContain(REMEMBER_COOKIES.username);
  });
});

/** Asks for the login code of `mobile` and answers the challenge; resolves once counting. */
async function sendCode(harness: Harness, mobile: string) {
  harness.store.dispatch(
    authActions.smsCodeRequested({ mobileNum: mobile, countryDialingCode: '63' }),
  );
  await solveChallenge(harness);
  await waitForState(harness.store, (s) => selectAuth(s).smsCountdown > 0);
}

describe('SMS login', () => {
  it('logs in with the code, without the login challenge and without a password change for 123456', async () => {
    const harness = await start();
    await sendCode(harness, '9170000001');
    const calls = recordCalls();
    harness.store.dispatch(
      authActions.loginRequested(
        loginForm({
          type: 'sms',
          username: '9170000001',
          password: '123456',
          countryDialingCode: '63',
        }),
      ),
    );
    await waitForState(harness.store, (s) => s.session.token !== null);
    expect(selectAuth(harness.store.getState()).challenge).toBeNull();
    const body = calls.find((c) => c.name === 'login')!.body;
    expect(body).toMatchObject({
      type: 'sms',
      username: '9170000001',
      password: '123456',
      countryDialingCode: '63',
    });
    expect(body.lot_number).toBeUndefined();
    await waitForState(harness.store, (s) => selectAuth(s).afterLogin);
    expect(harness.store.getState().modals.stack.map((m) => m.name)).not.toContain(
      'changePassModal',
    );
  });

  it("shows 'Invalid verification code' for a wrong code", async () => {
    const harness = await start();
    await sendCode(harness, '9170000001');
    harness.store.dispatch(
      authActions.loginRequested(
        loginForm({
          type: 'sms',
          username: '9170000001',
          password: '654321',
          countryDialingCode: '63',
        }),
      ),
    );
    const state = await waitForState(harness.store, (s) => selectAuth(s).error !== null);
    expect(selectAuth(state).error).toEqual({ message: 'Invalid verification code' });
  });
});

describe('SMS login code and its countdown', () => {
  it('sends the code with the challenge fields and counts 60 s times the expiry minutes', async () => {
    const harness = await start();
    const calls = recordCalls();
    await sendCode(harness, '9170000001');
    expect(selectAuth(harness.store.getState()).smsCountdown).toBe(60);
    const body = calls.find((c) => c.name === 'smsLoginCode')!.body;
    expect(body).toMatchObject({ mobileNum: '9170000001', countryDialingCode: '63' });
    expect(body.pass_token).toEqual(expect.any(String));
    await waitForState(harness.store, (s) => selectAuth(s).smsCountdown === 59, 5000);
  });

  it('is inert while counting and throttled to one press a second', async () => {
    const harness = await start();
    const calls = recordCalls();
    harness.store.dispatch(authActions.smsCodeRequested({ mobileNum: '9170000001' }));
    harness.store.dispatch(authActions.smsCodeRequested({ mobileNum: '9170000001' }));
    await solveChallenge(harness);
    await waitForState(harness.store, (s) => selectAuth(s).smsCountdown > 0);
    harness.store.dispatch(authActions.smsCodeRequested({ mobileNum: '9170000001' }));
    // Past the throttle (the first tick comes a second after the send): dropped as counting. The
    // watcher takes a press as it is dispatched; one that ran would show its challenge at once.
    await waitForState(harness.store, (s) => selectAuth(s).smsCountdown === 59, 5000);
    harness.store.dispatch(authActions.smsCodeRequested({ mobileNum: '9170000001' }));
    expect(selectAuth(harness.store.getState()).challenge).toBeNull();
    expect(calls.filter((c) => c.name === 'smsLoginCode')).toHaveLength(1);
  });

  it('ignores a press less than a second after the previous one', async () => {
    const harness = await start(() => failNext('smsLoginCode', 'x', 'Unknown error'));
    harness.store.dispatch(authActions.smsCodeRequested({ mobileNum: '9170000001' }));
    await solveChallenge(harness);
    const state = await waitForState(harness.store, (s) => s.dialogs.queue.length > 0);
    harness.store.dispatch(
      dialogsActions.answered({ id: state.dialogs.queue[0]!.id, confirmed: true }),
    );
    // The send has failed and its dialog is gone: the button is free, but the second is not over.
    // The watcher takes a press as it is dispatched; one that ran would show its challenge at once.
    harness.store.dispatch(authActions.smsCodeRequested({ mobileNum: '9170000001' }));
    expect(selectAuth(harness.store.getState()).challenge).toBeNull();
    vi.setSystemTime(Date.now() + SMS_THROTTLE_MS); // a second later
    harness.store.dispatch(authActions.smsCodeRequested({ mobileNum: '9170000001' }));
    await waitForState(harness.store, (s) => selectAuth(s).challenge !== null);
  });

  it('re-enables the button when the countdown ends', async () => {
    const harness = await start();
    // 0.05 minutes: a 3-second countdown.
    server.use(
      (await import('msw')).http.post('/wps/verification/sms/noLogin', () =>
        (async () =>
          (await import('msw')).HttpResponse.json({
            success: true,
            value: { expiredMinutes: 0.05 },
            errorCode: null,
            message: 'success',
          }))(),
      ),
    );
    await sendCode(harness, '9170000001');
    expect(selectAuth(harness.store.getState()).smsCountdown).toBe(3);
    await waitForState(harness.store, (s) => selectAuth(s).smsCountdown === 0, 10_000);
    const calls = recordCalls();
    harness.store.dispatch(authActions.smsCodeRequested({ mobileNum: '9170000001' }));
    await solveChallenge(harness);
    await waitForState(harness.store, (s) => selectAuth(s).smsCountdown > 0);
    expect(calls.filter((c) => c.name === 'smsLoginCode')).toHaveLength(1);
  });

  it('stops cleanly when the popup closes: the countdown back to 0 and its timer cleared', async () => {
    const harness = await start();
    const started = vi.spyOn(globalThis, 'setInterval');
    await sendCode(harness, '9170000001');
    // The countdown's timer (one a second).
    const timer = started.mock.results[started.mock.calls.findIndex(([, ms]) => ms === 1000)]!;
    const cleared = vi.spyOn(globalThis, 'clearInterval');
    harness.store.dispatch(modalsActions.closed('loginPopupModal'));
    expect(selectAuth(harness.store.getState()).smsCountdown).toBe(0);
    // That timer is cleared: no tick left to come.
    expect(cleared).toHaveBeenCalledWith(timer.value);
  });

  it('shows a failed send in a warning dialog with the server message, and sends again after it', async () => {
    const harness = await start(() =>
      failNext('smsLoginCode', 'too.many.requests', 'Too many requests, try again after 5 minutes'),
    );
    harness.store.dispatch(authActions.smsCodeRequested({ mobileNum: '9170000001' }));
    await solveChallenge(harness);
    const state = await waitForState(harness.store, (s) => s.dialogs.queue.length > 0);
    expect(state.dialogs.queue[0]).toMatchObject({
      kind: 'warning',
      text: 'Too many requests, try again after 5 minutes',
    });
    expect(selectAuth(state)).toMatchObject({ smsSending: false, smsCountdown: 0 });
    harness.store.dispatch(
      dialogsActions.answered({ id: state.dialogs.queue[0]!.id, confirmed: true }),
    );
    vi.setSystemTime(Date.now() + SMS_THROTTLE_MS); // a second later: past the throttle
    await sendCode(harness, '9170000001');
  });

  it('answers an invalid phone number format', async () => {
    const harness = await start();
    harness.store.dispatch(authActions.smsCodeRequested({ mobileNum: '12ab' }));
    await solveChallenge(harness);
    const state = await waitForState(harness.store, (s) => s.dialogs.queue.length > 0);
    expect(state.dialogs.queue[0]).toMatchObject({
      kind: 'warning',
      text: 'Invalid phone number format',
    });
  });
});

describe('social sign-in', () => {
  it('logs the mock provider account in through the normal login call, without a challenge', async () => {
    const harness = await start();
    harness.store.dispatch(
      authActions.socialLoginRequested({ provider: 'google', remember: false }),
    );
    await waitForState(harness.store, (s) => s.session.memberStatus === 'loaded');
    expect(harness.store.getState().session.member?.account).toBe('player1');
    expect(popupOpen(harness)).toBe(false);
  });

  it("shows 'Login failure. Please try again.' when the provider's window is closed", async () => {
    const previous = setSocialProvider({ id: 'facebook', signIn: () => Promise.resolve(null) });
    try {
      const harness = await start();
      harness.store.dispatch(
        authActions.socialLoginRequested({ provider: 'facebook', remember: false }),
      );
      const state = await waitForState(harness.store, (s) => selectAuth(s).error !== null);
      expect(selectAuth(state).error).toEqual({ key: 'auth.social.failed' });
      expect(state.session.token).toBeNull();
    } finally {
      setSocialProvider(previous ?? mockSocialProvider('facebook'));
    }
  });
});

describe('login side rule (spec 2 §4)', () => {
  /** A username login that the server answers with the side rule's check. */
  async function loginToCheck(method: 'SMS' | 'EMAIL' | 'BANK_NAME' | 'AUTHENTICATOR') {
    const harness = await start(() => mockScenario({ loginCheck: method }));
    harness.store.dispatch(authActions.loginRequested(loginForm()));
    await solveChallenge(harness);
    await waitForState(harness.store, (s) => selectAuth(s).verification !== null);
    return harness;
  }
  const answer = (h: Harness, value: string) =>
    h.store.dispatch(authActions.verificationAnswered({ answer: value }));

  it('shows the check instead of opening the session; a wrong code says so, the right one logs in', async () => {
    const harness = await loginToCheck('SMS');
    const { verification } = selectAuth(harness.store.getState());
    expect(verification).toMatchObject({ method: 'SMS', target: '917****001', error: null });
    expect(harness.store.getState().session.token).toBeNull();
    harness.store.dispatch(authActions.verificationCodeRequested());
    await waitForState(harness.store, (s) => (selectAuth(s).verification?.countdown ?? 0) > 0);
    answer(harness, '000000');
    const refused = await waitForState(
      harness.store,
      (s) => selectAuth(s).verification?.error != null,
    );
    expect(selectAuth(refused).verification?.error).toEqual({ key: 'auth.verify.wrongCode' });
    expect(popupOpen(harness)).toBe(true);
    const calls = recordCalls();
    answer(harness, ' 123456 ');
    await waitForState(harness.store, (s) => s.session.memberStatus === 'loaded');
    expect(calls.find((c) => c.name === 'loginVerify')!.body).toEqual({
      ticket: verification!.ticket,
      answer: '123456',
      loginDeviceId: localStorage.getItem(DEVICE_ID_KEY),
    });
    const state = harness.store.getState();
    expect(selectAuth(state)).toMatchObject({ verification: null, submitting: false, error: null });
    expect(state.session.member?.account).toBe('player1');
    expect(popupOpen(harness)).toBe(false);
    expect(harness.services.navigate).toHaveBeenCalledWith('/', { replace: undefined });
    expect(selectAuth(state).afterLogin).toBe(true);
  });

  it('names a bank account name that does not match, and accepts the right one in any case', async () => {
    const harness = await loginToCheck('BANK_NAME');
    answer(harness, 'Nobody');
    const refused = await waitForState(
      harness.store,
      (s) => selectAuth(s).verification?.error != null,
    );
    expect(selectAuth(refused).verification?.error).toEqual({ key: 'auth.verify.wrongName' });
    const player = createMembers().find((m) => m.account === 'player1')!;
    answer(harness, ` ${player.nickname.toLowerCase()} `);
    await waitForState(harness.store, (s) => s.session.token !== null);
    expect(selectAuth(harness.store.getState()).verification).toBeNull();
  });

  it('goes back to the login form with a message when the ticket expired', async () => {
    const harness = await loginToCheck('AUTHENTICATOR');
    failNext('loginVerify', 'login.verification.expired', 'Verification expired');
    answer(harness, '135790');
    const state = await waitForState(harness.store, (s) => selectAuth(s).verification === null);
    expect(selectAuth(state)).toMatchObject({
      submitting: false,
      error: { key: 'auth.verify.expired' },
    });
    expect(state.session.token).toBeNull();
    expect(popupOpen(harness)).toBe(true);
  });

  it('ends the check when its ticket’s own time is up, back to the form with a message', async () => {
    const harness = await start(() =>
      server.use(
        http.post('*/wps/session/login', () =>
          HttpResponse.json({
            success: false,
            errorCode: 'login.verification.required',
            message: 'New login location',
            value: { verification: { ticket: 'LV-x', method: 'AUTHENTICATOR', expiresIn: 1 } },
          }),
        ),
      ),
    );
    // The ticket's second on a fake clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    harness.store.dispatch(authActions.loginRequested(loginForm()));
    await solveChallenge(harness);
    await waitForState(harness.store, (s) => selectAuth(s).verification !== null);
    await vi.advanceTimersByTimeAsync(999);
    expect(selectAuth(harness.store.getState()).verification).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    const state = await waitForState(harness.store, (s) => selectAuth(s).verification === null);
    expect(selectAuth(state)).toMatchObject({
      submitting: false,
      error: { key: 'auth.verify.expired' },
    });
    expect(state.session.token).toBeNull();
  });

  it('goes back to the form without a message when the member gives up, and on a closed popup', async () => {
    const harness = await loginToCheck('EMAIL');
    harness.store.dispatch(authActions.verificationCancelled());
    const state = await waitForState(harness.store, (s) => selectAuth(s).verification === null);
    expect(selectAuth(state)).toMatchObject({ submitting: false, error: null });
    harness.store.dispatch(authActions.loginRequested(loginForm()));
    await solveChallenge(harness);
    await waitForState(harness.store, (s) => selectAuth(s).verification !== null);
    harness.store.dispatch(modalsActions.closed('loginPopupModal'));
    await waitForState(
      harness.store,
      (s) => selectAuth(s).verification === null && !selectAuth(s).submitting,
    );
    expect(harness.store.getState().session.token).toBeNull();
  });

  it('says the connection dropped and keeps the step', async () => {
    const harness = await loginToCheck('AUTHENTICATOR');
    dropConnection('loginVerify', 1);
    answer(harness, '135790');
    const state = await waitForState(
      harness.store,
      (s) => selectAuth(s).verification?.error != null,
    );
    expect(selectAuth(state).verification?.error).toEqual({ key: 'errors.network' });
    answer(harness, '135790');
    await waitForState(harness.store, (s) => s.session.token !== null);
  });
});
