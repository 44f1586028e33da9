import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockDb, server } from '../../../../mocks/node';
import { createTestClient, createTestStore, loginToken, waitForState } from '@/testing/harness';
import type { RootState } from '@/app/store';
import { authActions } from '@/features/auth/slice';
import { selectAuth } from '@/features/auth/selectors';
import { dialogsActions } from '@/core/dialogs/slice';
import { modalsActions } from '@/core/modals/slice';
import { sessionActions } from '@/core/session/slice';
import { initialSystemState } from '@/core/system/slice';
import { accountActions } from '../slice';
import { CODE_THROTTLE_MS, osOf, randomText, secondsUntil } from './flows';
import { accountFeature } from '../feature';
import { END_OTHERS_OFFER } from '../constants';
import { failAlways, failNext, endSession } from '@/testing/mock-backend';
import { ErrorCodes } from '@/api/contract/constants';
import { recordCalls } from '@/testing/requests';

type Harness = ReturnType<typeof createTestStore>;

const withFlags = (flags: Record<string, boolean>): Partial<RootState> => ({
  system: {
    ...initialSystemState,
    phase: 'ready',
    flags,
    brand: { ...initialSystemState.brand, merchant: 'DEMO' },
  },
});

/** A store logged in as `user` (token and member info loaded). */
async function loggedIn(
  user = 'player1',
  password = 'pass1234',
  flags: Record<string, boolean> = {},
) {
  const token = await loginToken(user, password);
  const harness = createTestStore(withFlags(flags));
  harness.store.injectFeature(accountFeature);
  harness.store.dispatch(sessionActions.tokenReceived(token));
  harness.store.dispatch(sessionActions.memberInfoRequested());
  await waitForState(harness.store, (s) => s.session.memberStatus === 'loaded');
  return { harness, token };
}

/** Waits for the first message box and answers it. */
async function answerDialog(harness: Harness, confirmed: boolean) {
  const state = await waitForState(harness.store, (s) => s.dialogs.queue.length > 0);
  const dialog = state.dialogs.queue[0]!;
  harness.store.dispatch(dialogsActions.answered({ id: dialog.id, confirmed }));
  return dialog;
}

/** Answers the anti-bot challenge (the mock provider's sum) once it shows. */
async function solveChallenge(harness: Harness) {
  const auth = selectAuth(
    await waitForState(harness.store, (s) => selectAuth(s).challenge !== null),
  );
  const c = auth.challenge!;
  harness.store.dispatch(authActions.challengeAnswered({ id: c.id, answer: String(c.a + c.b) }));
}

