import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDb } from '../../../../mocks/node';
import { initI18n, i18next } from '@/i18n';
import { createTestStore, waitForState as waitForStateWithin } from '@/testing/harness';
import { DEVICE_ID_KEY } from '@/lib/device';
import { authActions } from '@/features/auth/slice';
import { selectAuth } from '@/features/auth/selectors';
import { dialogsActions } from '@/core/dialogs/slice';
import { modalsActions } from '@/core/modals/slice';
import { preferencesActions } from '@/core/preferences/slice';
import { systemActions } from '@/core/system/slice';
import { FirebaseAuthError, setFirebaseProvider, type FirebasePhoneProvider } from '../firebase';
import { RULES_CACHE_KEY } from './flows';
import { USERNAME_CHECK_DEBOUNCE_MS } from './watch';
import { registerActions, type RegisterValues, type RegisterType } from '../slice';
import { selectRegister } from '../selectors';
import { registerFeature } from '../feature';
import { activateFeature } from '@/core/lazy-feature';
import { mockScenario, failAlways, dropConnection, failNext } from '@/testing/mock-backend';
import { recordCalls, type Call } from '@/testing/requests';
import type { EndpointName } from '@/api/contract/endpoints';
import { ErrorCodes } from '@/api/contract/constants';

// A busy machine runs several test files at once: generous waits for the real sagas and mock.
vi.setConfig({ testTimeout: 20_000 });
const waitForState = <T>(
  store: Parameters<typeof waitForStateWithin<T>>[0],
  predicate: (state: T) => boolean,
) => waitForStateWithin(store, predicate, 8_000);

type Harness = ReturnType<typeof createTestStore>;

beforeAll(async () => {
  await initI18n('EN');
  await i18next.changeLanguage('en');
});
const running: Harness[] = [];
afterEach(() => {
  setFirebaseProvider(null);
  for (const h of running.splice(0)) h.task.cancel();
});

/** The calls the mock receives in each test of the describing block, by endpoint. */
function recordRequests() {
  let calls: Call[] = [];
  beforeEach(() => {
    calls = recordCalls();
  });
  return { of: (name: EndpointName) => calls.filter((c) => c.name === name) };
}

/** A started app with an open registration form (rules loaded, captcha shown). */
async function start(setup?: () => void, location = '/register') {
  setup?.();
  localStorage.setItem('hisLang', 'EN');
  const harness = createTestStore();
  // The feature's state, saga and texts, as its page or popup brings them.
  await activateFeature(registerFeature);
  running.push(harness);
  harness.location.current = location;
  harness.store.dispatch(systemActions.startupRequested());
  await waitForState(
    harness.store,
    (s) => s.system.phase === 'ready' && s.system.countries.length > 0,
  );
  harness.store.dispatch(registerActions.formOpened());
  await waitForState(
    harness.store,
    (s) =>
      selectRegister(s).rulesStatus === 'loaded' &&
      selectRegister(s).captcha !== null &&
      (selectRegister(s).referral.code === null || selectRegister(s).referral.valid !== null),
  );
  return harness;
}

/** Answers the anti-bot challenge on screen (the harness's random gives 1 + 1). */
async function solveChallenge({ store }: Harness) {
  const state = await waitForState(store, (s) => selectAuth(s).challenge !== null);
  const challenge = selectAuth(state).challenge!;
  store.dispatch(
    authActions.challengeAnswered({ id: challenge.id, answer: String(challenge.a + challenge.b) }),
  );
}

async function nextDialog({ store }: Harness) {
  const state = await waitForState(store, (s) => s.dialogs.queue.length > 0);
  return state.dialogs.queue[0]!;
}

function answerDialog({ store }: Harness, id: string) {
  store.dispatch(dialogsActions.answered({ id, confirmed: true }));
}

const usernameForm: RegisterValues = {
  username: 'newuser1',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  mobileNum: '9171234567',
  verificationCode: '123456',
  countryDialingCode: '63',
  captcha: '1234',
};

function submit(harness: Harness, values: RegisterValues, type: RegisterType = 'username') {
  harness.store.dispatch(
    registerActions.submitted({ type, values, registerUrl: 'http://localhost/register' }),
  );
}

/** Sends the SMS code of the form's number and waits for the countdown to start. */
async function sendCode(harness: Harness, mobileNo = '9171234567') {
  harness.store.dispatch(registerActions.smsCodeRequested({ mobileNo, countryDialingCode: '63' }));
  await solveChallenge(harness);
  await waitForState(harness.store, (s) => selectRegister(s).smsSeconds > 0);
}

