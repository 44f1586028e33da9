import type { Story, StoryDefault } from '@ladle/react';
import type { RebateClaimRow, RebateSummaryValue } from '@/api/contract/promotions';
import { PromotionErrorCodes } from '@/api/contract/constants';
import { withSeededFeature } from '@/testing/story-seed';
import { withState } from '../../../../.ladle/story-store';
import { initialWalletState } from '@/features/wallet/slice';
import type { Failure } from '../page-flow';
import { rebateFeature } from './feature';
import { ManualRebateView } from './ManualRebatePage';
import { initialRebateState, rebateReducer, type RebateState } from './slice';

/** The manual rebate page in each state, seeded into the store (no call made to show them). */
export default { title: 'Promotions / Manual rebate' } satisfies StoryDefault;

const row = (
  gameType: RebateSummaryValue['categories'][number]['gameType'],
  validBet: number,
  rate: number,
  amount: number,
) => ({
  gameType,
  validBet,
  rate,
  amount,
});
const summary = (categories: RebateSummaryValue['categories']): RebateSummaryValue => ({
  startDate: '2026-11-18',
  endDate: '2026-11-24',
  minClaim: 10,
  categories,
  total: categories.reduce((s, c) => s + Math.round(c.amount * 100), 0) / 100,
});
const WEEK = summary([
  row('ELOTT', 15_760, 0.3, 47.28),
  row('LIVE', 14_500, 0.5, 72.5),
  row('SPORTS', 20_320, 0.6, 121.92),
  row('FISH', 10_000, 0.8, 80),
  row('RNG', 16_370, 1, 163.7),
  row('PVP', 15_880, 0.4, 63.52),
  row('ESPORTS', 17_350, 0.5, 86.75),
]);
const SMALL = summary([
  row('ELOTT', 1_140, 0.3, 3.42),
  row('LIVE', 1_510, 0.5, 7.55),
  row('SPORTS', 1_120, 0.6, 6.72),
  row('FISH', 80, 0.8, 0.64),
  row('RNG', 70, 1, 0.7),
  row('PVP', 120, 0.4, 0.48),
  row('ESPORTS', 0, 0.5, 0),
]);
const claimRow = (n: number): RebateClaimRow => ({
  orderNo: `RE-${n}`,
  gameType: (['RNG', 'LIVE', 'SPORTS'] as const)[n % 3]!,
  validBet: 1_000 * n,
  rate: 0.5,
  amount: 5 * n,
  startDate: '2026-11-18',
  endDate: '2026-11-24',
  claimedAt: Date.UTC(2026, 10, 24, 10) - n * 3_600_000,
});
const failure = (kind: Failure['kind'], code = '', message = ''): Failure => ({
  kind,
  code,
  message,
});
const loaded = <T,>(value: T) => ({ status: 'loaded' as const, value, failure: null });
const noHistory = { ...loaded({ rows: [], totalPages: 0 }), page: 1 };

const view = (name: string, state: Partial<RebateState>) => {
  const story: Story = () => <ManualRebateView />;
  story.storyName = name;
  story.decorators = [
    withSeededFeature(rebateFeature, rebateReducer, {
      ...initialRebateState,
      summary: loaded(WEEK),
      history: noHistory,
      ...state,
    }),
    withState({ wallet: { ...initialWalletState, currencySymbol: '₱' } }),
  ];
  return story;
};

export const Loading = view('Loading', {
  summary: { status: 'loading', value: null, failure: null },
  history: { status: 'loading', value: null, failure: null, page: 1 },
});
export const PerCategory = view('Rebate per category with its total, no claim yet', {});
export const BelowMinimum = view('Every category below the minimum', { summary: loaded(SMALL) });
export const Claiming = view('Claiming one category', {
  claim: { status: 'sending', target: 'RNG', total: null, failure: null },
});
export const Claimed = view('Claimed: in the history', {
  claim: { status: 'done', target: 'RNG', total: 163.7, failure: null },
  history: { ...loaded({ rows: [claimRow(1)], totalPages: 1 }), page: 1 },
});
export const RefusedBelowMinimum = view('Refused: below the minimum', {
  summary: loaded(SMALL),
  claim: {
    status: 'failed',
    target: 'ALL',
    total: null,
    failure: failure('server', PromotionErrorCodes.rebateBelowMinimum, 'Below minimum'),
  },
});
export const HistoryPaged = view('History over several pages', {
  history: {
    ...loaded({ rows: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(claimRow), totalPages: 3 }),
    page: 2,
  },
});
export const LoadBusy = view('Load failed: system busy, with retry', {
  summary: { status: 'failed', value: null, failure: failure('busy', '#727') },
});
export const LoadOffline = view('Load failed: offline, with retry', {
  summary: { status: 'failed', value: null, failure: failure('offline') },
  history: { status: 'failed', value: null, failure: failure('offline'), page: 1 },
});
export const SessionEnded = view('Session ended', {
  summary: { status: 'failed', value: null, failure: failure('session') },
  history: { status: 'failed', value: null, failure: failure('session'), page: 1 },
});
export const Trial = view('Trial account', {
  summary: { status: 'failed', value: null, failure: failure('trial') },
  history: { status: 'failed', value: null, failure: failure('trial'), page: 1 },
});
