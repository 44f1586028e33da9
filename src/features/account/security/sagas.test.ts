import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@/api/contract/constants';
import type { RootState } from '@/app/store';
import { sessionActions } from '@/core/session/slice';
import { dialogsActions } from '@/core/dialogs/slice';
import { createTestStore, freePlayToken, loginToken, waitForState } from '@/testing/harness';
import { dropConnection, endSession, failNext } from '@/testing/mock-backend';
import { callsMade } from '@/testing/requests';
import { securityFeature } from './feature';
import { securityScore } from './rules';
import { selectSecurity } from './selectors';
import { securityActions as a } from './slice';

type Harness = ReturnType<typeof createTestStore>;

/** The security centre's calls made from now on. */
const recordCalls = () =>
  callsMade(
    'securityCenter',
    'bindSmsCode',
    'bindEmailCode',
    'bindMobile',
    'bindEmail',
    'paymentPassword',
    'socialLink',
  );

const security = (s: RootState) => selectSecurity(s);
const settled = (s: RootState) => ['loaded', 'failed'].includes(security(s).info.status);

async function open(token: string | null) {
  const harness = createTestStore();
  harness.store.injectFeature(securityFeature);
  if (token) harness.store.dispatch(sessionActions.tokenReceived(token));
  harness.store.dispatch(a.opened());
  await waitForState(harness.store, settled);
  return harness;
}

const until = (h: Harness, predicate: (s: ReturnType<typeof security>) => boolean) =>
  waitForState(h.store, (s) => predicate(security(s))).then(security);

/** Answers the message box on top (the link confirmation). */
async function answer(h: Harness, confirmed: boolean) {
  const state = await waitForState(h.store, (s) => s.dialogs.queue.length > 0);
  const dialog = state.dialogs.queue[0]!;
  h.store.dispatch(dialogsActions.answered({ id: dialog.id, confirmed }));
  return dialog;
}

describe('security centre: what is bound and set', () => {
  it("shows player1's account, masked contacts, payment password and social accounts: high", async () => {
    const h = await open(await loginToken());
    const { value } = security(h.store.getState()).info;
    expect(value).toMatchObject({
      account: 'player1',
      mobile: '917****001',
      mobileBound: true,
      email: 'pl***@example.com',
      emailBound: true,
      paymentPasswordSet: true,
    });
    expect(value!.socialAccounts.map((s) => [s.provider, s.linked])).toEqual([
      ['GOOGLE', false],
      ['FACEBOOK', true],
    ]);
    expect(securityScore(value!)).toMatchObject({ level: 'high', score: 4, missing: [] });
  });

  it('shows newbie1 without e-mail and payment password: low, with what is missing', async () => {
    const h = await open(await loginToken('newbie1', '123456'));
    const { value } = security(h.store.getState()).info;
    expect(value).toMatchObject({ emailBound: false, email: null, paymentPasswordSet: false });
    expect(securityScore(value!)).toEqual({
      level: 'low',
      score: 2,
      of: 4,
      missing: ['email', 'paymentPassword'],
    });
  });

  it('tells a dropped connection, then loads on retry', async () => {
    dropConnection('securityCenter', 1);
    const h = await open(await loginToken());
    expect(security(h.store.getState()).info).toMatchObject({
      status: 'failed',
      value: null,
      failure: { kind: 'offline' },
    });
    h.store.dispatch(a.infoRequested());
    const state = await until(h, (s) => s.info.status === 'loaded');
    expect(state.info.value?.account).toBe('player1');
  });

  it('tells a busy system by its kind', async () => {
    failNext('securityCenter', ErrorCodes.systemBusy, 'System busy');
    const h = await open(await loginToken());
    expect(security(h.store.getState()).info.failure).toMatchObject({ kind: 'busy' });
  });

  it('ends the session on HTTP 401 and says the session ended', async () => {
    const token = await loginToken();
    await endSession(token);
    const h = await open(token);
    expect(security(h.store.getState()).info.failure).toMatchObject({ kind: 'session' });
    expect(h.store.getState().session.token).toBeNull();
  });

  it('refuses a trial account (in_need_true_account)', async () => {
    const h = await open(await freePlayToken());
    expect(security(h.store.getState()).info.failure).toMatchObject({ kind: 'trial' });
  });
});