describe('opening the form', () => {
  const requests = recordRequests();

  it('loads the rules once per session and keeps them in session storage', async () => {
    const harness = await start();
    expect(sessionStorage.getItem(RULES_CACHE_KEY)).toContain('"username"');
    const captchas = requests.of('captcha').length;
    harness.store.dispatch(registerActions.formClosed());
    harness.store.dispatch(registerActions.formOpened());
    // The opening's last step is a new captcha: the rules were settled before it.
    await vi.waitFor(() => expect(requests.of('captcha')).toHaveLength(captchas + 1));
    expect(requests.of('registerRules')).toHaveLength(1);
  });

  it('asks the white-label switches again: a mode the operator turned off since start-up goes', async () => {
    const harness = await start(() => mockScenario({ whitelabel: { MOBILENUMREG3: true } }));
    expect(harness.store.getState().system.flags.MOBILENUMREG3).toBe(true);
    mockScenario({ whitelabel: { MOBILENUMREG3: false } });
    harness.store.dispatch(registerActions.formClosed());
    harness.store.dispatch(registerActions.formOpened());
    await waitForState(harness.store, (s) => s.system.flags.MOBILENUMREG3 === false);
    expect(requests.of('whitelabel').length).toBeGreaterThanOrEqual(2);
  });

  it('reloads the captcha when the registration type changes, and throttles clicks to one a second', async () => {
    const harness = await start();
    const before = requests.of('captcha').length;
    harness.store.dispatch(registerActions.typeChanged('mobile'));
    await vi.waitFor(() => expect(requests.of('captcha').length).toBe(before + 1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    harness.store.dispatch(registerActions.captchaRequested());
    harness.store.dispatch(registerActions.captchaRequested());
    harness.store.dispatch(registerActions.captchaRequested());
    // The first click at once; the last of the burst once its second is over, the middle one never.
    // (Waited for without moving the fake clock, as vi.waitFor would.)
    for (let i = 0; i < 1_000 && requests.of('captcha').length < before + 2; i += 1)
      await new Promise((resolve) => setImmediate(resolve));
    expect(requests.of('captcha').length).toBe(before + 2);
    await vi.advanceTimersByTimeAsync(999);
    expect(requests.of('captcha').length).toBe(before + 2);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(requests.of('captcha').length).toBe(before + 3));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(requests.of('captcha').length).toBe(before + 3);
  });

  it("checks the URL's referralCode: a valid code hides the invitation field", async () => {
    const harness = await start(undefined, '/register?referralCode=AG1002');
    expect(selectRegister(harness.store.getState()).referral).toEqual({
      code: 'AG1002',
      valid: true,
    });
    expect(requests.of('affiliateCheck')[0]?.query).toEqual({
      code: 'AG1002',
      domain: 'localhost',
    });
  });

  it('an invalid URL code shows the field again', async () => {
    const harness = await start(undefined, '/register?referralCode=NOPE');
    expect(selectRegister(harness.store.getState()).referral).toEqual({
      code: 'NOPE',
      valid: false,
    });
  });

  it('loads only the new_player promotions for the page', async () => {
    const harness = await start();
    harness.store.dispatch(registerActions.promotionsRequested());
    const state = await waitForState(harness.store, (s) => selectRegister(s).promotions.length > 0);
    expect(selectRegister(state).promotions.map((p) => p.id)).toEqual([
      'PRM-101',
      'PRM-102',
      'PRM-103',
    ]);
  });
});

describe('username registration', () => {
  const requests = recordRequests();

  it('validate, challenge, register, session, modals closed, home, success modal', async () => {
    const harness = await start();
    localStorage.setItem(DEVICE_ID_KEY, 'device-under-test');
    harness.store.dispatch(
      modalsActions.opened({ name: 'loginPopupModal', props: { mode: 'register' } }),
    );
    harness.store.dispatch(modalsActions.opened({ name: 'registerModal' }));
    await sendCode(harness);
    submit(harness, { ...usernameForm, username: '  newuser1 ', email: '' });
    await solveChallenge(harness);
    const state = await waitForState(harness.store, (s) =>
      s.modals.stack.some((m) => m.name === 'registerSuccessModal'),
    );

    const [call] = requests.of('register');
    expect(call?.body).toMatchObject({
      username: 'newuser1',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
      captcha: '1234',
      registerUrl: 'http://localhost/register',
      registerMethod: 'WEB',
      login: true,
      loginDeviceId: 'device-under-test',
      domain: 'localhost',
    });
    expect(call?.body.lot_number).toEqual(expect.any(String));
    expect(call?.body).not.toHaveProperty('email');
    expect(call?.body).not.toHaveProperty('referralCode');
    expect(state.session.token).toEqual(expect.any(String));
    expect(sessionStorage.getItem('token')).toBe(state.session.token);
    const open = state.modals.stack.map((m) => m.name);
    expect(open).not.toContain('loginPopupModal');
    expect(open).not.toContain('registerModal');
    expect(state.modals.stack.find((m) => m.name === 'registerSuccessModal')!.props).toEqual({
      account: 'newuser1',
    });
    expect(harness.services.navigate).toHaveBeenCalledWith('/');
    expect(selectRegister(state).submitting).toBe(false);
    await waitForState(harness.store, (s) => s.session.member?.account === 'newuser1');
  });

  it('sends the valid URL code as referralCode and the member joins that agent', async () => {
    const harness = await start(undefined, '/register?referralCode=AG1002');
    await sendCode(harness);
    submit(harness, { ...usernameForm, affiliateCode: 'ignored' });
    await solveChallenge(harness);
    await waitForState(harness.store, (s) =>
      s.modals.stack.some((m) => m.name === 'registerSuccessModal'),
    );
    const body = requests.of('register')[0]!.body;
    expect(body.referralCode).toBe('AG1002');
    expect(body).not.toHaveProperty('affiliateCode');
    expect(mockDb.state().members.find((m) => m.account === 'newuser1')?.upline).toBe(1002);
  });

  it('refuses an invalid form before any call (the flow validates too)', async () => {
    const harness = await start();
    submit(harness, { ...usernameForm, confirmPassword: 'other123', mobileNum: '917' });
    const state = await waitForState(harness.store, (s) => !selectRegister(s).submitting);
    expect(selectRegister(state).fieldErrors).toEqual({
      confirmPassword: 'Confirmation password is not correct.',
      mobileNum: 'Digits only (10 characters)',
    });
    expect(selectAuth(state).challenge).toBeNull();
    expect(requests.of('register')).toHaveLength(0);
  });

  it('a taken username shows under the username field, values kept for the user', async () => {
    const harness = await start();
    await sendCode(harness);
    submit(harness, { ...usernameForm, username: 'player1' });
    await solveChallenge(harness);
    const state = await waitForState(
      harness.store,
      (s) => !selectRegister(s).submitting && Object.keys(selectRegister(s).fieldErrors).length > 0,
    );
    expect(selectRegister(state).fieldErrors).toEqual({ username: 'Username already exists' });
    expect(state.session.token).toBeNull();
  });

  it("an invalid invitation code shows 'invitation_code_error' and sends nothing else", async () => {
    const harness = await start();
    submit(harness, { ...usernameForm, affiliateCode: 'XYZ99' });
    const dialog = await nextDialog(harness);
    expect(dialog).toMatchObject({ kind: 'warning', key: 'register.invitation_code_error' });
    expect(selectRegister(harness.store.getState()).submitting).toBe(false);
    expect(selectAuth(harness.store.getState()).challenge).toBeNull();
    expect(requests.of('register')).toHaveLength(0);
    answerDialog(harness, dialog.id);
  });

  it('a valid invitation code is checked, then sent', async () => {
    const harness = await start();
    await sendCode(harness);
    submit(harness, { ...usernameForm, affiliateCode: 'AG1002' });
    await solveChallenge(harness);
    await waitForState(harness.store, (s) =>
      s.modals.stack.some((m) => m.name === 'registerSuccessModal'),
    );
    expect(requests.of('affiliateCheck')[0]?.query.code).toBe('AG1002');
    expect(requests.of('register')[0]?.body.affiliateCode).toBe('AG1002');
  });

  it('closing the challenge sends nothing', async () => {
    const harness = await start();
    submit(harness, usernameForm);
    const auth = selectAuth(
      await waitForState(harness.store, (s) => selectAuth(s).challenge !== null),
    );
    harness.store.dispatch(authActions.challengeCancelled({ id: auth.challenge!.id }));
    await waitForState(harness.store, (s) => !selectRegister(s).submitting);
    expect(requests.of('register')).toHaveLength(0);
  });

  it("a rejected challenge ('geetest') shows 'Please complete verification first'", async () => {
    const harness = await start();
    await sendCode(harness);
    mockScenario({ challenge: 'fail' });
    submit(harness, usernameForm);
    await solveChallenge(harness);
    const dialog = await nextDialog(harness);
    expect(dialog).toMatchObject({ kind: 'warning', key: 'register.challengeFailed' });
    expect(i18next.t('register.challengeFailed')).toBe('Please complete verification first');
    expect(selectRegister(harness.store.getState()).submitting).toBe(false);
  });

  it('a wrong SMS code shows the server message under the code field and reloads the captcha', async () => {
    const harness = await start();
    await sendCode(harness);
    const captchas = requests.of('captcha').length;
    submit(harness, { ...usernameForm, verificationCode: '000000' });
    await solveChallenge(harness);
    const state = await waitForState(
      harness.store,
      (s) => !selectRegister(s).submitting && Object.keys(selectRegister(s).fieldErrors).length > 0,
    );
    expect(selectRegister(state).fieldErrors).toEqual({
      verificationCode: 'Invalid verification code',
    });
    await vi.waitFor(() => expect(requests.of('captcha').length).toBe(captchas + 1));
  });

  it('a missing SMS code (none sent to that number) is refused', async () => {
    const harness = await start();
    submit(harness, usernameForm);
    await solveChallenge(harness);
    const state = await waitForState(
      harness.store,
      (s) => !selectRegister(s).submitting && Object.keys(selectRegister(s).fieldErrors).length > 0,
    );
    expect(selectRegister(state).fieldErrors).toEqual({
      verificationCode: 'Missing verification code',
    });
  });

  it('a dropped connection shows the network message; nothing is logged in', async () => {
    const harness = await start();
    await sendCode(harness);
    dropConnection('register');
    submit(harness, usernameForm);
    await solveChallenge(harness);
    const dialog = await nextDialog(harness);
    expect(dialog).toMatchObject({ kind: 'warning', key: 'errors.network' });
    expect(selectRegister(harness.store.getState()).submitting).toBe(false);
    expect(harness.store.getState().session.token).toBeNull();
  });

  it('another server failure shows its message in a warning', async () => {
    const harness = await start();
    await sendCode(harness);
    failAlways('register', '#727', 'System busy');
    submit(harness, usernameForm);
    await solveChallenge(harness);
    expect(await nextDialog(harness)).toMatchObject({ kind: 'warning', text: 'System busy' });
  });
});

describe('the username check (checkUsername)', () => {
  const requests = recordRequests();
  const checks = () => requests.of('checkUsername');

  it('asks once typing pauses, and keeps a taken name to tell at the field', async () => {
    const harness = await start();
    for (const name of ['play', 'player', 'player1'])
      harness.store.dispatch(registerActions.usernameChanged(name));
    await waitForState(harness.store, (s) => selectRegister(s).usernameTaken === 'player1');
    expect(checks().map((c) => c.query)).toEqual([{ username: 'player1' }]);
  });

  it('a free name, or none, clears what was told', async () => {
    const harness = await start();
    // The typing pauses on a fake clock: each name is checked once its pause is over.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const typed = async (name: string, taken: string | null) => {
      harness.store.dispatch(registerActions.usernameChanged(name));
      await vi.advanceTimersByTimeAsync(USERNAME_CHECK_DEBOUNCE_MS);
      await vi.waitFor(() =>
        expect(selectRegister(harness.store.getState()).usernameTaken).toBe(taken),
      );
    };
    await typed('player1', 'player1');
    await typed('freshname9', null);
    await typed('player1', 'player1');
    await typed('', null);
    expect(checks()).toHaveLength(3);
  });

  it('a failed check tells nothing and blocks no submit', async () => {
    dropConnection('checkUsername');
    const harness = await start();
    harness.store.dispatch(registerActions.usernameChanged('newuser1'));
    await vi.waitFor(() => expect(checks()).toHaveLength(1));
    await sendCode(harness);
    submit(harness, usernameForm);
    await solveChallenge(harness);
    await waitForState(harness.store, (s) =>
      s.modals.stack.some((m) => m.name === 'registerSuccessModal'),
    );
    expect(requests.of('register')).toHaveLength(1);
    // The failed check, long over by now, told nothing.
    expect(selectRegister(harness.store.getState()).usernameTaken).toBeNull();
  });

  it('a refusal that says nothing of the name (system busy) tells nothing', async () => {
    failAlways('checkUsername', ErrorCodes.systemBusy, 'System busy');
    const harness = await start();
    harness.store.dispatch(registerActions.usernameChanged('player1'));
    // The refusal has been answered; the saga takes it before the next turn of the event loop.
    await vi.waitFor(() => expect(checks().some((c) => c.answered)).toBe(true));
    await new Promise((r) => setImmediate(r));
    expect(selectRegister(harness.store.getState()).usernameTaken).toBeNull();
  });
});

