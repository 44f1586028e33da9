import type { Story, StoryDefault } from '@ladle/react';
import type { Mission } from '@/api/contract/member';
import { withSeededFeature } from '@/testing/story-seed';
import { withState } from '../../../../.ladle/story-store';
import { initialWalletState } from '@/features/wallet/slice';
import type { PageFailure } from '@/core/page-failure';
import { failedPart, loadedPart } from '@/core/loaded-part';
import { missionsFeature } from './feature';
import { MissionView } from './MissionPage';
import {
  initialMissionsState,
  missionsReducer,
  type MissionBoard,
  type MissionSummary,
  type MissionsState,
} from './slice';

/** The mission page in each state, seeded into the store (no call made to show them). */
export default { title: 'Member centre / Mission activity' } satisfies StoryDefault;

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 1, 0);
const mission = (
  missionId: string,
  title: string,
  missionType: Mission['missionType'],
  target: number,
  progress: number,
  reward: number,
  rewardType: Mission['rewardType'],
  status: Mission['status'],
): Mission => ({
  missionId,
  title,
  description: null,
  missionType,
  target,
  progress,
  reward,
  rewardType,
  status,
  startTime: START,
  endTime: START + (missionType === 'DAILY' ? 1 : 7) * DAY,
});
const SUMMARY: MissionSummary = {
  missionCount: 3,
  missions: [
    mission('MS-01', 'Log in today', 'DAILY', 1, 1, 20, 'POINTS', 'COMPLETED'),
    mission('MS-02', 'Bet 1,000 on slots', 'DAILY', 1000, 400, 50, 'POINTS', 'IN_PROGRESS'),
    mission('MS-04', 'Deposit 500 this week', 'WEEKLY', 500, 500, 25, 'CASH', 'CLAIMED'),
    mission('MS-06', 'Catch 100 fish', 'WEEKLY', 100, 30, 15, 'CASH', 'EXPIRED'),
    mission('MS-07', 'Invite a friend', 'EVENT', 1, 0, 88, 'CASH', 'IN_PROGRESS'),
  ],
};
const row = (rank: number, userName: string, score: number, reward: number | null = null) => ({
  rank,
  userName,
  score,
  reward,
});
const BOARD: MissionBoard = {
  periodStart: START,
  periodEnd: START + 20 * DAY,
  list: Array.from({ length: 10 }, (_, i) =>
    row(i + 1, `u${i}***${i}`, 98_000 - i * 2_100, [888, 588, 388][i] ?? 88),
  ),
  mine: row(42, 'pl***1', 12_345),
};
const loaded = loadedPart;
const failed = <T,>(kind: PageFailure['kind'], value: T | null = null) =>
  failedPart<T>({ kind, code: '', message: 'Mission service unavailable' }, value);

const seeded = (state: Partial<MissionsState>) => [
  withSeededFeature(missionsFeature, missionsReducer, {
    ...initialMissionsState,
    summary: loaded(SUMMARY),
    board: loaded(BOARD),
    ...state,
  }),
  withState({ wallet: { ...initialWalletState, currencySymbol: '₱' } }),
];

export const Loading: Story = () => <MissionView />;
Loading.decorators = seeded({
  summary: initialMissionsState.summary,
  board: initialMissionsState.board,
});

export const Missions: Story = () => <MissionView />;
Missions.storyName = 'Missions in every status; own row below the leaderboard';
Missions.decorators = seeded({});

export const OwnRowListed: Story = () => <MissionView />;
OwnRowListed.storyName = 'Own row highlighted within the leaderboard';
OwnRowListed.decorators = seeded({ board: loaded({ ...BOARD, mine: BOARD.list[2]! }) });

export const Empty: Story = () => <MissionView />;
Empty.storyName = 'No missions, nobody ranked, not ranked';
Empty.decorators = seeded({
  summary: loaded({ missionCount: 0, missions: [] }),
  board: loaded({ ...BOARD, list: [], mine: null }),
});

export const SummaryOffline: Story = () => <MissionView />;
SummaryOffline.storyName = 'Missions failed to load (offline), with a retry';
SummaryOffline.decorators = seeded({ summary: failed('offline') });

export const BoardBusy: Story = () => <MissionView />;
BoardBusy.storyName = 'Leaderboard reload failed (system busy) above the one shown';
BoardBusy.decorators = seeded({ board: failed('busy', BOARD) });

export const SessionEnded: Story = () => <MissionView />;
SessionEnded.storyName = 'Session ended';
SessionEnded.decorators = seeded({ summary: failed('session'), board: failed('session') });

export const Trial: Story = () => <MissionView />;
Trial.storyName = 'Trial account';
Trial.decorators = seeded({ summary: failed('trial'), board: failed('trial') });
