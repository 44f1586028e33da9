import type { Story, StoryDefault } from '@ladle/react';
import { withFeature } from '../../../../.ladle/story-store';
import type { DepositChannel, DepositOrder } from '@/api/contract/wallet';
import { WalletErrorCodes } from '@/api/contract/constants';
import { NO_SESSION, type Failure } from '@/features/wallet/failure';
import { StorySeed } from '@/features/wallet/components/StorySeed';
import { DepositView } from './DepositPage';
import { depositFeature } from './feature';
import { depositActions as a } from './slice';

export default {
  title: 'Wallet / Deposit',
  decorators: [withFeature(depositFeature)],
} satisfies StoryDefault;

const now = Date.now();
const channels: DepositChannel[] = [
  {
    channelId: 'BANK-01',
    name: 'BDO bank transfer',
    type: 'BANK',
    minAmount: 100,
    maxAmount: 50_000,
    presets: [500, 1_000, 5_000, 10_000],
    open: true,
  },
  {
    channelId: 'EWALLET-01',
    name: 'GCash',
    type: 'EWALLET',
    minAmount: 100,
    maxAmount: 20_000,
    presets: [100, 300, 500],
    open: true,
  },
  {
    channelId: 'CRYPTO-01',
    name: 'USDT (TRC20)',
    type: 'CRYPTO',
    minAmount: 500,
    maxAmount: 100_000,
    presets: [],
    open: false,
  },
];
const order = (
  orderNo: string,
  status: DepositOrder['status'],
  amount: number,
  reason: string | null = null,
): DepositOrder => ({
  orderNo,
  channelId: 'BANK-01',
  channelName: 'BDO bank transfer',
  amount,
  status,
  createdAt: now - 3_600_000,
  updatedAt: now,
  reason,
});
const orders = [
  order('DP-3', 'PENDING', 1_000),
  order('DP-2', 'CREDITED', 5_000),
  order('DP-1', 'FAILED', 2_000, 'Payment not received by the channel'),
];
const busy: Failure = { kind: 'busy', code: '#727', message: 'System busy' };
const offline: Failure = { kind: 'offline', code: 'network.error', message: '' };

const live = [a.gated(null), a.channelsLoaded(channels), a.ordersLoaded(orders)];

/** Channels (the closed one greyed, not choosable), presets, the amount, the recent deposits. */
export const Loaded: Story = () => (
  <StorySeed actions={live}>
    <DepositView />
  </StorySeed>
);
Loaded.storyName = 'Channels and recent deposits (one pending)';

export const Loading: Story = () => (
  <StorySeed actions={[a.gated(null), a.channelsLoading(), a.ordersLoading()]}>
    <DepositView />
  </StorySeed>
);
Loading.storyName = 'Loading';

export const Sending: Story = () => (
  <StorySeed actions={[...live, a.submitStarted()]}>
    <DepositView />
  </StorySeed>
);
Sending.storyName = 'Sending the request';

export const Requested: Story = () => (
  <StorySeed actions={[...live, a.submitSucceeded(order('DP-4', 'PENDING', 1_500))]}>
    <DepositView />
  </StorySeed>
);
Requested.storyName = 'Requested: the order, pending, the inbox note';

/** The server's limit, told at the amount field with the channel's minimum. */
export const BelowMinimum: Story = () => (
  <StorySeed
    actions={[
      ...live,
      a.submitFailed({ kind: 'server', code: WalletErrorCodes.belowMinimum, message: '' }),
    ]}
  >
    <DepositView />
  </StorySeed>
);
BelowMinimum.storyName = 'Refused: below the minimum';

export const ChannelClosed: Story = () => (
  <StorySeed
    actions={[
      ...live,
      a.submitFailed({ kind: 'server', code: WalletErrorCodes.channelClosed, message: '' }),
    ]}
  >
    <DepositView />
  </StorySeed>
);
ChannelClosed.storyName = 'Refused: the channel closed meanwhile';

export const Busy: Story = () => (
  <StorySeed actions={[...live, a.submitFailed(busy)]}>
    <DepositView />
  </StorySeed>
);
Busy.storyName = 'Refused: system busy (#727)';

export const Offline: Story = () => (
  <StorySeed actions={[...live, a.submitFailed(offline)]}>
    <DepositView />
  </StorySeed>
);
Offline.storyName = 'Request lost: network dropped';

export const ChannelsFailed: Story = () => (
  <StorySeed actions={[a.gated(null), a.channelsFailed(busy), a.ordersLoaded(orders)]}>
    <DepositView />
  </StorySeed>
);
ChannelsFailed.storyName = 'Channels failed, with retry';

export const NoChannels: Story = () => (
  <StorySeed actions={[a.gated(null), a.channelsLoaded([]), a.ordersLoaded([])]}>
    <DepositView />
  </StorySeed>
);
NoChannels.storyName = 'No channel at all; no deposits yet';

export const AllClosed: Story = () => (
  <StorySeed actions={[a.gated(null), a.channelsLoaded([channels[2]!]), a.ordersLoaded(orders)]}>
    <DepositView />
  </StorySeed>
);
AllClosed.storyName = 'Every channel closed';

export const OrdersOffline: Story = () => (
  <StorySeed actions={[a.gated(null), a.channelsLoaded(channels), a.ordersFailed(offline)]}>
    <DepositView />
  </StorySeed>
);
OrdersOffline.storyName = 'Recent deposits lost: network dropped, with retry';

export const SessionEnded: Story = () => (
  <StorySeed actions={[a.gated(NO_SESSION)]}>
    <DepositView />
  </StorySeed>
);
SessionEnded.storyName = 'Session ended (401): log in';

export const Trial: Story = () => (
  <StorySeed actions={[a.gated({ kind: 'trial', code: 'trial.account', message: '' })]}>
    <DepositView />
  </StorySeed>
);
Trial.storyName = 'Trial account';

const limitRow = (period: 'DAY' | 'WEEK' | 'MONTH', amount: number | null, used: number) => ({
  kind: 'DEPOSIT' as const,
  period,
  amount,
  used,
  remaining: amount === null ? null : Math.max(0, amount - used),
  pending: null,
});

/** Responsible gaming (issue 30): what the tightest deposit limit leaves, before typing. */
export const LimitLeft: Story = () => (
  <StorySeed
    actions={[
      ...live,
      a.limitsLoaded({
        limits: [
          limitRow('DAY', 100, 40),
          limitRow('WEEK', 2_500, 1_000),
          limitRow('MONTH', null, 0),
        ],
        realityCheckMinutes: 60,
        hasDeposited: true,
      }),
    ]}
  >
    <DepositView />
  </StorySeed>
);
LimitLeft.storyName = 'Deposit limit: what is left';

/** A new member (no deposit, no limit) is asked to set a deposit limit first. */
export const SetALimitFirst: Story = () => (
  <StorySeed
    actions={[
      ...live,
      a.limitsLoaded({
        limits: [limitRow('DAY', null, 0), limitRow('WEEK', null, 0), limitRow('MONTH', null, 0)],
        realityCheckMinutes: 60,
        hasDeposited: false,
      }),
    ]}
  >
    <DepositView />
  </StorySeed>
);
SetALimitFirst.storyName = 'New member: set a deposit limit first';