describe('mobile registration', () => {
  const requests = recordRequests();
  const mobileForm: RegisterValues = {
    mobileNum: '9171234567',
    verificationCode: '123456',
    countryDialingCode: '63',
    password: 'abc12345',
    confirmPassword: 'abc12345',
    captcha: '1234',
  };

  it('code 123456: the account number in an info dialog, then the success modal', async () => {
    const harness = await start();
    harness.store.dispatch(registerActions.typeChanged('mobile'));
    await sendCode(harness);
    expect(selectRegister(harness.store.getState()).smsSeconds).toBe(60);
    submit(harness, mobileForm, 'mobile');
    await solveChallenge(harness);
    const dialog = await nextDialog(harness);
    expect(dialog).toMatchObject({
      kind: 'info',
      key: 'register.accountNumber',
      params: { account: '6371234567' },
    });
    expect(
      harness.store.getState().modals.stack.some((m) => m.name === 'registerSuccessModal'),
    ).toBe(false);
    expect(harness.store.getState().session.token).toEqual(expect.any(String));
    answerDialog(harness, dialog.id);
    await waitForState(harness.store, (s) =>
      s.modals.stack.some((m) => m.name === 'registerSuccessModal'),
    );
    expect(requests.of('registerMobile')[0]?.body).toMatchObject({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
      registerMethod: 'WEB',
      login: true,
    });
  });

  it('in Vietnamese the account number dialog uses the Vietnamese text', async () => {
    const harness = await start();
    harness.store.dispatch(preferencesActions.languageResolved('VI'));
    await sendCode(harness);
    submit(harness, mobileForm, 'mobile');
    await solveChallenge(harness);
    expect(await nextDialog(harness)).toMatchObject({
      kind: 'info',
      key: 'register.accountNumberVi',
    });
  });

  it('an expired code is refused with its message', async () => {
    const harness = await start();
    await sendCode(harness);
    failNext(
      'registerMobile',
      ErrorCodes.invalidVerificationCode,
      'Code expired, please send again',
    );
    submit(harness, mobileForm, 'mobile');
    await solveChallenge(harness);
    const state = await waitForState(
      harness.store,
      (s) => Object.keys(selectRegister(s).fieldErrors).length > 0,
    );
    expect(selectRegister(state).fieldErrors).toEqual({
      verificationCode: 'Code expired, please send again',
    });
  });

  it('disabled mobile registration (#543) says registration is not available', async () => {
    const harness = await start();
    await sendCode(harness);
    mockScenario({ whitelabel: { MOBILENUMREG3: false } });
    submit(harness, mobileForm, 'mobile');
    await solveChallenge(harness);
    expect(await nextDialog(harness)).toMatchObject({
      kind: 'warning',
      key: 'register.unavailable',
    });
  });
});

