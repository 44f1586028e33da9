import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentContractsValue } from '@/api/contract/agent';
import { initialWalletState } from '@/features/wallet/slice';
import { renderFeatureView } from '@/testing/render-view';
import { agentContractsFeature } from '../feature';
import { agentContractsActions } from '../slice';
import { ContractsView } from './ContractsView';

const value = (status: 'pending' | 'accepted'): AgentContractsValue => ({
  contractType: 'dailySalary',
  contract: {
    contractId: 'CT-1002-dailySalary',
    contractType: 'dailySalary',
    status,
    offeredBy: 'master01',
    rate: 1.5,
    activeMembers: 5,
    periodValidBet: 10_000,
    periodProfitLoss: null,
    betAmount: 10_000,
    period: 'daily',
  },
  endsDownlines: status === 'pending' ? ['jeremysch0'] : [],
  settlements: [],
  downlines: [{ account: 'jeremysch0', contract: null }],
  nextSettlementAt: null,
});

const renderView = (status: 'pending' | 'accepted') =>
  renderFeatureView(<ContractsView contractType="dailySalary" />, {
    // The view only: the page's state is seeded, no call is made.
    features: [{ ...agentContractsFeature, saga: undefined }],
    texts: ['contracts'],
    state: { wallet: { ...initialWalletState, currencySymbol: '₱' } },
    actions: [
      agentContractsActions.opened('dailySalary'),
      agentContractsActions.loaded(value(status)),
    ],
  });

describe('contract page view', () => {
  it('asks before accepting, naming the downlines it ends; cancel asks nothing', async () => {
    const { dispatched } = await renderView('pending');
    const user = userEvent.setup();
    // The period valid bet and the bet amount per day.
    expect(screen.getAllByText('₱10,000.00', { selector: 'dd' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const confirm = screen.getByRole('group', { name: 'Accept this contract at 1.5%?' });
    expect(within(confirm).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    expect(confirm.textContent).toContain(
      'Accepting ends the contracts of these downlines, whose rate is above 1.5%: jeremysch0.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(dispatched).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(dispatched).toContainEqual(agentContractsActions.answerRequested('accept'));
  });

  it('keeps a wrong rate and says what is wrong, sending nothing', async () => {
    const { dispatched } = await renderView('accepted');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Downline'), 'jeremysch0');
    await user.type(screen.getByLabelText('Rate (%)'), '1.6');
    await user.click(screen.getByRole('button', { name: 'Offer contract' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'The rate may not be above your own rate of 1.5%.',
    );
    expect(screen.getByLabelText('Rate (%)')).toHaveValue('1.6');
    expect(dispatched).toEqual([]);
    await user.clear(screen.getByLabelText('Rate (%)'));
    await user.type(screen.getByLabelText('Rate (%)'), '1.25');
    await user.click(screen.getByRole('button', { name: 'Offer contract' }));
    expect(dispatched).toContainEqual(
      agentContractsActions.offerRequested({ downline: 'jeremysch0', rate: 1.25 }),
    );
  });
});
