import type { Story, StoryDefault } from '@ladle/react';
import type { RewardItem } from '@/api/contract/promotions';
import { PromotionErrorCodes } from '@/api/contract/constants';
import { withSeededFeature } from '@/testing/story-seed';
import { withState } from '../../../../.ladle/story-store';
import { initialWalletState } from '@/features/wallet/slice';
import type { Failure } from '../page-flow';
import { rewardsFeature } from './feature';
import { RewardCenterView } from './RewardCenterPage';
import { initialRewardsState, rewardsReducer, type RewardsState } from './slice';

/** The reward centre in each state, seeded into the store (no call made to show them). */
export default { title: 'Promotions / Reward centre' } satisfies StoryDefault;

const DAY = 86_400_000;
const today = Date.UTC(2026, 10, 24);
const item = (
  rewardId: string,
  kind: RewardItem['kind'],
  title: string,
  status: RewardItem['status'],
  amount: number | null,
  extra: Partial<RewardItem> = {},
): RewardItem => ({
  rewardId,
  kind,
  title,
  status,
  amount,
  startTime: today - 3 * DAY,
  endTime: today + 4 * DAY,
  ...extra,
});
const ITEMS: RewardItem[] = [
  item('RW-DAILY', 'REWARD', 'Daily check-in reward', 'claim', 18.88, {
    description: 'Log in every day and claim your daily reward.',
  }),
  item('RE-LUCKY', 'RED_ENVELOPE', 'Lucky red envelope', 'claim', null),
  item('RAF-1', 'RAFFLE', 'Weekend Lucky Draw', 'claim', null, { raffleId: 'RAF-1' }),
  item('PRM-103', 'REWARD', 'Register via Zalo, get up to 131K', 'join', null, {
    promotionId: 'PRM-103',
  }),
  item('RW-STREAK', 'REWARD', 'Seven-day betting streak', 'joined', 77),
  item('RW-WEEKLY', 'REWARD', 'Weekly deposit bonus', 'applying', 50),
  item('RW-VIP', 'REWARD', 'VIP upgrade bonus', 'in_process', 188),
  item('RW-BIRTHDAY', 'REWARD', 'Birthday bonus', 'issued', 88),
  item('RW-FIRST', 'REWARD', 'First deposit reward', 'claimed', 100),
  item('RW-REFERRAL', 'REWARD', 'Referral reward', 'rejected', 30, {
    description: 'The invited friend did not deposit.',
  }),
  item('RE-NEWYEAR', 'RED_ENVELOPE', 'New year red envelope', 'closed', null),
  item('RAF-2', 'RAFFLE', 'Deposit Raffle', 'coming_soon', null, { raffleId: 'RAF-2' }),
];
const failure = (kind: Failure['kind'], code = '', message = ''): Failure => ({
  kind,
  code,
  message,
});
const replace = (id: string, patch: Partial<RewardItem>) =>
  ITEMS.map((i) => (i.rewardId === id ? { ...i, ...patch } : i));

const seeded = (state: Partial<RewardsState>) => [
  withSeededFeature(rewardsFeature, rewardsReducer, {
    ...initialRewardsState,
    status: 'loaded',
    items: ITEMS,
    ...state,
  }),
  withState({ wallet: { ...initialWalletState, currencySymbol: '₱' } }),
];

const view = (name: string, state: Partial<RewardsState>) => {
  const story: Story = () => <RewardCenterView />;
  story.storyName = name;
  story.decorators = seeded(state);
  return story;
};

export const Loading = view('Loading', { status: 'loading', items: [] });
export const EveryState = view('Every state with the action it allows', {});
export const Empty = view('No rewards', { items: [] });
export const Claiming = view('Claiming (the actions wait)', {
  outcome: { rewardId: 'RW-DAILY', status: 'sending' },
});
export const Claimed = view('Claimed: paid into the main wallet', {
  items: replace('RW-DAILY', { status: 'claimed' }),
  outcome: { rewardId: 'RW-DAILY', status: 'done', action: 'claim' },
});
export const EnvelopeOpened = view('Red envelope opened', {
  items: replace('RE-LUCKY', { status: 'claimed', amount: 8.88 }),
  outcome: { rewardId: 'RE-LUCKY', status: 'done', action: 'open' },
});
export const RaffleDrawn = view('Raffle drawn', {
  items: replace('RAF-1', { status: 'claimed', amount: 18, prizeName: 'Bonus 18' }),
  outcome: { rewardId: 'RAF-1', status: 'done', action: 'draw' },
});
export const Joined = view('Promotion joined', {
  items: replace('PRM-103', { status: 'joined' }),
  outcome: { rewardId: 'PRM-103', status: 'done', action: 'join' },
});
export const AlreadyClaimed = view('Refused: already claimed', {
  items: replace('RW-DAILY', { status: 'claimed' }),
  outcome: {
    rewardId: 'RW-DAILY',
    status: 'failed',
    failure: failure('server', PromotionErrorCodes.alreadyClaimed, 'Already claimed'),
  },
});
export const Ended = view('Refused: the promotion ended', {
  items: replace('RE-LUCKY', { status: 'closed' }),
  outcome: {
    rewardId: 'RE-LUCKY',
    status: 'failed',
    failure: failure('server', PromotionErrorCodes.promotionClosed, 'Ended'),
  },
});
export const ClaimOffline = view('Claim: connection dropped', {
  outcome: { rewardId: 'RW-DAILY', status: 'failed', failure: failure('offline') },
});
export const LoadBusy = view('Load failed: system busy, with retry', {
  status: 'failed',
  items: [],
  failure: failure('busy', '#727'),
});
export const LoadOffline = view('Load failed: offline, with retry', {
  status: 'failed',
  items: [],
  failure: failure('offline'),
});
export const SessionEnded = view('Session ended', {
  status: 'failed',
  items: [],
  failure: failure('session'),
});
export const Trial = view('Trial account', {
  status: 'failed',
  items: [],
  failure: failure('trial'),
});