describe('SMS code button', () => {
  const requests = recordRequests();

  it('counts 60 s × expiredMinutes, inert while counting, cancelled when the form closes', async () => {
    const harness = await start();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    await sendCode(harness);
    const sent = requests.of('registerSmsCode');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ mobileNo: '9171234567', countryDialingCode: '63' });
    expect(sent[0]!.body.lot_number).toEqual(expect.any(String));
    // Inert while counting (and past the 1 s throttle: the first tick comes a second after the
    // send, which came after the press).
    await vi.advanceTimersByTimeAsync(1_000);
    expect(selectRegister(harness.store.getState()).smsSeconds).toBe(59);
    harness.store.dispatch(
      registerActions.smsCodeRequested({ mobileNo: '9171234567', countryDialingCode: '63' }),
    );
    // The press is taken at once; its worker loads and looks: a send would have started.
    await vi.dynamicImportSettled();
    expect(selectRegister(harness.store.getState()).smsSending).toBe(false);
    expect(selectAuth(harness.store.getState()).challenge).toBeNull();
    expect(requests.of('registerSmsCode')).toHaveLength(1);
    const cleared = vi.spyOn(globalThis, 'clearInterval');
    harness.store.dispatch(registerActions.formClosed());
    expect(selectRegister(harness.store.getState()).smsSeconds).toBe(0);
    expect(cleared).toHaveBeenCalled(); // the countdown's timer: no tick left to come
  });

  it('is throttled to one send a second', async () => {
    const harness = await start();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    for (let i = 0; i < 3; i += 1)
      harness.store.dispatch(
        registerActions.smsCodeRequested({ mobileNo: '9171234567', countryDialingCode: '63' }),
      );
    await solveChallenge(harness);
    // The first tick comes a second after the send: the presses held by the throttle have been
    // handled (dropped while counting) by then.
    await waitForState(harness.store, (s) => selectRegister(s).smsSeconds > 0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(selectRegister(harness.store.getState()).smsSeconds).toBe(59);
    await vi.dynamicImportSettled();
    expect(selectRegister(harness.store.getState()).smsSending).toBe(false);
    expect(requests.of('registerSmsCode')).toHaveLength(1);
  });

  it('a failed send shows the server message in a warning and no countdown', async () => {
    const harness = await start();
    failAlways(
      'registerSmsCode',
      'too.many.requests',
      'Too many requests, try again after 5 minutes',
    );
    harness.store.dispatch(
      registerActions.smsCodeRequested({ mobileNo: '9171234567', countryDialingCode: '63' }),
    );
    await solveChallenge(harness);
    const dialog = await nextDialog(harness);
    expect(dialog).toMatchObject({
      kind: 'warning',
      text: 'Too many requests, try again after 5 minutes',
    });
    expect(harness.store.getState().register).toMatchObject({ smsSeconds: 0, smsSending: false });
  });

  it('a bad number is refused by the server as an invalid phone number format', async () => {
    const harness = await start();
    harness.store.dispatch(
      registerActions.smsCodeRequested({ mobileNo: '12', countryDialingCode: '63' }),
    );
    await solveChallenge(harness);
    expect(await nextDialog(harness)).toMatchObject({
      kind: 'warning',
      text: 'Invalid phone number format',
    });
  });
});

