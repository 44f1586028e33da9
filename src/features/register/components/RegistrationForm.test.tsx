import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, i18next, setI18nLanguage } from '@/i18n';
import { createTestStore, waitForState as waitForStateWithin } from '@/testing/harness';
import { authActions } from '@/features/auth/slice';
import { selectAuth } from '@/features/auth/selectors';
import { DialogHost } from '@/core/dialogs/components/DialogHost';
import { ModalHost } from '@/core/modals/components/ModalHost';
import { modalsActions } from '@/core/modals/slice';
import { systemActions } from '@/core/system/slice';
import RegisterPage from '../pages/RegisterPage';
import RegistrationForm from './RegistrationForm';
import { registerFeature } from '../feature';
import { activateFeature } from '@/core/lazy-feature';
import { selectRegister } from '../selectors';
import { registerActions } from '../slice';
import { mockScenario } from '@/testing/mock-backend';
import { stubCarouselApis } from '@/testing/carousel-apis';
import { recordCalls, type Call } from '@/testing/requests';
import type { EndpointName } from '@/api/contract/endpoints';

// A busy machine runs several test files at once: generous waits for the real sagas and mock.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });
const waitForState = <T,>(
  store: Parameters<typeof waitForStateWithin<T>>[0],
  predicate: (state: T) => boolean,
) => waitForStateWithin(store, predicate, 8_000);

type Harness = ReturnType<typeof createTestStore>;
const running: Harness[] = [];

/** The calls the mock receives during a test, by endpoint. */
let requests: Call[] = [];
const sent = (name: EndpointName) => requests.filter((r) => r.name === name);
beforeEach(() => {
  requests = recordCalls();
});

beforeAll(async () => {
  await initI18n('EN');
  await i18next.changeLanguage('en');
});
afterEach(async () => {
  for (const h of running.splice(0)) h.task.cancel();
  await setI18nLanguage('EN');
});

async function renderForm(setup?: () => void, { location = '/register', page = false } = {}) {
  setup?.();
  localStorage.setItem('hisLang', 'EN');
  // The site's popup notices count as seen: they would open the notice modal over the form.
  sessionStorage.setItem('index_notice', JSON.stringify(['PU-1', 'PU-2', 'PU-3', 'PU-4', 'PU-5']));
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
  render(
    <Provider store={harness.store}>
      <MemoryRouter initialEntries={[location]}>
        {page ? <RegisterPage /> : <RegistrationForm />}
        <ModalHost />
        <DialogHost />
      </MemoryRouter>
    </Provider>,
  );
  await waitForState(
    harness.store,
    (s) => selectRegister(s).rulesStatus === 'loaded' && selectRegister(s).captcha !== null,
  );
  return { harness, user: userEvent.setup() };
}

async function solveChallenge({ store }: Harness) {
  const state = await waitForState(store, (s) => selectAuth(s).challenge !== null);
  const challenge = selectAuth(state).challenge!;
  act(() => {
    store.dispatch(
      authActions.challengeAnswered({
        id: challenge.id,
        answer: String(challenge.a + challenge.b),
      }),
    );
  });
}

