import type { Story, StoryDefault } from '@ladle/react';
import type { VipRank, VipRanksValue } from '@/api/contract/member';
import { withSeededFeature } from '@/testing/story-seed';
import { withState } from '../../../../.ladle/story-store';
import { initialWalletState } from '@/features/wallet/slice';
import type { PageFailure } from '@/core/page-failure';
import { playerRankFeature } from './feature';
import { PlayerRankView } from './PlayerRankPage';
import { initialPlayerRankState, playerRankReducer, type PlayerRankState } from './slice';

/** The player rank page in each state, seeded into the store (no call made to show them). */
export default { title: 'Member centre / Player rank' } satisfies StoryDefault;

const rank = (
  rankLevel: number,
  labelName: string,
  color: string,
  color2: string,
  depositRequired: number,
  validBetRequired: number,
): VipRank => ({
  rankLevel,
  labelName,
  color,
  color2,
  depositRequired,
  validBetRequired,
  benefits: [
    `Birthday bonus: ${rankLevel * 188}`,
    `Weekly rebate: ${(rankLevel * 0.2).toFixed(1)}%`,
  ],
});
const RANKS = [
  rank(1, 'Bronze', '#ffffff', '#8a4b14', 100, 500),
  rank(2, 'Silver', '#1f2933', '#d9dee3', 1_000, 5_000),
  rank(3, 'Gold', '#3b2a00', '#f5c542', 5_000, 25_000),
  rank(4, 'Platinum', '#ffffff', '#4a5568', 20_000, 100_000),
  rank(5, 'Diamond', '#ffffff', '#1d4ed8', 100_000, 500_000),
  rank(6, 'Crown', '#ffffff', '#7c2d12', 500_000, 2_500_000),
];
const value = (rankLevel: number | null, deposit: number, validBet: number): VipRanksValue => ({
  ranks: RANKS,
  rankLevel,
  deposit,
  validBet,
});
const failure = (kind: PageFailure['kind']): PageFailure => ({ kind, code: '', message: '' });

const seeded = (state: Partial<PlayerRankState>) => [
  withSeededFeature(playerRankFeature, playerRankReducer, {
    ...initialPlayerRankState,
    status: 'loaded',
    ...state,
  }),
  withState({ wallet: { ...initialWalletState, currencySymbol: '₱' } }),
];

export const Loading: Story = () => <PlayerRankView />;
Loading.storyName = 'Loading';
Loading.decorators = seeded({ status: 'loading' });

export const LoadFailed: Story = () => <PlayerRankView />;
LoadFailed.storyName = 'Load failed (network), retry';
LoadFailed.decorators = seeded({ status: 'failed', failure: failure('offline') });

export const Busy: Story = () => <PlayerRankView />;
Busy.storyName = 'Load failed (#727 busy), retry';
Busy.decorators = seeded({ status: 'failed', failure: failure('busy') });

/** player1: Bronze, what Silver still needs (₱349.50 deposits, ₱1,789.25 valid bets). */
export const Bronze: Story = () => <PlayerRankView />;
Bronze.storyName = 'Bronze: the next rank needs';
Bronze.decorators = seeded({ value: value(1, 650.5, 3_210.75) });

/** vip0001: Diamond (rank 5), VIP customer service offered. */
export const Diamond: Story = () => <PlayerRankView />;
Diamond.storyName = 'Diamond: VIP customer service';
Diamond.decorators = seeded({ value: value(5, 180_000, 760_000.25) });

export const Top: Story = () => <PlayerRankView />;
Top.storyName = 'Crown: the top rank reached';
Top.decorators = seeded({ value: value(6, 900_000, 3_000_000) });

/** newbie1: no club label, the first rank's needs. */
export const NoRank: Story = () => <PlayerRankView />;
NoRank.storyName = 'No rank yet (newbie1)';
NoRank.decorators = seeded({ value: value(null, 0, 0) });

export const NoRanks: Story = () => <PlayerRankView />;
NoRanks.storyName = 'No ranks at all';
NoRanks.decorators = seeded({ value: { ...value(null, 0, 0), ranks: [] } });
