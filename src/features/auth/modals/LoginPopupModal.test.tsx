import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, i18next } from '@/i18n';
import { createTestStore, waitForState as waitForStateIn } from '@/testing/harness';
import { DialogHost } from '@/core/dialogs/components/DialogHost';
import { ModalHost } from '@/core/modals/components/ModalHost';
import { modalsActions } from '@/core/modals/slice';
import { systemActions } from '@/core/system/slice';
import { REMEMBER_COOKIES } from '../remember';
import { SWITCHER_HIDE_MS } from '../components/ModeSwitcher';
import { selectAuth } from '../selectors';
import { mockScenario } from '@/testing/mock-backend';

/** Waits for the store (generous: the suite shares the machine with others). */
const waitForState = <T,>(
  store: { getState: () => T; subscribe: (l: () => void) => () => void },
  predicate: (state: T) => boolean,
  ms = 10_000,
) => waitForStateIn(store, predicate, ms);

type Harness = ReturnType<typeof createTestStore>;
const running: Harness[] = [];

beforeAll(async () => {
  // The suite shares the machine: give the async queries room.
  configure({ asyncUtilTimeout: 5000 });
  await initI18n('EN');
  await i18next.changeLanguage('en');
});

afterEach(() => {
  for (const h of running.splice(0)) h.task.cancel();
  for (const name of Object.values(REMEMBER_COOKIES))
    document.cookie = `${name}=; Max-Age=0; Path=/`;
});

/** Starts the store (flags from the mock), renders the modal and dialog hosts, opens the popup. */
async function openPopup(
  props: Record<string, string> = { mode: 'login', variant: 'default' },
  setup?: () => void,
) {
  setup?.();
  localStorage.setItem('hisLang', 'EN');
  const harness = createTestStore();
  running.push(harness);
  harness.location.current = '/rng';
  harness.store.dispatch(systemActions.startupRequested());
  await waitForState(
    harness.store,
    (s) => s.system.phase === 'ready' && s.system.countries.length > 0,
  );
  render(
    <Provider store={harness.store}>
      <ModalHost />
      <DialogHost />
    </Provider>,
  );
  act(() => {
    harness.store.dispatch(modalsActions.opened({ name: 'loginPopupModal', props }));
  });
  const dialog = await screen.findByRole('dialog', {
    name: props.mode === 'register' ? 'Register' : 'Log in',
  });
  return { harness, dialog, user: userEvent.setup() };
}

/** Answers the challenge dialog with the keyboard. */
async function solveChallenge(user: ReturnType<typeof userEvent.setup>) {
  const challenge = await screen.findByRole('dialog', { name: 'Security check' });
  const field = within(challenge).getByRole('textbox', { name: /What is \d \+ \d\?/ });
  const [, a, b] = /What is (\d) \+ (\d)\?/.exec(
    field.getAttribute('aria-label') ?? challenge.textContent ?? '',
  )!;
  await waitFor(() => expect(field).toHaveFocus());
  await user.keyboard(`${Number(a) + Number(b)}{Enter}`);
}