describe('registration tabs (spec 1 §2.9)', () => {
  it('shows username and mobile tabs; switching changes the fields', async () => {
    const { user } = await renderForm();
    const tabs = screen.getByRole('tablist', { name: 'Registration type' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Username registration', 'Mobile registration']);
    expect(screen.getByRole('tab', { name: 'Username registration' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Mobile registration' }));
    expect(screen.getByRole('tab', { name: 'Mobile registration' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
  });

  it('arrow keys move between the tabs', async () => {
    const { user } = await renderForm();
    screen.getByRole('tab', { name: 'Username registration' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mobile registration' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Mobile registration' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('hides the mobile tab when MOBILENUMREG3 is off', async () => {
    await renderForm(() => mockScenario({ whitelabel: { MOBILENUMREG3: false } }));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Username registration']);
  });

  it('hides the username tab when USERNAMEREG3 is off (mobile form shown)', async () => {
    await renderForm(() => mockScenario({ whitelabel: { USERNAMEREG3: false } }));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Mobile registration']);
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
  });

  it('says registration is unavailable when both are off', async () => {
    await renderForm(() =>
      mockScenario({ whitelabel: { MOBILENUMREG3: false, USERNAMEREG3: false } }),
    );
    expect(screen.getByText('Registration is not available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});

describe('fields, marks and messages (spec 1 §2.10, §5)', () => {
  it("marks required fields with '＊' in their placeholders", async () => {
    await renderForm();
    expect(screen.getByLabelText('Username')).toHaveAttribute('placeholder', '＊Username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', '＊Password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute(
      'placeholder',
      '＊Confirm password',
    );
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute(
      'placeholder',
      '＊Mobile number',
    );
    expect(screen.getByLabelText('Captcha')).toHaveAttribute('placeholder', '＊Captcha');
    expect(screen.getByLabelText('Real name')).toHaveAttribute('placeholder', 'Real name');
    expect(screen.getByLabelText('Invitation code')).toHaveAttribute(
      'placeholder',
      'Invitation code',
    );
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByLabelText('QQ number')).not.toBeInTheDocument();
  });

  it('shows the pattern message under a field after leaving it, keeping what was typed', async () => {
    const { user } = await renderForm();
    const username = screen.getByLabelText('Username');
    await user.type(username, '1abc');
    await user.tab();
    expect(username).toHaveValue('1abc');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(
      'Start with a letter, then letters and digits (6 - 13 characters)',
    );
    await user.type(screen.getByLabelText('Mobile number'), '917');
    await user.tab();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'Digits only (10 characters)',
    );
  });

  it("shows 'Confirmation password is not correct.' for a different confirmation", async () => {
    const { user } = await renderForm();
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm password'), 'abc12399');
    await user.tab();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Confirmation password is not correct.',
    );
  });

  it('submitting an empty form shows every required error and sends nothing', async () => {
    const { harness, user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Input cannot be empty');
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(
      'Input cannot be empty',
    );
    expect(screen.getByLabelText('Real name')).not.toHaveAttribute('aria-invalid');
    expect(selectRegister(harness.store.getState()).submitting).toBe(false);
    expect(selectAuth(harness.store.getState()).challenge).toBeNull();
  });

  it('messages follow a language change', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Input cannot be empty');
    await act(async () => {
      await setI18nLanguage('TY');
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
        i18next.t('validation.required'),
      ),
    );
    expect(i18next.t('validation.required')).not.toBe('Input cannot be empty');
  });

  it('hides the invitation field when the URL carries a valid referralCode', async () => {
    await renderForm(undefined, { location: '/register?referralCode=AG1002' });
    await waitFor(() => expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument());
  });

  it('shows it when the URL code is invalid', async () => {
    const { harness } = await renderForm(undefined, { location: '/register?referralCode=NOPE' });
    await waitForState(harness.store, (s) => selectRegister(s).referral.valid === false);
    expect(screen.getByLabelText('Invitation code')).toBeInTheDocument();
  });

  it('refreshes the captcha image on click', async () => {
    const { user } = await renderForm();
    const before = sent('captcha').length;
    await user.click(screen.getByRole('button', { name: 'Captcha image, press for a new one' }));
    await waitFor(() => expect(sent('captcha')).toHaveLength(before + 1));
  });

  it('names the captcha button by its visible text while the image loads', async () => {
    const { harness } = await renderForm();
    act(() => {
      harness.store.dispatch(registerActions.captchaLoaded(null));
    });
    const button = screen.getByRole('button', { name: 'Loading captcha…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});

describe('country dialing-code picker (spec 1 §2.10, §9)', () => {
  it('opens on focus, chooses with the keyboard and closes on selection', async () => {
    const { user } = await renderForm();
    const picker = screen.getByRole('combobox', { name: 'Country code' });
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(picker).toHaveTextContent('+63');
    act(() => picker.focus());
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Country code' });
    expect(within(list).getAllByRole('option')).toHaveLength(8);
    expect(within(list).getByRole('option', { name: '+63 PH' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(picker).toHaveTextContent('+84');
  });

  it('chooses with a click and closes 200 ms after blur', async () => {
    const { user } = await renderForm();
    const picker = screen.getByRole('combobox', { name: 'Country code' });
    await user.click(picker);
    await user.click(screen.getByRole('option', { name: '+66 TH' }));
    expect(picker).toHaveTextContent('+66');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    await user.click(picker);
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByLabelText('Mobile number'));
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(picker).toHaveAttribute('aria-expanded', 'false'), {
      timeout: 1000,
    });
  });
});

describe('SMS code button', () => {
  it('asks for a valid number first', async () => {
    const { harness, user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'Input cannot be empty',
    );
    // A press that passed would be taken at once, its worker loaded and the send started.
    await vi.dynamicImportSettled();
    expect(selectAuth(harness.store.getState()).challenge).toBeNull();
    expect(selectRegister(harness.store.getState()).smsSending).toBe(false);
  });

  it('sends to the chosen country code and counts down, disabled meanwhile', async () => {
    const { harness, user } = await renderForm();
    await user.click(screen.getByRole('combobox', { name: 'Country code' }));
    await user.click(screen.getByRole('option', { name: '+84 VN' }));
    await user.type(screen.getByLabelText('Mobile number'), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await solveChallenge(harness);
    const button = await screen.findByRole('button', { name: /Resend in \d+ s/ });
    expect(button).toBeDisabled();
    expect(sent('registerSmsCode')[0]?.body).toMatchObject({
      mobileNo: '9171234567',
      countryDialingCode: '84',
    });
  });
});

describe('submitting', () => {
  it('registers a username and logs in: success modal', async () => {
    const { harness, user } = await renderForm();
    await user.type(screen.getByLabelText('Username'), 'newuser2');
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm password'), 'abc12345');
    await user.type(screen.getByLabelText('Mobile number'), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await solveChallenge(harness);
    await screen.findByRole('button', { name: /Resend in/ });
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('Captcha'), '1234');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await solveChallenge(harness);
    expect(
      await screen.findByRole('dialog', { name: 'Registration successful' }),
    ).toHaveTextContent('Welcome, newuser2!');
    expect(harness.store.getState().session.token).toEqual(expect.any(String));
  });

  it('a taken username shows under the field until it is edited', async () => {
    const { harness, user } = await renderForm(() =>
      mockScenario({ whitelabel: { REGMOBVERF3: false } }),
    );
    await user.type(screen.getByLabelText('Username'), 'player1');
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm password'), 'abc12345');
    await user.type(screen.getByLabelText('Mobile number'), '9171234567');
    await user.type(screen.getByLabelText('Captcha'), '1234');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await solveChallenge(harness);
    await waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
        'Username already exists',
      ),
    );
    expect(screen.getByLabelText('Username')).toHaveValue('player1');
    await user.type(screen.getByLabelText('Username'), 'x');
    expect(screen.getByLabelText('Username')).not.toHaveAccessibleDescription(
      'Username already exists',
    );
  });

  it('shows the info dialog with the account number after a mobile registration, then success', async () => {
    const { harness, user } = await renderForm();
    await user.click(screen.getByRole('tab', { name: 'Mobile registration' }));
    await user.type(screen.getByLabelText('Mobile number'), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await solveChallenge(harness);
    await screen.findByRole('button', { name: /Resend in/ });
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm password'), 'abc12345');
    await user.type(screen.getByLabelText('Captcha'), '1234');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await solveChallenge(harness);
    const info = await screen.findByRole('dialog', { name: 'Notice' });
    expect(info).toHaveTextContent('Your account number is 6371234567');
    await user.click(within(info).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('dialog', { name: 'Registration successful' }),
    ).toBeInTheDocument();
  });
});

describe('register page and modal', () => {
  beforeEach(() => stubCarouselApis());
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('title with the 1000VND bonus, the form, go back to /, the new_player promotions', async () => {
    await renderForm(undefined, { page: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByText('Sign up now and get a 1000VND new-member bonus')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
    const swiper = await screen.findByRole('region', { name: 'New member promotions' });
    expect(within(swiper).getAllByRole('group')).toHaveLength(3);
    expect(within(swiper).getByText('Welcome Bonus 100%')).toBeInTheDocument();
    expect(within(swiper).getByRole('button', { name: 'Show promotion 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('registerModal holds the form under the white close button', async () => {
    const { harness } = await renderForm();
    act(() => {
      harness.store.dispatch(modalsActions.opened({ name: 'registerModal' }));
    });
    const modal = await screen.findByRole('dialog', { name: 'Create account' });
    expect(within(modal).getByRole('tablist', { name: 'Registration type' })).toBeInTheDocument();
    expect(
      within(modal).getByText('Sign up now and get a 1000VND new-member bonus'),
    ).toBeInTheDocument();
  });
});