describe('firebase variant (FIREBASESMS3)', () => {
  const requests = recordRequests();
  const withFirebase = () => {
    mockScenario({ whitelabel: { FIREBASESMS3: true } });
  };

  it('sends the code through firebase with a fixed minute, then registers with its id token', async () => {
    const harness = await start(withFirebase);
    await waitForState(harness.store, (s) => s.system.flags.FIREBASESMS3 === true);
    harness.store.dispatch(
      registerActions.smsCodeRequested({ mobileNo: '9171234567', countryDialingCode: '63' }),
    );
    await waitForState(harness.store, (s) => selectRegister(s).smsSeconds > 0);
    expect(selectRegister(harness.store.getState()).smsSeconds).toBe(60);
    expect(requests.of('registerSmsCode')).toHaveLength(0);
    submit(harness, usernameForm);
    await solveChallenge(harness);
    await waitForState(harness.store, (s) =>
      s.modals.stack.some((m) => m.name === 'registerSuccessModal'),
    );
    const body = requests.of('register')[0]!.body;
    expect(body.firebaseChannel).toBe('sms');
    expect(String(body.firebaseIdToken)).toMatch(/^mock-firebase:\+639171234567:/);
  });

  it('a failing firebase check (scenario firebase: fail) shows its message and registers nothing', async () => {
    const harness = await start(() => {
      withFirebase();
      mockScenario({ firebase: 'fail' });
    });
    harness.store.dispatch(
      registerActions.smsCodeRequested({ mobileNo: '9171234567', countryDialingCode: '63' }),
    );
    await waitForState(harness.store, (s) => selectRegister(s).smsSeconds > 0);
    submit(harness, usernameForm);
    await solveChallenge(harness);
    const dialog = await nextDialog(harness);
    expect(dialog).toMatchObject({ kind: 'warning', key: 'register.firebase.invalidCode' });
    expect(requests.of('register')).toHaveLength(0);
  });

  it("maps a provider's send failure to the catalogue text", async () => {
    const provider: FirebasePhoneProvider = {
      sendCode: vi.fn(() => Promise.reject(new FirebaseAuthError('auth/too-many-requests'))),
      verifyCode: vi.fn(),
    };
    setFirebaseProvider(provider);
    const harness = await start(withFirebase);
    harness.store.dispatch(
      registerActions.smsCodeRequested({ mobileNo: '9171234567', countryDialingCode: '63' }),
    );
    expect(await nextDialog(harness)).toMatchObject({
      kind: 'warning',
      key: 'register.firebase.tooManyRequests',
    });
    expect(provider.sendCode).toHaveBeenCalledWith('+639171234567');
    expect(selectRegister(harness.store.getState()).smsSeconds).toBe(0);
  });
});
