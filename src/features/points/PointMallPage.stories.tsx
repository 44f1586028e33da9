import { useState } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import type { PointConfigValue, PointReward, RedeemRecord } from '@/api/contract/points';
import { PointsErrorCodes, WalletErrorCodes } from '@/api/contract/constants';
import type { PageFailure } from '@/core/page-failure';
import { initialSessionState } from '@/core/session/slice';
import { initialWalletState } from '@/features/wallet/slice';
import { withSeededFeature } from '@/testing/story-seed';
import { withState } from '../../../.ladle/story-store';
import { RedeemModal } from './components/RedeemModal';
import { pointsFeature } from './feature';
import { PointMallView } from './PointMallPage';
import type { PointTab } from './rules';
import { initialPointsState, pointsReducer, type PointsState } from './slice';

/** The point mall in each state, seeded into the store (no call made to show them). */
export default { title: 'Points / Point mall' } satisfies StoryDefault;

const CONFIG: PointConfigValue = {
  enabled: true,
  exchangeRate: 10,
  minConvertPoints: 100,
  maxConvertPoints: 100_000,
  pointsExpire: false,
  earnRates: [
    { gameType: 'RNG', betAmount: 100, points: 1 },
    { gameType: 'LIVE', betAmount: 200, points: 1 },
    { gameType: 'LOTT', betAmount: 50, points: 1 },
  ],
  rules:
    '<h3>Points rules</h3><ol><li>Every valid bet earns points.</li><li>Points never expire.</li></ol>',
};
const good = (
  rewardId: string,
  name: string,
  category: PointReward['category'],
  pointsRequired: number,
  availableQuantity: number,
  amountRequired = 0,
): PointReward => ({
  rewardId,
  name,
  category,
  pointsRequired,
  amountRequired,
  quantity: 100,
  availableQuantity,
  imageUrl: null,
  needAddress: category === 'PHYSICAL',
});
const GOODS = [
  good('PR-01', 'Bonus 10', 'BONUS', 100, 9999),
  good('PR-04', 'Free Spins x20', 'VIRTUAL', 300, 4120),
  good('PR-20', 'Lucky Keychain', 'VIRTUAL', 200, 1),
  good('PR-13', 'Smartphone', 'PHYSICAL', 90_000, 2, 100_000),
  good('PR-14', 'Gold Bar 1g', 'PHYSICAL', 60_000, 0, 50_000),
];
const DAY = 86_400_000;
const at = Date.UTC(2026, 10, 20);
const record = (
  redeemId: string,
  rewardName: string,
  points: number,
  status: RedeemRecord['status'],
  auditRemark: string | null = null,
): RedeemRecord => ({
  redeemId,
  rewardId: redeemId,
  rewardName,
  points,
  quantity: 1,
  status,
  createdAt: at - Number(redeemId.slice(-1)) * DAY,
  auditRemark,
});
const HISTORY = [
  record('RD-1', 'Bonus 50', 450, 'APPROVED'),
  record('RD-2', 'Branded T-Shirt', 2500, 'IN_PROCESS'),
  record('RD-3', 'Free Spins x20', 300, 'REJECTED', 'Address could not be verified'),
];
const loaded = <T,>(value: T) => ({ status: 'loaded' as const, value, failure: null });
const failed = (kind: PageFailure['kind'], code = '', message = '') => ({
  status: 'failed' as const,
  value: null,
  failure: { kind, code, message },
});
const rows = <T,>(list: T[]) => loaded({ list, totalPages: 1, pageNo: 1 });

const MEMBER: PointsState = {
  ...initialPointsState,
  config: loaded(CONFIG),
  balance: loaded({ balance: 25_000, earned: 28_350, spent: 3_350 }),
  paymentPasswordSet: true,
  goods: rows(GOODS),
  history: rows(HISTORY),
  details: rows([
    {
      id: 'PD-1',
      type: 'EARN' as const,
      points: 6200,
      balance: 25_000,
      source: 'BET',
      remark: 'RNG',
      createdAt: at,
    },
    {
      id: 'PD-2',
      type: 'SPEND' as const,
      points: 450,
      balance: 18_800,
      source: 'REDEEM',
      remark: 'Bonus 50',
      createdAt: at - DAY,
    },
  ]),
};

