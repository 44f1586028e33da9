import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { Action } from '@reduxjs/toolkit';
import type { RebateSummaryValue, RewardItem } from '@/api/contract/promotions';
import { initI18n, i18next } from '@/i18n';
import { loadFeatureTexts } from '@/i18n/feature-texts';
import { initialPreferencesState } from '@/core/preferences/slice';
import { initialWalletState } from '@/features/wallet/slice';
import { createTestStore, recordActions } from '@/testing/harness';
import { rebateFeature } from './rebate/feature';
import { ManualRebateView } from './rebate/ManualRebatePage';
import { rebateActions } from './rebate/slice';
import { rewardsFeature } from './rewards/feature';
import { RewardCenterView } from './rewards/RewardCenterPage';
import { rewardsActions } from './rewards/slice';

/** A view over a store seeded through the pages' own actions (no call is made). */
async function renderView(view: React.ReactNode, actions: Action[]) {
  await initI18n('EN');
  await i18next.changeLanguage('en');
  await loadFeatureTexts(['rewards', 'rebate']);
  const harness = createTestStore({
    preferences: { ...initialPreferencesState, language: 'EN' },
    wallet: { ...initialWalletState, currencySymbol: '₱' },
  });
  harness.store.injectFeature(rewardsFeature);
  harness.store.injectFeature(rebateFeature);
  actions.forEach((a) => harness.store.dispatch(a));
  const dispatched = recordActions(harness.store);
  render(<Provider store={harness.store}>{view}</Provider>);
  return { ...harness, dispatched };
}

const reward = (
  rewardId: string,
  kind: RewardItem['kind'],
  status: RewardItem['status'],
  amount: number | null,
  extra: Partial<RewardItem> = {},
): RewardItem => ({ rewardId, kind, title: rewardId, status, amount, ...extra });

describe('reward centre view', () => {
  it('offers the one action a state allows, keyboard operable, and hides unopened amounts', async () => {
    const { dispatched } = await renderView(<RewardCenterView />, [
      rewardsActions.listLoaded([
        reward('A', 'REWARD', 'claim', 1_234.5),
        reward('B', 'RED_ENVELOPE', 'claim', null),
        reward('C', 'REWARD', 'applying', 50),
        reward('D', 'RAFFLE', 'coming_soon', null, { raffleId: 'RAF-2' }),
      ]),
    ]);
    const card = (name: string) => screen.getByRole('listitem', { name });
    expect(within(card('A')).getByText('₱1,234.50')).toBeTruthy();
    expect(within(card('B')).getByText('Open the envelope to see')).toBeTruthy();
    expect(within(card('C')).queryByRole('button')).toBeNull();
    expect(within(card('D')).getByText('Coming soon')).toBeTruthy();
    expect(within(card('D')).queryByRole('button')).toBeNull();
    within(card('B')).getByRole('button', { name: 'Open the envelope' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(dispatched.find((a) => a.type === rewardsActions.actionRequested.type)).toMatchObject({
      payload: { action: 'open', item: { rewardId: 'B' } },
    });
  });
});

const summary = (amounts: number[]): RebateSummaryValue => ({
  startDate: '2026-11-18',
  endDate: '2026-11-24',
  minClaim: 10,
  categories: (['ELOTT', 'LIVE', 'RNG'] as const).map((gameType, i) => ({
    gameType,
    validBet: amounts[i]! * 100,
    rate: 1,
    amount: amounts[i]!,
  })),
  total: 0,
});

describe('manual rebate view', () => {
  it('totals the amounts exactly and says which categories are below the minimum', async () => {
    const { dispatched } = await renderView(<ManualRebateView />, [
      rebateActions.summaryLoaded(summary([0.1, 0.2, 10.01])),
      rebateActions.historyLoaded({ rows: [], totalPages: 0 }),
    ]);
    const foot = screen.getAllByRole('rowgroup')[2]!;
    // 0.1 + 0.2 + 10.01 in binary floating point is 10.310000000000002: shown exactly.
    expect(within(foot).getByText('₱10.31')).toBeTruthy();
    expect(screen.getAllByText('Below the minimum of ₱10.00')).toHaveLength(2);
    expect(within(foot).getByRole('button', { name: 'Claim all' })).toBeTruthy();
    const claims = () => dispatched.filter((a) => a.type === rebateActions.claimRequested.type);
    await userEvent.click(screen.getByRole('button', { name: 'Claim Slots' }));
    expect(claims()).toEqual([rebateActions.claimRequested({ gameType: 'RNG' })]);
  });

  it('offers no claim when every category is below the minimum, and says so', async () => {
    await renderView(<ManualRebateView />, [
      rebateActions.summaryLoaded(summary([1, 2, 3])),
      rebateActions.historyLoaded({ rows: [], totalPages: 0 }),
    ]);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(
      screen.getByText("Nothing to claim yet: a category's rebate can be claimed from ₱10.00."),
    ).toBeTruthy();
    expect(screen.getByText('You have not claimed a rebate yet.')).toBeTruthy();
  });
});
