import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WalletErrorCodes } from '@/api/contract/constants';
import type { LazyFeature } from '@/core/lazy-feature';
import { initialWalletState } from '@/features/wallet/slice';
import { renderFeatureView } from '@/testing/render-view';
import { agentTeamFeature } from './feature';
import { ROOT_BRANCH, teamActions, type Downline } from './slice';
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
  list: [row({}), row({ account: 'ana03', isAgent: 0, teamSize: 0, contract: null })],
  totalCount: 2,
  totalPages: 1,
  pageNo: 1,
  pageSize: 10,
};
const BRANCH = {
  ...PAGE,
  list: [row({ account: 'jose02', level: 2, uplineAccount: 'maria01', isAgent: 0, teamSize: 0 })],
  totalCount: 23,
  totalPages: 3,
};

const renderView = () =>
  renderFeatureView(<TeamManagementView />, {
    features: [quiet(agentTeamFeature)],
    texts: ['team'],
    state: { wallet: { ...initialWalletState, currencySymbol: '₱' } },
    actions: [
      teamActions.branchLoaded({ upline: ROOT_BRANCH, pageNo: 1, page: PAGE }),
      teamActions.transferOpened({ account: 'maria01' }),
    ],
  });
const of = (actions: { type: string }[], type: string) => actions.filter((a) => a.type === type);
const dataRows = () =>
  screen.getAllByRole('row').filter((r) => within(r).queryAllByRole('rowheader').length > 0);

describe('team management view', () => {
  it('shows the direct downlines with level, type, money, last login and contract summary', async () => {
    await renderView();
    const [agent, member] = dataRows();
    expect(
      within(agent!)
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
    expect(screen.getByText(/2 direct members\./)).toBeInTheDocument();
    // Only a sub-agent with a team opens; a member's account is plain text.
    expect(within(agent!).getByRole('button', { name: 'maria01' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(member!).queryByRole('button', { name: 'ana03' })).toBeNull();
    expect(within(member!).getByText('No contract')).toBeInTheDocument();
  });

  it("opens a sub-agent's downline below its row, with its own pages, failure and retry", async () => {
    const { dispatched, store } = await renderView();
    const open = screen.getByRole('button', { name: 'maria01' });
    await userEvent.click(open);
    expect(of(dispatched, teamActions.branchToggled.type)).toEqual([
      teamActions.branchToggled({ upline: 'maria01' }),
    ]);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    store.dispatch(teamActions.branchLoaded({ upline: 'maria01', pageNo: 1, page: BRANCH }));
    await waitFor(() =>
      expect(dataRows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
        'maria01',
        'jose02',
        'ana03',
      ]),
    );
    const nested = dataRows()[1]!;
    expect(within(nested).getByText('Level 2')).toBeInTheDocument();
    expect(within(nested).getByRole('button', { name: 'Transfer to jose02' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Downline of maria01' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(of(dispatched, teamActions.branchPageRequested.type)).toEqual([
      teamActions.branchPageRequested({ upline: 'maria01', pageNo: 2 }),
    ]);
    store.dispatch(
      teamActions.branchFailed({
        upline: 'maria01',
        pageNo: 2,
        failure: { kind: 'busy', code: '#727', message: 'System busy' },
      }),
    );
    expect(await screen.findByText('The downline of maria01 could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(of(dispatched, teamActions.branchPageRequested.type)).toHaveLength(2);
    // Closing hides the branch; its rows go.
    await userEvent.click(open);
    expect(dataRows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'maria01',
      'ana03',
    ]);
  });

  it('shows a search flat, each row with its upline path and no tree', async () => {
    const { store } = await renderView();
    store.dispatch(
      teamActions.searched({ account: 'jo', level: 'all', startDate: '', endDate: '' }),
    );
    store.dispatch(
      teamActions.listLoaded({
        ...BRANCH,
        totalPages: 1,
        totalCount: 1,
        list: [{ ...BRANCH.list[0]!, uplinePath: ['agent01', 'maria01'] }],
      }),
    );
    const [found] = await waitFor(() => {
      const rows = dataRows();
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(within(found!).getByRole('rowheader')).toHaveTextContent('jose02');
    expect(within(found!).getByText('agent01 › maria01')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Upline path' })).toBeInTheDocument();
    expect(screen.getByText('1 members')).toBeInTheDocument();
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
