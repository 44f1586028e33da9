import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { initI18n, i18next } from '@/i18n';
import { loadFeatureTexts } from '@/i18n/feature-texts';
import { createTestStore } from '@/testing/harness';
import { initialWalletState } from '@/features/wallet/slice';
import { missionsFeature } from './feature';
import { MissionView } from './MissionPage';
import { missionsActions, type MissionBoard, type MissionSummary } from './slice';

const mission = (over: Partial<MissionSummary['missions'][number]>) => ({
  missionId: 'MS-02',
  title: 'Bet 1,000 on slots',
  description: null,
  missionType: 'DAILY' as const,
  target: 1000,
  progress: 250,
  reward: 50,
  rewardType: 'POINTS' as const,
  status: 'IN_PROGRESS' as const,
  startTime: new Date(2026, 10, 1, 0, 0, 0).getTime(),
  endTime: new Date(2026, 10, 2, 0, 0, 0).getTime(),
  ...over,
});

const row = (rank: number, userName: string, score: number, reward: number | null = null) => ({
  rank,
  userName,
  score,
  reward,
});

async function renderPage(summary: MissionSummary, board: MissionBoard) {
  await initI18n('EN');
  await i18next.changeLanguage('en');
  await loadFeatureTexts(['missions']);
  const { store } = createTestStore({ wallet: { ...initialWalletState, currencySymbol: '₱' } });
  store.injectFeature(missionsFeature);
  store.dispatch(missionsActions.summaryLoaded(summary));
  store.dispatch(missionsActions.boardLoaded(board));
  render(
    <Provider store={store}>
      <MissionView />
    </Provider>,
  );
}

const BOARD: MissionBoard = {
  periodStart: new Date(2026, 10, 1).getTime(),
  periodEnd: new Date(2026, 10, 21).getTime(),
  list: [row(1, 'ab***c', 97000, 888), row(2, 'pl***1', 95500, 588), row(3, 'xy***z', 90000)],
  mine: row(2, 'pl***1', 95500, 588),
};

describe('mission page', () => {
  it('shows each mission with an accessible progress bar, its type, reward, status and dates', async () => {
    await renderPage(
      {
        missionCount: 2,
        missions: [
          mission({}),
          mission({
            missionId: 'MS-04',
            title: 'Deposit 500 this week',
            missionType: 'WEEKLY',
            target: 500,
            progress: 500,
            reward: 25,
            rewardType: 'CASH',
            status: 'COMPLETED',
          }),
        ],
      },
      BOARD,
    );
    const bar = screen.getByRole('progressbar', { name: 'Bet 1,000 on slots' });
    expect(bar).toHaveAttribute('aria-valuetext', '250 of 1,000');
    expect(bar).toHaveAttribute('max', '1000');
    const slots = bar.closest('li')!;
    expect(slots).toHaveTextContent(/Daily.*In progress/);
    expect(slots).toHaveTextContent('Reward: 50 points');
    expect(slots).toHaveTextContent('From 2026-11-01 00:00:00 to 2026-11-02 00:00:00');
    const deposit = screen
      .getByRole('progressbar', { name: 'Deposit 500 this week' })
      .closest('li')!;
    expect(deposit).toHaveTextContent(/Weekly.*Completed.*500 of 500.*Reward: ₱25\.00/);
    expect(screen.getByText('Open missions: 2')).toBeVisible();
  });

  it('highlights the member’s own row in the leaderboard, or adds it below when not listed', async () => {
    await renderPage({ missionCount: 0, missions: [] }, BOARD);
    expect(
      screen.getByText('No missions are open for you right now. Check back soon.'),
    ).toBeVisible();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    expect(rows[2]).toHaveTextContent(/2pl\*\*\*1 \(you\)95,500₱588\.00/);
    expect(rows[1]).not.toHaveAttribute('aria-current');
  });

  it('puts the member’s row under the list when ranked lower, and says when not ranked', async () => {
    await renderPage(
      { missionCount: 0, missions: [] },
      { ...BOARD, mine: row(45, 'pl***1', 1200) },
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.at(-1)).toHaveTextContent(/45pl\*\*\*1 \(you\)1,200—/);
    expect(rows.at(-1)).toHaveAttribute('aria-current', 'true');
  });

  it('says when the member is not ranked and nobody is on the board', async () => {
    await renderPage({ missionCount: 0, missions: [] }, { ...BOARD, list: [], mine: null });
    expect(screen.getByText('Nobody is on the leaderboard yet.')).toBeVisible();
    expect(
      screen.getByText('You are not ranked yet. Complete missions to join the leaderboard.'),
    ).toBeVisible();
  });
});