const decorators = (state: Partial<PointsState>, member = true) => [
  withSeededFeature(pointsFeature, pointsReducer, { ...MEMBER, ...state }),
  withState({
    wallet: { ...initialWalletState, currencySymbol: '₱' },
    session: { ...initialSessionState, token: member ? 'story-token' : null },
  }),
];

function Mall({ initial }: { initial: PointTab }) {
  const [tab, setTab] = useState<PointTab>(initial);
  return <PointMallView tab={tab} onTab={setTab} />;
}

const view = (
  name: string,
  state: Partial<PointsState>,
  tab: PointTab = 'goods',
  member = true,
) => {
  const story: Story = () => <Mall initial={tab} />;
  story.storyName = name;
  story.decorators = decorators(state, member);
  return story;
};

const redeem = (name: string, state: Partial<PointsState>, reward = GOODS[3]!) => {
  const story: Story = () => <RedeemModal reward={reward} onClose={() => {}} />;
  story.storyName = name;
  story.decorators = decorators(state);
  return story;
};

export const Loading = view('Loading', {
  config: { status: 'loading', value: null, failure: null },
});
export const Goods = view('Goods: last unit, out of stock, deposit required', {});
export const Visitor = view(
  'Visitor: goods, asked to log in',
  { balance: initialPointsState.balance },
  'goods',
  false,
);
export const EmptyGoods = view('No goods', { goods: rows([]) });
export const GoodsBusy = view('Goods failed: system busy, with retry', {
  goods: failed('busy', '#727'),
});
export const Offline = view('Mall failed: offline, with retry', { config: failed('offline') });
export const SessionEnded = view('Session ended', { balance: failed('session') });
export const Closed = view('Point mall switched off', {
  config: loaded({ ...CONFIG, enabled: false }),
});
export const History = view('Redeem history: every state', {}, 'history');
export const EmptyHistory = view('No redeem history', { history: rows([]) }, 'history');
export const Details = view('Points details', {}, 'details');
export const EmptyDetails = view('No points details', { details: rows([]) }, 'details');
export const Rules = view('Rules, never expire, rates and conversion', {}, 'rules');
export const Converted = view(
  'Converted to cash',
  { convert: { status: 'done', value: { points: 1005, amount: 100.5 } } },
  'rules',
);
export const ConvertTrial = view(
  'Conversion refused: trial account',
  { convert: { status: 'failed', failure: { kind: 'trial', code: 'trial.account', message: '' } } },
  'rules',
);
export const RedeemForm = redeem('Redeem: address, phone, remarks, payment password', {});
export const RedeemNoPassword = redeem('Redeem: no payment password yet', {
  paymentPasswordSet: false,
});
const refused = (name: string, kind: PageFailure['kind'], code: string) =>
  redeem(name, { redeem: { status: 'failed', failure: { kind, code, message: '' } } });
export const RedeemWrongPassword = refused(
  'Redeem refused: wrong payment password',
  'server',
  WalletErrorCodes.wrongPassword,
);
export const RedeemNoPoints = refused(
  'Redeem refused: not enough points',
  'server',
  PointsErrorCodes.insufficientPoints,
);
export const RedeemRequirement = refused(
  'Redeem refused: deposit requirement not met',
  'server',
  PointsErrorCodes.requirementNotMet,
);
export const RedeemOutOfStock = refused(
  'Redeem refused: out of stock',
  'server',
  PointsErrorCodes.outOfStock,
);
export const RedeemBusy = refused('Redeem refused: system busy', 'busy', '#727');
export const RedeemOffline = refused('Redeem: connection dropped', 'offline', '');
export const RedeemTrial = refused('Redeem refused: trial account', 'trial', 'trial.account');
export const Redeemed = redeem('Redeemed', {
  redeem: { status: 'done', value: { redeemId: 'RD-9', rewardName: 'Smartphone' } },
});