describe('helpers', () => {
  it('randomText draws from letters and digits with the injected random', () => {
    expect(randomText(16, () => 0)).toBe('AAAAAAAAAAAAAAAA');
    expect(randomText(4, () => 0.999999)).toBe('9999');
  });
  it('osOf names the platform', () => {
    expect(osOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows');
    expect(osOf('Mozilla/5.0 (Linux; Android 14)')).toBe('Android');
    expect(osOf('curl/8')).toBe('web');
  });
  it('secondsUntil rounds up and never goes negative', () => {
    expect(secondsUntil(10_500, 0)).toBe(11);
    expect(secondsUntil(0, 5_000)).toBe(0);
  });
});

describe('free play (FREEPLAY3)', () => {
  it('logs in a trial account (type 4), closes the modals and goes to /', async () => {
    const calls = recordCalls();
    const harness = createTestStore(withFlags({ FREEPLAY3: true }));
    harness.store.injectFeature(accountFeature);
    harness.location.current = '/rng';
    harness.store.dispatch(
      modalsActions.opened({ name: 'loginPopupModal', props: { mode: 'login' } }),
    );
    harness.store.dispatch(accountActions.freePlayRequested());
    const state = await waitForState(harness.store, (s) => s.session.member?.type === 4);
    expect(state.session.token).toMatch(/^tk_/);
    expect(sessionStorage.getItem('token')).toBe(state.session.token);
    expect(sessionStorage.getItem('isAgent')).toBe('4');
    await waitForState(harness.store, (s) => s.modals.stack.length === 0);
    await expect.poll(() => harness.location.current).toBe('/');
    const sent = calls.find((c) => c.name === 'freePlayLogin')!.body;
    expect(sent).toMatchObject({ platform: 'W', gatewayVersion: 3, random: 'AAAAAAAAAAAAAAAA' });
    expect(typeof sent.os).toBe('string');
  });

  it('does nothing while FREEPLAY3 is off', async () => {
    const calls = recordCalls();
    const harness = createTestStore(withFlags({ FREEPLAY3: false }));
    harness.store.injectFeature(accountFeature);
    harness.store.dispatch(accountActions.freePlayRequested());
    // The lazy worker has loaded and read the flag: were it on, the free play would be pending.
    await vi.dynamicImportSettled();
    expect(harness.store.getState().account.freePlay).toBe('idle');
    expect(calls.some((c) => c.name === 'freePlayLogin')).toBe(false);
    expect(harness.store.getState().session.token).toBeNull();
  });

  it('a failed call shows the server message in a warning', async () => {
    failAlways('freePlayLogin', '#727', 'System busy');
    const harness = createTestStore(withFlags({ FREEPLAY3: true }));
    harness.store.injectFeature(accountFeature);
    harness.store.dispatch(accountActions.freePlayRequested());
    const dialog = await answerDialog(harness, true);
    expect(dialog).toMatchObject({ kind: 'warning', text: 'System busy' });
    expect(harness.store.getState().session.token).toBeNull();
    expect(harness.store.getState().account.freePlay).toBe('idle');
  });

  it('a dropped connection shows the catalogue network text', async () => {
    server.use(http.post('/wps/session/login/freeplay', () => HttpResponse.error()));
    const harness = createTestStore(withFlags({ FREEPLAY3: true }));
    harness.store.injectFeature(accountFeature);
    harness.store.dispatch(accountActions.freePlayRequested());
    const dialog = await answerDialog(harness, true);
    expect(dialog).toMatchObject({ kind: 'warning', key: 'errors.network' });
  });
});

describe('logout', () => {
  it('confirmed: server logout, session cleared, merchant restored, modals closed, /', async () => {
    const { harness, token } = await loggedIn();
    harness.location.current = '/egame';
    harness.store.dispatch(modalsActions.opened({ name: 'forgetPassModal' }));
    harness.store.dispatch(accountActions.logoutRequested());
    const dialog = await answerDialog(harness, true);
    expect(dialog).toMatchObject({ kind: 'confirm', key: 'account.logout.confirm' });
    await waitForState(harness.store, (s) => s.session.token === null && s.session.member === null);
    expect(mockDb.state().sessions.some((s) => s.id === token)).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('account')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('DEMO');
    expect(sessionStorage.getItem('merchantCode')).toBe('DEMO');
    expect(harness.store.getState().modals.stack).toEqual([]);
    // Going home is the flow's last step; a logout is not an expiry: no 'session ended' message.
    await expect.poll(() => harness.location.current).toBe('/');
    expect(harness.store.getState().dialogs.queue).toEqual([]);
  });

  it('cancelled: nothing changes and the server is not called', async () => {
    const { harness, token } = await loggedIn();
    const calls = recordCalls();
    harness.store.dispatch(accountActions.logoutRequested());
    await answerDialog(harness, false);
    // The flow ends as the answer is dispatched: were it confirmed, the logout would be pending.
    expect(harness.store.getState().account.logout).toBe('idle');
    expect(harness.store.getState().session.token).toBe(token);
    expect(calls.some((c) => c.name === 'logout')).toBe(false);
    expect(mockDb.state().sessions.some((s) => s.id === token)).toBe(true);
  });

  it('a session that died meanwhile still ends quietly (the user was signing out anyway)', async () => {
    const { harness, token } = await loggedIn();
    harness.location.current = '/egame';
    await endSession(token);
    harness.store.dispatch(accountActions.logoutRequested());
    await answerDialog(harness, true);
    await waitForState(
      harness.store,
      (s) => s.session.token === null && s.account.logout === 'idle',
    );
    // Going home is the flow's last step.
    await expect.poll(() => harness.location.current).toBe('/');
    expect(harness.store.getState().dialogs.queue).toEqual([]);
  });
});

describe('a 401 anywhere (session saga + account saga)', () => {
  it('ends the session with the roles.sessionExpired message and goes to /', async () => {
    const { harness, token } = await loggedIn();
    harness.location.current = '/egame';
    await endSession(token);
    harness.store.dispatch(sessionActions.memberInfoRequested());
    const dialog = await answerDialog(harness, true);
    expect(dialog).toMatchObject({ kind: 'warning', key: 'roles.sessionExpired' });
    expect(harness.store.getState().session.token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    await expect.poll(() => harness.location.current).toBe('/');
  });

  it('a late 401 after a logout stays silent', async () => {
    const { harness } = await loggedIn();
    harness.store.dispatch(accountActions.logoutRequested());
    await answerDialog(harness, true);
    await waitForState(harness.store, (s) => s.session.token === null);
    // The watcher answers the action as it is dispatched (a live session's would queue a dialog).
    harness.store.dispatch(sessionActions.sessionEnded({ reason: 'expired' }));
    expect(harness.store.getState().dialogs.queue).toEqual([]);
  });
});

describe('change password', () => {
  it('prompted with the login password: no old-password field, success ends the session and opens the login popup', async () => {
    const { harness, token } = await loggedIn('newbie1', '123456');
    const calls = recordCalls();
    harness.store.dispatch(
      accountActions.changePasswordPrompted({
        account: 'newbie1',
        password: '123456',
        reason: 'default',
      }),
    );
    expect(harness.store.getState().modals.stack).toEqual([
      {
        name: 'changePassModal',
        props: { account: 'newbie1', forced: true, oldPasswordKnown: true, reason: 'default' },
      },
    ]);
    // The password is never in the state.
    expect(JSON.stringify(harness.store.getState())).not.toContain('123456');
    harness.store.dispatch(
      accountActions.changePasswordSubmitted({
        newPassword: 'newpass88',
        confirmNewPassword: 'newpass88',
      }),
    );
    const state = await waitForState(harness.store, (s) =>
      s.modals.stack.some((m) => m.name === 'loginPopupModal'),
    );
    expect(state.modals.stack).toEqual([{ name: 'loginPopupModal', props: { mode: 'login' } }]);
    expect(state.session.token).toBeNull();
    const change = calls.find((c) => c.name === 'changePassword')!;
    expect(change.body).toEqual({
      oldPassword: '123456',
      newPassword: 'newpass88',
      confirmNewPassword: 'newpass88',
    });
    expect(mockDb.state().sessions.some((s) => s.id === token)).toBe(false);
    const { client } = createTestClient();
    await expect(
      client.call('login', { username: 'newbie1', password: 'newpass88', type: 'username' }),
    ).resolves.toMatchObject({ userName: 'newbie1' });
  });

  it('with the old-password field: a wrong old password shows the server message and keeps the modal', async () => {
    const { harness } = await loggedIn('newbie1', '123456');
    harness.store.dispatch(
      modalsActions.opened({
        name: 'changePassModal',
        props: { account: 'newbie1', reason: 'default' },
      }),
    );
    harness.store.dispatch(
      accountActions.changePasswordSubmitted({
        oldPassword: 'wrong1',
        newPassword: 'newpass88',
        confirmNewPassword: 'newpass88',
      }),
    );
    const dialog = await answerDialog(harness, true);
    expect(dialog).toMatchObject({ kind: 'warning', text: 'The old password is incorrect' });
    expect(harness.store.getState().modals.stack.map((m) => m.name)).toEqual(['changePassModal']);
    expect(harness.store.getState().session.token).not.toBeNull();
    expect(harness.store.getState().account.changePassword).toBe('idle');
  });

  it('forgets the login password once the modal closes', async () => {
    const { harness } = await loggedIn('newbie1', '123456');
    const calls = recordCalls();
    harness.store.dispatch(
      accountActions.changePasswordPrompted({ account: 'newbie1', password: '123456' }),
    );
    harness.store.dispatch(modalsActions.closed('changePassModal'));
    harness.store.dispatch(
      accountActions.changePasswordSubmitted({
        newPassword: 'newpass88',
        confirmNewPassword: 'newpass88',
      }),
    );
    await waitForState(harness.store, (s) =>
      s.modals.stack.some((m) => m.name === 'loginPopupModal'),
    );
    const change = calls.find((c) => c.name === 'changePassword')!;
    expect(change.body).not.toHaveProperty('oldPassword');
  });
});

describe('forgot password by email', () => {
  it('success closes the modal and confirms', async () => {
    const harness = createTestStore(withFlags({}));
    harness.store.injectFeature(accountFeature);
    const calls = recordCalls();
    harness.store.dispatch(modalsActions.opened({ name: 'forgetPassModal' }));
    harness.store.dispatch(
      accountActions.forgotEmailSubmitted({ username: ' player1 ', email: 'player1@example.com' }),
    );
    const dialog = await answerDialog(harness, true);
    expect(dialog).toMatchObject({ kind: 'success', key: 'account.forgot.emailSent' });
    expect(harness.store.getState().modals.stack).toEqual([]);
    const sent = calls.find((c) => c.name === 'forgotPasswordEmail')!;
    expect(sent.text).toBe('username=player1&email=player1%40example.com');
  });

  it("an unknown pair answers 'Username/Email does not exist' and the modal stays", async () => {
    const harness = createTestStore(withFlags({}));
    harness.store.injectFeature(accountFeature);
    harness.store.dispatch(modalsActions.opened({ name: 'forgetPassModal' }));
    harness.store.dispatch(
      accountActions.forgotEmailSubmitted({ username: 'player1', email: 'other@example.com' }),
    );
    const dialog = await answerDialog(harness, true);
    expect(dialog).toMatchObject({ kind: 'warning', key: 'account.forgot.notFound' });
    expect(harness.store.getState().modals.stack.map((m) => m.name)).toEqual(['forgetPassModal']);
  });

  it('says the spec’s words for an unknown pair whatever the server’s message', async () => {
    failNext('forgotPasswordEmail', ErrorCodes.notFound, '用户名/邮箱不存在');
    const harness = createTestStore(withFlags({}));
    harness.store.injectFeature(accountFeature);
    harness.store.dispatch(modalsActions.opened({ name: 'forgetPassModal' }));
    harness.store.dispatch(
      accountActions.forgotEmailSubmitted({ username: 'player1', email: 'player1@example.com' }),
    );
    expect(await answerDialog(harness, true)).toMatchObject({
      kind: 'warning',
      key: 'account.forgot.notFound',
    });
  });
});

describe('forgot password by phone (CHNGPASSVERIF3)', () => {
  const codeIn = (seconds: number) =>
    server.use(
      http.post('/wps/verification/sms/password', () =>
        HttpResponse.json({
          success: true,
          value: { expirationTime: Date.now() + seconds * 1000 },
          message: 'ok',
        }),
      ),
    );

  it('counts down from value.expirationTime, then re-enables', async () => {
    codeIn(2);
    const harness = createTestStore(withFlags({ CHNGPASSVERIF3: true }));
    harness.store.injectFeature(accountFeature);
    harness.store.dispatch(modalsActions.opened({ name: 'forgetPassModal' }));
    const ticks: number[] = [];
    harness.store.subscribe(() => {
      const left = harness.store.getState().account.forgotCountdown;
      if ((ticks.length > 0 || left > 0) && ticks[ticks.length - 1] !== left) ticks.push(left);
    });
    harness.store.dispatch(
      accountActions.forgotCodeRequested({ mobileNum: '9170000001', countryDialingCode: '63' }),
    );
    await waitForState(harness.store, (s) => s.account.forgotCountdown === 2);
    await waitForState(harness.store, (s) => s.account.forgotCountdown === 0, 4_000);
    expect(ticks).toEqual([2, 1, 0]);
  });

  it('is throttled and inert while counting: one send for many clicks', async () => {
    const harness = createTestStore(withFlags({ CHNGPASSVERIF3: true }));
    harness.store.injectFeature(accountFeature);
    const calls = recordCalls();
    harness.store.dispatch(modalsActions.opened({ name: 'forgetPassModal' }));
    const ask = () =>
      harness.store.dispatch(
        accountActions.forgotCodeRequested({ mobileNum: '9170000001', countryDialingCode: '63' }),
      );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    ask();
    ask(); // held by the throttle until its window ends, then dropped: counting
    await vi.waitFor(() =>
      expect(harness.store.getState().account.forgotCountdown).toBeGreaterThan(55),
    );
    await vi.advanceTimersByTimeAsync(2 * CODE_THROTTLE_MS);
    ask(); // after the throttle windows, but while counting
    // A press in a window is handled when it ends: by now this one has been, and dropped.
    await vi.advanceTimersByTimeAsync(CODE_THROTTLE_MS);
    expect(harness.store.getState().account.forgotCountdown).toBeGreaterThan(0);
    expect(calls.filter((c) => c.name === 'forgotPasswordCode')).toHaveLength(1);
    harness.store.dispatch(modalsActions.closed('forgetPassModal'));
  });

  it('closing the modal cancels the countdown (no timer left ticking)', async () => {
    const harness = createTestStore(withFlags({ CHNGPASSVERIF3: true }));
    harness.store.injectFeature(accountFeature);
    harness.store.dispatch(modalsActions.opened({ name: 'forgetPassModal' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    harness.store.dispatch(
      accountActions.forgotCodeRequested({ mobileNum: '9170000001', countryDialingCode: '63' }),
    );
    await vi.waitFor(() =>
      expect(harness.store.getState().account.forgotCountdown).toBeGreaterThan(55),
    );
    harness.store.dispatch(modalsActions.closed('forgetPassModal'));
    expect(harness.store.getState().account.forgotCountdown).toBe(0);
    await vi.advanceTimersByTimeAsync(3_000); // three ticks, had the countdown run on
    expect(harness.store.getState().account.forgotCountdown).toBe(0);
  });

  it('an unknown mobile number shows the server message', async () => {
    const harness = createTestStore(withFlags({ CHNGPASSVERIF3: true }));
    harness.store.injectFeature(accountFeature);
    harness.store.dispatch(modalsActions.opened({ name: 'forgetPassModal' }));
    harness.store.dispatch(accountActions.forgotCodeRequested({ mobileNum: '9999999999' }));
    const dialog = await answerDialog(harness, true);
    expect(dialog).toMatchObject({ kind: 'warning', text: 'Please enter a valid phone number.' });
    expect(harness.store.getState().account.forgotCountdown).toBe(0);
  });

  it('the right code sets the password and logs the member in at /', async () => {
    const calls = recordCalls();
    const harness = createTestStore(withFlags({ CHNGPASSVERIF3: true }));
    harness.store.injectFeature(accountFeature);
    harness.location.current = '/egame';
    harness.store.dispatch(modalsActions.opened({ name: 'forgetPassModal' }));
    harness.store.dispatch(accountActions.forgotCodeRequested({ mobileNum: '9170000001' }));
    await waitForState(harness.store, (s) => s.account.forgotCountdown > 0);
    harness.store.dispatch(
      accountActions.forgotPhoneSubmitted({
        mobileNum: '9170000001',
        verificationCode: '123456',
        newPassword: 'brandnew1',
      }),
    );
    await solveChallenge(harness);
    const state = await waitForState(harness.store, (s) => s.session.member?.account === 'player1');
    expect(state.session.token).toMatch(/^tk_/);
    await waitForState(
      harness.store,
      (s) => s.modals.stack.length === 0 && s.account.forgotCountdown === 0,
    );
    await expect.poll(() => harness.location.current).toBe('/');
    const sent = calls.find((c) => c.name === 'forgotPasswordPhone')!.body;
    expect(sent).toMatchObject({
      mobileNum: '9170000001',
      verificationCode: '123456',
      newPassword: 'brandnew1',
    });
    expect(sent).toHaveProperty('lot_number'); // the anti-bot challenge fields
    const { client } = createTestClient();
    await expect(
      client.call('login', { username: 'player1', password: 'brandnew1', type: 'username' }),
    ).resolves.toMatchObject({ userName: 'player1' });
  });

  it('closing the anti-bot challenge sends nothing', async () => {
    const calls = recordCalls();
    const harness = createTestStore(withFlags({ CHNGPASSVERIF3: true }));
    harness.store.injectFeature(accountFeature);
    harness.store.dispatch(
      accountActions.forgotPhoneSubmitted({
        mobileNum: '9170000001',
        verificationCode: '123456',
        newPassword: 'brandnew1',
      }),
    );
    const auth = selectAuth(
      await waitForState(harness.store, (s) => selectAuth(s).challenge !== null),
    );
    harness.store.dispatch(authActions.challengeCancelled({ id: auth.challenge!.id }));
    await waitForState(
      harness.store,
      (s) => s.account.forgotPhone === 'idle' && selectAuth(s).challenge === null,
    );
    expect(calls.some((c) => c.name === 'forgotPasswordPhone')).toBe(false);
  });

  it('a wrong code shows the server message and nobody is logged in', async () => {
    const harness = createTestStore(withFlags({ CHNGPASSVERIF3: true }));
    harness.store.injectFeature(accountFeature);
    harness.store.dispatch(modalsActions.opened({ name: 'forgetPassModal' }));
    harness.store.dispatch(accountActions.forgotCodeRequested({ mobileNum: '9170000001' }));
    await waitForState(harness.store, (s) => s.account.forgotCountdown > 0);
    harness.store.dispatch(
      accountActions.forgotPhoneSubmitted({
        mobileNum: '9170000001',
        verificationCode: '000000',
        newPassword: 'brandnew1',
      }),
    );
    await solveChallenge(harness);
    const dialog = await answerDialog(harness, true);
    expect(dialog).toMatchObject({ kind: 'warning', text: 'Invalid verification code' });
    expect(harness.store.getState().session.token).toBeNull();
    harness.store.dispatch(modalsActions.closed('forgetPassModal'));
  });
});

describe('change password: the offer to end the other sessions (issue 30)', () => {
  const changed = async (answer: boolean) => {
    const elsewhere = await loginToken('player1', 'pass1234');
    const { harness } = await loggedIn('player1', 'pass1234', { SECSESSION3: true });
    harness.store.dispatch(
      modalsActions.opened({ name: 'changePassModal', props: { account: 'player1' } }),
    );
    harness.store.dispatch(
      accountActions.changePasswordSubmitted({
        oldPassword: 'pass1234',
        newPassword: 'newpass88',
        confirmNewPassword: 'newpass88',
      }),
    );
    // player1's two seeded devices and the other login.
    const offered = await waitForState(harness.store, (s) =>
      s.modals.stack.some((m) => m.props.endOthers === 3),
    );
    expect(offered.session.token).not.toBeNull();
    harness.store.dispatch(dialogsActions.answered({ id: END_OTHERS_OFFER, confirmed: answer }));
    const state = await waitForState(harness.store, (s) =>
      s.modals.stack.some((m) => m.name === 'loginPopupModal'),
    );
    expect(state.session.token).toBeNull();
    const other = createTestClient();
    other.state.token = elsewhere;
    return other.client.call('balance', { typeId: 1 });
  };

  it('End other sessions: the other browser is refused at once, then this one logs out', async () => {
    await expect(changed(true)).rejects.toMatchObject({ code: ErrorCodes.notLoggedIn });
  });

  it('Keep them: the other browser stays logged in', async () => {
    await expect(changed(false)).resolves.toMatchObject({ balance: expect.any(Array) });
  });
});
