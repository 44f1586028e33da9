import type { Story, StoryDefault } from '@ladle/react';
import type { Promotion } from '@/api/contract/notices';
import { PromotionErrorCodes } from '@/api/contract/constants';
import { withSeededFeature } from '@/testing/story-seed';
import { withState } from '../../../../.ladle/story-store';
import { initialSessionState } from '@/core/session/slice';
import { initialWalletState } from '@/features/wallet/slice';
import type { Failure } from '../page-flow';
import { promotionsFeature } from './feature';
import { PromotionDetailView } from './PromotionDetailPage';
import { PromotionsView } from './PromotionsPage';
import {
  initialPromotionsState,
  promotionsReducer,
  type MemberPromotionState,
  type PromotionsState,
} from './slice';

/** /promotions and /promoDetail in each state, seeded into the store (no call made to show them). */
export default { title: 'Promotions / Promotions' } satisfies StoryDefault;

const DAY = 86_400_000;
const today = Date.UTC(2026, 10, 24);
const promotion = (
  id: string,
  title: string,
  category: string,
  extra: Partial<Promotion> = {},
): Promotion => ({
  id,
  title,
  category,
  content: `<h3>${title}</h3><p>Take part and win a bonus credited to your main wallet.</p><ul><li>One reward per member.</li><li>Turnover 10× before withdrawal.</li></ul>`,
  imageUrl: `/cdn-a/promotions/${id}.png`,
  startTime: today - 20 * DAY,
  endTime: today + 40 * DAY,
  ...extra,
});
const PROMOTIONS: Promotion[] = [
  promotion('PRM-101', 'Welcome Bonus 100%', 'new_player', { joinRequired: true }),
  promotion('PRM-102', 'First Deposit Reward', 'new_player'),
  promotion('PRM-103', 'Register via Zalo, get up to 131K', 'new_player', { joinRequired: true }),
  promotion('PRM-104', 'Daily Reload 10%', 'deposit'),
  promotion('PRM-105', 'Unlimited Slots Rebate 1.2%', 'rebate'),
  promotion('PRM-106', 'VIP Birthday Gift', 'vip'),
  promotion('PRM-107', 'Weekend Lucky Draw', 'daily', { joinRequired: true }),
  promotion('PRM-108', 'Refer a Friend', 'referral'),
  promotion('PRM-109', 'Live Casino Cashback (ended)', 'rebate', { endTime: today - 5 * DAY }),
  promotion('PRM-110', 'Lunar New Year Lucky Spin', 'daily', { startTime: today + 5 * DAY }),
  promotion('PRM-111', 'Share Your Big Win', 'daily', {
    joinRequired: true,
    applicationRequired: true,
    minimumAge: 18,
    rules: ['One application per member.', 'Screenshots must show your account name.'],
  }),
];
const state = (status: MemberPromotionState['status'], amount: number | null = null) => ({
  status,
  amount,
});
const STATES: Record<string, MemberPromotionState> = {
  'PRM-101': state('claimed', 100),
  'PRM-102': state('claim', 58),
  'PRM-103': state('join'),
  'PRM-104': state('in_process', 30),
  'PRM-105': state('issued', 12.5),
  'PRM-106': state('rejected'),
  'PRM-107': state('joined'),
  'PRM-108': state('applying'),
  'PRM-109': state('closed'),
  'PRM-110': state('coming_soon'),
  'PRM-111': state('join'),
};
const failure = (kind: Failure['kind'], code = '', message = ''): Failure => ({
  kind,
  code,
  message,
});

const seeded = (patch: Partial<PromotionsState>, loggedIn: boolean) => [
  withSeededFeature(promotionsFeature, promotionsReducer, {
    ...initialPromotionsState,
    status: 'loaded',
    promotions: PROMOTIONS,
    states: loggedIn ? STATES : {},
    ...patch,
  }),
  withState({
    wallet: { ...initialWalletState, currencySymbol: '₱' },
    session: { ...initialSessionState, token: loggedIn ? 'story-token' : null },
  }),
];

