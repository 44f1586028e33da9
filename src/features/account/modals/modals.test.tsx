import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockDb } from '../../../../mocks/node';
import { initI18n, i18next } from '@/i18n';
import { createTestClient, createTestStore, loginToken, waitForState } from '@/testing/harness';
import { flattenWhitelabel } from '@/lib/flags';
import { DialogHost } from '@/core/dialogs/components/DialogHost';
import { ModalHost } from '@/core/modals/components/ModalHost';
import { modalsActions, type OpenModal } from '@/core/modals/slice';
import { sessionActions } from '@/core/session/slice';
import { initialSystemState } from '@/core/system/slice';
import { accountFeature } from '../feature';
import { mockScenario } from '@/testing/mock-backend';

type Harness = ReturnType<typeof createTestStore>;
const running: Harness[] = [];

beforeAll(async () => {
  await initI18n('EN');
  await i18next.changeLanguage('en');
});

afterEach(() => {
  for (const h of running.splice(0)) h.task.cancel();
});

/**
 * A store with the mock's system data (flags, rules, countries, location; no full start-up, so no
 * announcement popup), the hosts rendered and the modal `name` open.
 */
async function open(
  name: 'changePassModal' | 'forgetPassModal',
  props: OpenModal['props'] = {},
  token?: string,
) {
  const { client } = createTestClient();
  const status = await client.call('systemStatus', { url: 'localhost' });
  const countries = await client.call('countries');
  const harness = createTestStore({
    system: {
      ...initialSystemState,
      phase: 'ready',
      flags: flattenWhitelabel(status.info.whitelabel),
      registerRules: status.info.register,
      customerService: status.info.customerService,
      location: { ip: status.location.ip, country: status.location.country },
      countries,
    },
  });
  harness.store.injectFeature(accountFeature);
  running.push(harness);
  harness.location.current = '/rng';
  if (token) harness.store.dispatch(sessionActions.tokenReceived(token));
  render(
    <Provider store={harness.store}>
      <ModalHost />
      <DialogHost />
    </Provider>,
  );
  act(() => {
    harness.store.dispatch(modalsActions.opened({ name, props }));
  });
  const dialog = await screen.findByRole('dialog', {
    name: name === 'changePassModal' ? 'Change password' : 'Forgot password',
  });
  // The dialog is in the page from React's commit, but the modal takes the focus in its mount
  // effect, which React runs in a later task when the commit's time slice ran out (a loaded
  // machine, other React work queued): a test that focused a tab before then lost the focus to
  // the close button while user-event waited its tick before the key.
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return { harness, dialog, user: userEvent.setup() };
}

