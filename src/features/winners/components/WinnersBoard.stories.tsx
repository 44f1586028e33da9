import { useState } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import type { RankType } from '@/api/contract/constants';
import type { RankEntry } from '@/api/contract/games';
import type { PageFailure } from '@/core/page-failure';
import { withSeededFeature } from '@/testing/story-seed';
import { winnersFeature } from '../feature';
import { initialWinnersState, winnersReducer, type WinnersBoardState } from '../slice';
import { WinnersBoardView } from './WinnersBoard';

/** The winners board in each state, seeded into the store (no call made to show them). */
export default { title: 'Winners / Board' } satisfies StoryDefault;

const at = Date.UTC(2026, 10, 24, 9, 30);
const row = (rank: number, userName: string, gameName: string, bet: number, times: number) => ({
  rank,
  userName,
  gameName,
  nodeId: `N${rank}`,
  vassalage: 'PG',
  gameType: 'RNG',
  betAmount: bet,
  winAmount: Math.round(bet * times * 100) / 100,
  multiplier: times,
  createdAt: at - rank * 600_000,
});
const ROWS: RankEntry[] = [
  row(1, 'ma***8', 'Fortune Dragon', 250.5, 480.2),
  row(2, 'jo***y', 'Mahjong Ways 2', 120.25, 812.4),
  row(3, 'ka***n', 'Wild Bounty Showdown', 99.99, 650),
  row(4, 'pa***1', 'Super Ace', 45.1, 1200.5),
  row(5, 'ri***o', 'Golden Empire', 300, 95.3),
];
const failure = (kind: PageFailure['kind'], code = ''): PageFailure => ({
  kind,
  code,
  message: kind === 'server' ? 'Rank list unavailable' : '',
});

/** The view with its tabs working (the seeded boards), retry doing nothing. */
function Board({ initial }: { initial: RankType }) {
  const [shown, setShown] = useState<RankType>(initial);
  return <WinnersBoardView rankType={shown} onRankType={setShown} onRetry={() => {}} />;
}

const board = (rankType: RankType, state: Partial<WinnersBoardState>) => {
  const story: Story = () => <Board initial={rankType} />;
  story.decorators = [
    withSeededFeature(winnersFeature, winnersReducer, {
      ...initialWinnersState,
      boards: {
        WIN: { status: 'loaded', items: ROWS, failure: null },
        MULTIPLIER: { status: 'loaded', items: ROWS, failure: null },
        [rankType]: { status: 'loaded', items: ROWS, failure: null, ...state },
      },
    }),
  ];
  return story;
};

export const BiggestWins = board('WIN', {});
BiggestWins.storyName = 'Biggest wins';
export const BiggestMultipliers = board('MULTIPLIER', {});
BiggestMultipliers.storyName = 'Biggest multipliers';
export const Loading = board('WIN', { status: 'loading', items: [] });
export const Empty = board('WIN', { items: [] });
Empty.storyName = 'No winners yet';
export const Busy = board('WIN', { status: 'failed', items: [], failure: failure('busy', '#727') });
Busy.storyName = 'Failed: system busy, with retry';
export const Offline = board('WIN', { status: 'failed', items: [], failure: failure('offline') });
Offline.storyName = 'Failed: offline, with retry';
export const ServerError = board('WIN', {
  status: 'failed',
  items: [],
  failure: failure('server', '#500'),
});
ServerError.storyName = "Failed: the server's message";
