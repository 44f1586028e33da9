import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCodes } from '@/api/contract/constants';
import type { LazyFeature } from '@/core/lazy-feature';
import { initialSystemState } from '@/core/system/slice';
import { initialWalletState } from '@/features/wallet/slice';
import { renderFeatureView } from '@/testing/render-view';
import { REGISTER_RULES } from '../../../../fixtures/system';
import { agentRegisterFeature } from './feature';
import { RegisterCenterView } from './RegisterCenterPage';
import { agentRegisterActions } from './slice';

/** The view over a seeded store; the sagas do not run (no call). */
const quiet = (f: LazyFeature): LazyFeature => ({ ...f, saga: function* idle() {} });
const renderView = (actions = [agentRegisterActions.inviteLoaded(INVITE)]) =>
  renderFeatureView(<RegisterCenterView />, {
    features: [quiet(agentRegisterFeature)],
    texts: ['team'],
    state: {
      wallet: { ...initialWalletState, currencySymbol: '₱' },
      system: { ...initialSystemState, registerRules: REGISTER_RULES },
    },
    actions,
  });

const INVITE = {
  inviteCode: 'AGT1002',
  inviteUrl: '/register?referralCode=AGT1002',
  directCount: 12,
  registeredCount: 0,
};
const registered = (type: string) => (a: { type: string }) => a.type === type;

describe('registration centre view', () => {
  it('says what breaks a rule at its field, keeps the text and sends nothing', async () => {
    const { dispatched } = await renderView();
    const account = screen.getByRole('textbox', { name: 'Account' });
    await userEvent.type(account, 'ab');
    await userEvent.type(screen.getByLabelText('Password'), 'abc123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abc124');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(account).toHaveValue('ab');
    expect(account).toHaveAccessibleDescription(
      'Start with a letter, then letters and digits (6 - 13 characters)',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The two passwords are not the same',
    );
    expect(dispatched.filter(registered(agentRegisterActions.registerRequested.type))).toEqual([]);
  });

  it('sends the trimmed account and tells a taken account at its field', async () => {
    const { dispatched, store } = await renderView();
    await userEvent.type(screen.getByRole('textbox', { name: 'Account' }), ' lives9 ');
    await userEvent.type(screen.getByLabelText('Password'), 'abc123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abc123');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(dispatched.filter(registered(agentRegisterActions.registerRequested.type))).toEqual([
      agentRegisterActions.registerRequested({
        username: 'lives9',
        password: 'abc123',
        confirmPassword: 'abc123',
      }),
    ]);
    store.dispatch(
      agentRegisterActions.registerFailed({
        kind: 'server',
        code: ErrorCodes.usernameTaken,
        message: 'Username already exists',
      }),
    );
    const account = await screen.findByRole('textbox', { name: 'Account' });
    expect(account).toHaveValue(' lives9 ');
    expect(account).toHaveAccessibleDescription('Username already exists');
    expect(screen.getByText('The account could not be registered.')).toBeInTheDocument();
  });

  it('shows the invitation as a link on this site with its code and QR code', async () => {
    await renderView();
    expect(screen.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(
      `${window.location.origin}/register?referralCode=AGT1002`,
    );
    expect(screen.getByRole('textbox', { name: 'Invitation code' })).toHaveValue('AGT1002');
    expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
  });
});