describe('login popup', () => {
  it('shows the login title, the tabs, remember me, forgot password, free trial and register (default variant)', async () => {
    const { dialog } = await openPopup();
    expect(within(dialog).getByRole('tablist', { name: 'Log in with' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('tab', { name: 'Username', selected: true }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'SMS code' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'autocomplete',
      'username',
    );
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Free trial' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('group', { name: 'Or sign in with' }),
    ).not.toBeInTheDocument();
  });

  it('has no tabs when MOBILEVERCODELOGIN3 is off, and no free trial or register when their flags are off', async () => {
    const { dialog } = await openPopup(undefined, () => {
      mockScenario({
        whitelabel: {
          MOBILEVERCODELOGIN3: false,
          FREEPLAY3: false,
          DIRECTREG3: false,
        },
      });
    });
    expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Mobile number')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Free trial' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('header variant: no free trial or register; social sign-in only with SOCIALLOGIN3', async () => {
    const first = await openPopup({ mode: 'login', variant: 'header' });
    expect(
      within(first.dialog).queryByRole('button', { name: 'Free trial' }),
    ).not.toBeInTheDocument();
    expect(
      within(first.dialog).queryByRole('button', { name: 'Sign in with Google' }),
    ).not.toBeInTheDocument();
  });

  it('header variant with SOCIALLOGIN3: Google signs the mock account in', async () => {
    const { dialog, harness, user } = await openPopup({ mode: 'login', variant: 'header' }, () => {
      mockScenario({ whitelabel: { SOCIALLOGIN3: true } });
    });
    expect(
      within(dialog).getByRole('button', { name: 'Sign in with Facebook' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with Google' }));
    await waitForState(harness.store, (s) => s.session.member?.account === 'player1');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument(),
    );
  });

  it('checks the fields before anything is sent', async () => {
    const { dialog, harness, user } = await openPopup();
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getAllByText('Please enter the username and password')).toHaveLength(2);
    expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(selectAuth(harness.store.getState()).challenge).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument();
  });

  it('logs in through the challenge with the keyboard and closes', async () => {
    const { dialog, harness, user } = await openPopup();
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), ' player1 ');
    await user.type(within(dialog).getByLabelText('Password'), 'pass1234{Enter}');
    await solveChallenge(user);
    await waitForState(harness.store, (s) => s.session.token !== null);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument();
    expect(harness.services.navigate).toHaveBeenCalledWith('/', { replace: undefined });
  });

  it('shows a failed login as an alert and keeps what was typed', async () => {
    const { dialog, user } = await openPopup();
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'player1');
    await user.type(within(dialog).getByLabelText('Password'), 'nope{Enter}');
    await solveChallenge(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Incorrect username or password',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('player1');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('nope');
  });

  it('shows the captcha once demanded; clicking the image refreshes it', async () => {
    const { dialog, user } = await openPopup(undefined, () =>
      mockScenario({ captchaAlways: true }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'player1');
    await user.type(within(dialog).getByLabelText('Password'), 'pass1234{Enter}');
    await solveChallenge(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter the captcha');
    const refresh = within(dialog).getByRole('button', { name: 'Refresh the captcha' });
    await waitFor(() =>
      expect(refresh.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/),
    );
    const first = refresh.querySelector('img')!.getAttribute('src');
    await user.click(refresh);
    await waitFor(() => expect(refresh.querySelector('img')!.getAttribute('src')).not.toBe(first), {
      timeout: 5000,
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Captcha' }), '1234{Enter}');
    await solveChallenge(user);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument(),
    );
  });

  it('SMS tab: checks the number, then counts down on a disabled button', async () => {
    const { dialog, user } = await openPopup();
    await user.click(within(dialog).getByRole('tab', { name: 'SMS code' }));
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getByRole('combobox', { name: 'Country code' })).toHaveValue('63');
    await user.click(within(panel).getByRole('button', { name: 'Get code' }));
    expect(within(panel).getByText('Input cannot be empty')).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: 'Mobile number' }), '12');
    expect(within(panel).getByText('Please enter a valid mobile number')).toBeInTheDocument();
    await user.clear(within(panel).getByRole('textbox', { name: 'Mobile number' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Mobile number' }), '9170000001');
    await user.click(within(panel).getByRole('button', { name: 'Get code' }));
    await solveChallenge(user);
    const counting = await within(panel).findByRole('button', { name: /Resend in \d+ s/ });
    expect(counting).toBeDisabled();
    await user.type(within(panel).getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(within(panel).getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument();
  });

  it('prefills the remembered username and mobile number (never a password)', async () => {
    document.cookie = `${REMEMBER_COOKIES.marker}=1; Path=/`;
    document.cookie = `${REMEMBER_COOKIES.username}=player1; Path=/`;
    document.cookie = `${REMEMBER_COOKIES.mobile}=9170000001; Path=/`;
    document.cookie = `${REMEMBER_COOKIES.dialingCode}=84; Path=/`;
    const { dialog, user } = await openPopup();
    expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('player1');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    expect(within(dialog).getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await user.click(within(dialog).getByRole('tab', { name: 'SMS code' }));
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getByRole('textbox', { name: 'Mobile number' })).toHaveValue('9170000001');
    expect(within(panel).getByRole('combobox', { name: 'Country code' })).toHaveValue('84');
  });

  it('switches to register mode through the mode switcher, which hides 200 ms after blur', async () => {
    const { dialog, user } = await openPopup();
    const toggle = within(dialog).getByRole('button', { name: 'Log in or register' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu).toBeVisible();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => toggle.blur());
    expect(menu).toBeVisible();
    act(() => vi.advanceTimersByTime(SWITCHER_HIDE_MS - 1));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    vi.useRealTimers();
    await user.click(toggle);
    await user.click(within(menu).getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  });

  it('the register button of the default variant switches to register mode', async () => {
    const { dialog, user } = await openPopup();
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  });

  it('free trial starts a trial session', async () => {
    const { dialog, harness, user } = await openPopup();
    await user.click(within(dialog).getByRole('button', { name: 'Free trial' }));
    await waitForState(harness.store, (s) => s.session.member?.type === 4);
  });

  it('forgot password opens its modal', async () => {
    const { dialog, harness, user } = await openPopup();
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    const names = harness.store.getState().modals.stack.map((m) => m.name);
    expect(names).toContain('forgetPassModal');
    expect(names).not.toContain('loginPopupModal');
  });

  it('Escape or Cancel in the challenge abandons the login', async () => {
    const { dialog, harness, user } = await openPopup();
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'player1');
    await user.type(within(dialog).getByLabelText('Password'), 'pass1234{Enter}');
    const challenge = await screen.findByRole('dialog', { name: 'Security check' });
    await user.click(within(challenge).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument(),
    );
    expect(selectAuth(harness.store.getState()).submitting).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(harness.store.getState().session.token).toBeNull();
  });
});

describe('login popup: the login side rule (spec 2 §4)', () => {
  it('asks the authenticator code, checks its 6 digits, keeps a refused one, and goes back to the typed form', async () => {
    const { dialog, user } = await openPopup(undefined, () =>
      mockScenario({ loginCheck: 'AUTHENTICATOR' }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'player1');
    await user.type(within(dialog).getByLabelText('Password'), 'pass1234');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await solveChallenge(user);
    const code = await within(dialog).findByRole('textbox', { name: 'Authenticator code' });
    expect(within(dialog).getByText(/new location/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, '12{Enter}');
    expect(
      await within(dialog).findByText('Enter the 6 digits from your authenticator app'),
    ).toBeInTheDocument();
    await user.type(code, '3456{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The code is not correct. Check it and try again.',
    );
    expect(code).toHaveValue('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Back to log in' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Username' })).toHaveValue('player1');
  });

  it('sends the code of an SMS check to the masked mobile and counts down', async () => {
    const { harness, dialog, user } = await openPopup(undefined, () =>
      mockScenario({ loginCheck: 'SMS' }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'player1');
    await user.type(within(dialog).getByLabelText('Password'), 'pass1234');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await solveChallenge(user);
    expect(await within(dialog).findByText(/917\*\*\*\*001/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(await within(dialog).findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitForState(harness.store, (s) => s.session.token !== null);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument(),
    );
    expect(selectAuth(harness.store.getState()).verification).toBeNull();
  });
});
