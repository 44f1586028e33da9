import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WalletErrorCodes } from '@/api/contract/constants';
import type { LazyFeature } from '@/core/lazy-feature';
import { initialWalletState } from '@/features/wallet/slice';
import { renderFeatureView } from '@/testing/render-view';
import { agentTeamFeature } from './feature';
import { teamActions, type Downline } from './slice';
import { TeamManagementView } from './TeamManagementPage';

const quiet = (f: LazyFeature): LazyFeature => ({ ...f, saga: function* idle() {} });

const row = (over: Partial<Downline>): Downline => ({
  account: 'maria01',
  level: 1,
  uplineAccount: 'agent01',
  registeredAt: Date.UTC(2026, 10, 1),
  balance: 1234.5,
  lastLoginAt: null,
  isAgent: 1,
  teamSize: 4,
  contract: { dividendRate: 30, dailySalaryRate: 1.5 },
  ...over,
});
const PAGE = {
  list: [row({}), row({ account: 'jose02', level: 2, isAgent: 0, teamSize: 0, contract: null })],
  totalCount: 2,
  totalPages: 1,
  pageNo: 1,
  pageSize: 10,
};

const renderView = () =>
  renderFeatureView(<TeamManagementView />, {
    features: [quiet(agentTeamFeature)],
    texts: ['team'],
    state: { wallet: { ...initialWalletState, currencySymbol: '₱' } },
    actions: [teamActions.listLoaded(PAGE), teamActions.transferOpened({ account: 'maria01' })],
  });
const of = (actions: { type: string }[], type: string) => actions.filter((a) => a.type === type);

describe('team management view', () => {
  it('shows each downline with level, type, money, last login and contract summary', async () => {
    await renderView();
    const [direct, indirect] = screen
      .getAllByRole('row')
      .filter((r) => within(r).queryAllByRole('cell').length > 0);
    expect(
      within(direct!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Direct',
      'Agent',
      expect.any(String),
      '₱1,234.50',
      'Never',
      'Dividend 30%, Daily salary 1.5%',
      'Transfer to maria01',
    ]);
    expect(within(indirect!).getByText('Level 2')).toBeInTheDocument();
    expect(within(indirect!).getByText('No contract')).toBeInTheDocument();
  });

  it('sends the exact amount typed, and says what is wrong with a bad one', async () => {
    const { dispatched } = await renderView();
    const form = screen.getByRole('region', { name: 'Transfer to maria01' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '0.105');
    await userEvent.type(within(form).getByLabelText('Payment password'), 'pay1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(amount).toHaveAccessibleDescription('At most two decimals.');
    expect(of(dispatched, teamActions.transferRequested.type)).toEqual([]);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1,000.10');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(of(dispatched, teamActions.transferRequested.type)).toEqual([
      teamActions.transferRequested({ account: 'maria01', amount: 1000.1, password: 'pay1234' }),
    ]);
  });

  it('tells a wrong payment password at its field, keeping what was typed', async () => {
    const { store } = await renderView();
    const form = screen.getByRole('region', { name: 'Transfer to maria01' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '5');
    await userEvent.type(within(form).getByLabelText('Payment password'), 'nope');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    store.dispatch(
      teamActions.transferFailed({
        kind: 'server',
        code: WalletErrorCodes.wrongPassword,
        message: 'Payment password is incorrect',
      }),
    );
    const password = await within(form).findByLabelText('Payment password');
    expect(password).toHaveValue('nope');
    expect(password).toHaveAccessibleDescription('The payment password is wrong.');
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('5');
  });
});
