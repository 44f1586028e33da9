import type { Story, StoryDefault } from '@ladle/react';
import type { AgentContractsValue, ContractSettlement, ContractType } from '@/api/contract/agent';
import { AgentErrorCodes } from '@/api/contract/constants';
import type { PageFailure } from '@/core/page-failure';
import { initialWalletState } from '@/features/wallet/slice';
import { withSeededFeature } from '@/testing/story-seed';
import { withState } from '../../../../../.ladle/story-store';
import { agentContractsFeature } from '../feature';
import {
  agentContractsReducer,
  initialAgentContractsState,
  type AgentContractsState,
} from '../slice';
import { ContractsView } from './ContractsView';

/** The agent centre's contract pages in each state, seeded into the store (no call made). */
export default { title: 'Agent centre / Contracts' } satisfies StoryDefault;

const failure = (kind: PageFailure['kind'], code = ''): PageFailure => ({
  kind,
  code,
  message: 'The contract is rejected and cannot be accepted',
});

const settlement = (
  period: string,
  validBet: number,
  paidAt: number | null,
): ContractSettlement => ({
  period,
  validBet,
  profitLoss: null,
  betAmount: validBet,
  activeMembers: 7,
  amountPaid: Math.round(validBet * 1.5) / 100,
  paidAt,
});

const value = (
  contractType: ContractType,
  status: 'pending' | 'accepted' | 'terminating' | 'rejected',
  extra: Partial<AgentContractsValue> = {},
): AgentContractsValue => ({
  contractType,
  contract: {
    contractId: `CT-1002-${contractType}`,
    contractType,
    status,
    offeredBy: 'master01',
    rate: 1.5,
    activeMembers: 5,
    periodValidBet: 10_000,
    periodProfitLoss: null,
    betAmount: 10_000,
    period: contractType === 'dailySalary' ? 'daily' : 'realtime',
  },
  endsDownlines: [],
  settlements: [],
  downlines: [
    {
      account: 'jeremysch0',
      contract: { contractId: 'CT-2000', contractType, status: 'accepted', rate: 1.8 },
    },
    {
      account: 'giuseppek1',
      contract: { contractId: 'CT-2001', contractType, status: 'pending', rate: 1.2 },
    },
    { account: 'garettsaw2', contract: null },
  ],
  nextSettlementAt: null,
  ...extra,
});

const seeded = (state: Partial<AgentContractsState>) => [
  withSeededFeature(agentContractsFeature, agentContractsReducer, {
    ...initialAgentContractsState,
    contractType: 'dailySalary',
    status: 'loaded',
    ...state,
  }),
  withState({ wallet: { ...initialWalletState, currencySymbol: '₱' } }),
];

const Daily: Story = () => <ContractsView contractType="dailySalary" />;

export const Loading: Story = () => <ContractsView contractType="dailySalary" />;
Loading.decorators = seeded({ status: 'loading' });

export const Offline: Story = () => <ContractsView contractType="dailySalary" />;
Offline.storyName = 'Load failed (network), retry';
Offline.decorators = seeded({ status: 'failed', failure: failure('offline') });

export const Busy: Story = () => <ContractsView contractType="dailySalary" />;
Busy.storyName = 'Load failed (#727 busy), retry';
Busy.decorators = seeded({ status: 'failed', failure: failure('busy') });

export const SessionEnded: Story = () => <ContractsView contractType="dailySalary" />;
SessionEnded.storyName = 'Session ended (401)';
SessionEnded.decorators = seeded({ status: 'failed', failure: failure('session') });

export const Trial: Story = () => <ContractsView contractType="dailySalary" />;
Trial.storyName = 'Trial account';
Trial.decorators = seeded({ status: 'failed', failure: failure('trial') });

export const NoContract: Story = () => <ContractsView contractType="dailySalary" />;
NoContract.storyName = 'No contract offered, no downlines';
NoContract.decorators = seeded({
  value: { ...value('dailySalary', 'pending'), contract: null, downlines: [] },
});

/** The lower-rate warning (spec 2 §4): accepting 1.5% ends jeremysch0's 1.8%. */
export const Pending: Story = Daily;
Pending.storyName = 'Pending: accepting ends a downline at a higher rate';
Pending.decorators = seeded({
  value: value('dailySalary', 'pending', { endsDownlines: ['jeremysch0'] }),
});

/** Daily salary paid on alternate days: the last day waits for its pay day. */
export const Accepted: Story = () => <ContractsView contractType="dailySalary" />;
Accepted.storyName = 'Accepted: settlements, offers to downlines';
Accepted.decorators = seeded({
  value: value('dailySalary', 'accepted', {
    settlements: [
      settlement('2026-11-23', 12_345.67, null),
      settlement('2026-11-22', 9_876.5, Date.UTC(2026, 10, 23)),
      settlement('2026-11-21', 4_000, Date.UTC(2026, 10, 23)),
    ],
  }),
  answer: { status: 'done', failure: null, action: 'accept', endedDownlines: ['jeremysch0'] },
});

export const Terminating: Story = () => <ContractsView contractType="dailySalary" />;
Terminating.storyName = 'Termination requested';
Terminating.decorators = seeded({ value: value('dailySalary', 'terminating') });

export const AlreadyAnswered: Story = () => <ContractsView contractType="dailySalary" />;
AlreadyAnswered.storyName = 'Answer refused: already answered';
AlreadyAnswered.decorators = seeded({
  value: value('dailySalary', 'rejected'),
  answer: {
    status: 'failed',
    failure: failure('server', AgentErrorCodes.contractState),
    action: 'accept',
    endedDownlines: [],
  },
});

export const OfferRefused: Story = () => <ContractsView contractType="dailySalary" />;
OfferRefused.storyName = 'Offer refused: rate above the own one';
OfferRefused.decorators = seeded({
  value: value('dailySalary', 'accepted'),
  offer: {
    status: 'failed',
    failure: failure('server', AgentErrorCodes.rateAboveOwn),
    downline: 'garettsaw2',
  },
});

export const RealTime: Story = () => <ContractsView contractType="realTimeSalary" />;
RealTime.storyName = 'Real-time salary: the next settlement';
RealTime.decorators = seeded({
  contractType: 'realTimeSalary',
  value: value('realTimeSalary', 'accepted', {
    nextSettlementAt: Date.UTC(2026, 10, 24, 6, 25),
    settlements: [settlement('2026-11-24 06:15', 321.45, Date.UTC(2026, 10, 24, 6, 20))],
  }),
});