describe('change password modal', () => {
  it('shows the account, the old password (no known password), new and confirmation', async () => {
    const { dialog } = await open('changePassModal', { account: 'newbie1', reason: 'default' });
    expect(within(dialog).getByLabelText('Account')).toHaveValue('newbie1');
    expect(
      within(dialog).getByText('You are using the default password. Please set a new one.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Old password')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByLabelText('New password')).toHaveAttribute(
      'placeholder',
      '＊New password',
    );
    expect(within(dialog).getByLabelText('Confirm new password')).toBeInTheDocument();
  });

  it('hides the old password when the login password is known', async () => {
    const { dialog } = await open('changePassModal', {
      account: 'newbie1',
      oldPasswordKnown: true,
    });
    expect(within(dialog).queryByLabelText('Old password')).toBeNull();
  });

  it('validates: required fields, the password rule, and checkPass', async () => {
    const { dialog, user } = await open('changePassModal', { account: 'newbie1' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getAllByText('Input cannot be empty')).toHaveLength(3);
    await user.type(within(dialog).getByLabelText('New password'), 'ab!');
    expect(within(dialog).getByLabelText('New password')).toHaveAccessibleDescription(
      'Letters and digits only (6 - 12 characters)',
    );
    await user.clear(within(dialog).getByLabelText('New password'));
    await user.type(within(dialog).getByLabelText('New password'), 'abc12345');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'abc12346');
    expect(within(dialog).getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Confirmation password is not correct.',
    );
    expect(within(dialog).getByLabelText('Confirm new password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('a valid change closes the modal and opens the login popup in login mode', async () => {
    const token = await loginToken('newbie1', '123456');
    const { dialog, user, harness } = await open('changePassModal', { account: 'newbie1' }, token);
    await user.type(within(dialog).getByLabelText('Old password'), '123456');
    await user.type(within(dialog).getByLabelText('New password'), 'abc12345');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'abc12345');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitForState(
      harness.store,
      (s) => s.modals.stack.length === 1 && s.modals.stack[0]!.name === 'loginPopupModal',
    );
    expect(harness.store.getState().modals.stack[0]!.props).toEqual({ mode: 'login' });
    expect(mockDb.state().members.find((m) => m.account === 'newbie1')!.password).toBe('abc12345');
  });
});

describe('forgot password modal', () => {
  it('with CHNGPASSVERIF3: email and mobile tabs, arrow keys move between them', async () => {
    const { dialog, user } = await open('forgetPassModal');
    const tabs = within(dialog).getByRole('tablist', { name: 'Recover the password by' });
    const email = within(tabs).getByRole('tab', { name: 'Email' });
    expect(email).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel')).toHaveAccessibleName('Email');
    email.focus();
    await user.keyboard('{ArrowRight}');
    const mobile = within(tabs).getByRole('tab', { name: 'Mobile number' });
    expect(mobile).toHaveAttribute('aria-selected', 'true');
    expect(mobile).toHaveFocus();
    expect(within(dialog).getByLabelText('Country code')).toBeInTheDocument();
    // The new password is shown as plain text (spec 1 §2.12).
    expect(within(dialog).getByLabelText('New password')).toHaveAttribute('type', 'text');
  });

  it('without CHNGPASSVERIF3: the email form alone', async () => {
    mockScenario({ whitelabel: { CHNGPASSVERIF3: false } });
    const { dialog } = await open('forgetPassModal');
    expect(within(dialog).queryByRole('tablist')).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Mobile number' })).toBeNull();
  });

  it('email tab: validation, then success shows the confirmation and closes', async () => {
    const { dialog, user, harness } = await open('forgetPassModal');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Input cannot be empty',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'E-mail format is incorrect',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'player1');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'player1@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'Your request has been sent. Please check your email to reset your password.',
      ),
    ).toBeInTheDocument();
    expect(harness.store.getState().modals.stack).toEqual([]);
  });

  it('email tab: the customer-service link opens customer service', async () => {
    const { dialog, user, harness } = await open('forgetPassModal');
    await user.click(within(dialog).getByRole('button', { name: 'Contact customer service' }));
    await waitFor(() => expect(harness.services.openWindow).toHaveBeenCalledTimes(1));
  });

  it('mobile tab: get code checks the mobile number first, then counts down and is inert', async () => {
    const { dialog, user, harness } = await open('forgetPassModal');
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile number' }));
    const getCode = within(dialog).getByRole('button', { name: 'Get code' });
    await user.click(getCode);
    expect(
      within(dialog).getByRole('textbox', { name: 'Mobile number' }),
    ).toHaveAccessibleDescription('Input cannot be empty');
    expect(harness.store.getState().account.forgotCountdown).toBe(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '9170000001');
    await user.click(getCode);
    const counting = await within(dialog).findByRole('button', { name: /^Resend in (60|59) s$/ });
    expect(counting).toHaveAttribute('aria-disabled', 'true');
    expect(counting).toHaveFocus(); // it keeps the focus while counting
    await user.click(counting);
    expect(harness.store.getState().account.forgotCode).toBe('idle');
  });

  it('closing it stops the countdown', async () => {
    const { dialog, user, harness } = await open('forgetPassModal');
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile number' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '9170000001');
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    await within(dialog).findByRole('button', { name: /^Resend in/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(harness.store.getState().account.forgotCountdown).toBe(0);
  });
});