const list = (
  name: string,
  patch: Partial<PromotionsState>,
  opts: { route?: string; loggedIn?: boolean } = {},
) => {
  const story: Story = () => <PromotionsView />;
  story.storyName = name;
  story.decorators = seeded(patch, opts.loggedIn ?? true);
  story.meta = { route: opts.route ?? '/promotions' };
  return story;
};
const detail = (name: string, id: string, patch: Partial<PromotionsState> = {}) => {
  const story: Story = () => <PromotionDetailView />;
  story.storyName = name;
  story.decorators = seeded(patch, true);
  story.meta = { route: `/promoDetail?id=${id}` };
  return story;
};

export const Loading = list('Loading', { status: 'loading', promotions: [] });
export const EveryState = list('Every state with the action it allows', {});
export const NewPlayers = list(
  'Category: new players',
  {},
  {
    route: '/promotions?category=new_player',
  },
);
export const EmptyCategory = list(
  'A category without promotions',
  {},
  {
    route: '/promotions?category=tournament',
  },
);
export const Empty = list('No promotions', { promotions: [] });
export const Visitor = list('Visitor: no states, log in to take part', {}, { loggedIn: false });
export const Joined = list('Joined in place', {
  states: { ...STATES, 'PRM-103': state('joined') },
  outcome: { promotionId: 'PRM-103', status: 'done', action: 'join' },
});
export const Claiming = list('Claiming (the actions wait)', {
  outcome: { promotionId: 'PRM-102', status: 'sending', action: 'claim' },
});
export const Claimed = list('Claimed: paid into the main wallet', {
  states: { ...STATES, 'PRM-102': state('claimed', 58) },
  outcome: { promotionId: 'PRM-102', status: 'done', action: 'claim' },
});
export const AlreadyJoined = list('Refused: already joined', {
  states: { ...STATES, 'PRM-103': state('joined') },
  outcome: {
    promotionId: 'PRM-103',
    status: 'failed',
    action: 'join',
    failure: failure('server', PromotionErrorCodes.alreadyJoined, 'Already joined'),
  },
});
export const Closed = list('Refused: the promotion ended', {
  outcome: {
    promotionId: 'PRM-102',
    status: 'failed',
    action: 'claim',
    failure: failure('server', PromotionErrorCodes.promotionClosed, 'Ended'),
  },
});
export const NotClaimable = list('Refused: not claimable yet', {
  outcome: {
    promotionId: 'PRM-102',
    status: 'failed',
    action: 'claim',
    failure: failure('server', PromotionErrorCodes.notClaimable, 'Not yet'),
  },
});
export const TrialRefused = list('Refused: trial account', {
  outcome: { promotionId: 'PRM-103', status: 'failed', action: 'join', failure: failure('trial') },
});
export const ActionBusy = list('Refused: system busy', {
  outcome: {
    promotionId: 'PRM-102',
    status: 'failed',
    action: 'claim',
    failure: failure('busy', '#727'),
  },
});
export const ActionOffline = list('Action: connection dropped', {
  outcome: {
    promotionId: 'PRM-102',
    status: 'failed',
    action: 'claim',
    failure: failure('offline'),
  },
});
export const LoadBusy = list('Load failed: system busy, with retry', {
  status: 'failed',
  promotions: [],
  failure: failure('busy', '#727'),
});
export const LoadOffline = list('Load failed: offline, with retry', {
  status: 'failed',
  promotions: [],
  failure: failure('offline'),
});
export const SessionEnded = list('Session ended: log in again', {
  status: 'failed',
  promotions: [],
  failure: failure('session'),
});

export const Detail = detail('Detail: claim', 'PRM-102');
export const DetailApplication = detail('Detail: the activity application', 'PRM-111');
export const DetailApplying = detail('Detail: application sent', 'PRM-111', {
  states: { ...STATES, 'PRM-111': state('applying') },
  outcome: { promotionId: 'PRM-111', status: 'done', action: 'apply' },
});
export const DetailNotFound = detail('Detail: unknown id', 'PRM-999');
export const DetailLoading = detail('Detail: loading', 'PRM-102', {
  status: 'loading',
  promotions: [],
});