describe('security centre: codes and binding', () => {
  it('counts down after a code is sent, ignores presses meanwhile, and stops when the page closes', async () => {
    const h = await open(await loginToken('newbie1', '123456'));
    const calls = recordCalls();
    h.store.dispatch(a.codeRequested({ kind: 'email', value: ' newbie.one@example.com ' }));
    let state = await until(h, (s) => s.codes.email.countdown > 0);
    // One minute of expiry: 60 s.
    expect(state.codes.email.countdown).toBeGreaterThanOrEqual(59);
    h.store.dispatch(a.codeRequested({ kind: 'email', value: 'newbie.one@example.com' }));
    h.store.dispatch(a.codeRequested({ kind: 'mobile', value: '9171112223' }));
    await until(h, (s) => s.codes.mobile.countdown > 0);
    expect(calls).toEqual(['bindEmailCode', 'bindSmsCode']);
    h.store.dispatch(a.closed());
    state = await until(h, (s) => s.codes.email.countdown === 0 && s.codes.mobile.countdown === 0);
    expect(state.codes.email).toEqual({ sending: false, countdown: 0, failure: null });
  });

  it('tells too many requests at the code button, with no countdown', async () => {
    failNext(
      'bindSmsCode',
      ErrorCodes.tooManyRequests,
      'Too many requests, try again after 5 minutes',
    );
    const h = await open(await loginToken());
    h.store.dispatch(a.codeRequested({ kind: 'mobile', value: '9171234567' }));
    const state = await until(h, (s) => s.codes.mobile.failure !== null);
    expect(state.codes.mobile).toMatchObject({ countdown: 0, failure: { kind: 'tooMany' } });
  });

  it('refuses a wrong code, tells an expired one, and binds the e-mail with the right one', async () => {
    const h = await open(await loginToken('newbie1', '123456'));
    h.store.dispatch(a.codeRequested({ kind: 'email', value: 'newbie.one@example.com' }));
    await until(h, (s) => s.codes.email.countdown > 0);
    const bind = (code: string) =>
      a.bindSubmitted({ kind: 'email', value: 'newbie.one@example.com', verificationCode: code });

    h.store.dispatch(bind('000000'));
    let state = await until(h, (s) => s.forms.email.status === 'failed');
    expect(state.forms.email.failure).toMatchObject({ kind: 'code' });

    failNext('bindEmail', ErrorCodes.invalidVerificationCode, 'Code expired, please send again');
    h.store.dispatch(bind('123456'));
    await until(h, (s) => s.forms.email.failure?.kind === 'expired');

    h.store.dispatch(bind(' 123456 '));
    state = await until(h, (s) => s.forms.email.status === 'done' && !!s.info.value?.emailBound);
    expect(state.info.value?.email).toBe('ne***@example.com');
    expect(securityScore(state.info.value!).level).toBe('medium');
  });

  it('changes the mobile number, and refuses one bound to another member', async () => {
    const h = await open(await loginToken());
    const bind = (mobile: string) => {
      h.store.dispatch(a.codeRequested({ kind: 'mobile', value: mobile }));
      return until(h, (s) => s.codes.mobile.countdown > 0).then(() => {
        h.store.dispatch(
          a.bindSubmitted({ kind: 'mobile', value: mobile, verificationCode: '123456' }),
        );
      });
    };
    // vip0001's number.
    await bind('9170000005');
    let state = await until(h, (s) => s.forms.mobile.status === 'failed');
    expect(state.forms.mobile.failure).toMatchObject({
      kind: 'server',
      message: 'This mobile number is bound to another account',
    });
    h.store.dispatch(a.closed());
    await until(h, (s) => s.codes.mobile.countdown === 0);
    h.store.dispatch(a.opened());
    await bind('9171234567');
    state = await until(h, (s) => s.info.value?.mobile === '917****567');
    expect(state.forms.mobile.status).toBe('done');
  });
});

describe('security centre: passwords and social accounts', () => {
  it('sets a first payment password, then changes it only with the current one', async () => {
    const h = await open(await loginToken('newbie1', '123456'));
    h.store.dispatch(
      a.paymentPasswordSubmitted({ newPassword: '135790', confirmNewPassword: '135790' }),
    );
    let state = await until(h, (s) => !!s.info.value?.paymentPasswordSet);
    expect(state.forms.paymentPassword.status).toBe('done');
    expect(securityScore(state.info.value!).level).toBe('medium');

    const change = (oldPassword: string) =>
      a.paymentPasswordSubmitted({
        oldPassword,
        newPassword: '246810',
        confirmNewPassword: '246810',
      });
    h.store.dispatch(change('999999'));
    state = await until(h, (s) => s.forms.paymentPassword.status === 'failed');
    expect(state.forms.paymentPassword.failure).toMatchObject({ kind: 'password' });
    h.store.dispatch(change('135790'));
    await until(h, (s) => s.forms.paymentPassword.status === 'done');
  });

  it('links a social account only once confirmed, saying it is for good; a second link is refused', async () => {
    const h = await open(await loginToken());
    const calls = recordCalls();
    h.store.dispatch(a.socialLinkRequested('GOOGLE'));
    const asked = await answer(h, false);
    expect(asked).toMatchObject({
      kind: 'confirm',
      key: 'security.social.confirm',
      params: { provider: 'Google' },
      confirmKey: 'security.social.confirmButton',
    });
    expect(calls).toEqual([]);

    h.store.dispatch(a.socialLinkRequested('GOOGLE'));
    await answer(h, true);
    await until(h, (s) => s.forms.social.status === 'done');
    let state = await until(h, (s) => !!s.info.value?.socialAccounts[0]?.linked);
    expect(state.info.value!.socialAccounts[0]).toMatchObject({
      provider: 'GOOGLE',
      linked: true,
      displayName: 'player1@social.example',
    });

    h.store.dispatch(a.socialLinkRequested('GOOGLE'));
    await answer(h, true);
    state = await until(h, (s) => s.forms.social.status === 'failed');
    expect(state.forms.social.failure).toMatchObject({
      kind: 'server',
      message: 'This social account is already linked',
    });
  });

  it("opens the change-password modal for the member's account (the old password asked)", async () => {
    const h = await open(await loginToken());
    h.store.dispatch(a.loginPasswordChangeRequested());
    const state = await waitForState(h.store, (s) => s.modals.stack.length > 0);
    expect(state.modals.stack.at(-1)).toEqual({
      name: 'changePassModal',
      props: { account: 'player1' },
    });
  });
});
