import type { Story, StoryDefault } from '@ladle/react';
import { withFeature } from '../../../../.ladle/story-store';
import type { WithdrawInfoValue, WithdrawalOrder } from '@/api/contract/wallet';
import { WalletErrorCodes } from '@/api/contract/constants';
import { NO_SESSION, type Failure } from '@/features/wallet/failure';
import { StorySeed } from '@/features/wallet/components/StorySeed';
import { ConfirmForm } from './components/ConfirmForm';
import { withdrawFeature } from './feature';
import { withdrawActions as a } from './slice';
import { WithdrawView } from './WithdrawPage';

export default {
  title: 'Wallet / Withdraw',
  decorators: [withFeature(withdrawFeature)],
} satisfies StoryDefault;

const now = Date.now();
const MINUTE = 60_000;
const info: WithdrawInfoValue = {
  accounts: [
    {
      accountId: 'BA-1',
      kind: 'BANK',
      bankName: 'BDO Unibank',
      accountNo: '****1234',
      accountName: 'JUAN DELA CRUZ',
    },
    {
      accountId: 'EW-1',
      kind: 'EWALLET',
      bankName: 'GCash',
      accountNo: '****5678',
      accountName: 'JUAN DELA CRUZ',
    },
  ],
  minAmount: 100,
  maxAmount: 50_000,
  withdrawable: 12_345.67,
  hasPaymentPassword: true,
  confirmMinutes: 30,
};
const order = (
  orderNo: string,
  status: WithdrawalOrder['status'],
  more: Partial<WithdrawalOrder> = {},
): WithdrawalOrder => ({
  orderNo,
  accountId: 'BA-1',
  accountLabel: 'BDO Unibank ****1234',
  amount: 2_500,
  status,
  createdAt: now - 60 * MINUTE,
  updatedAt: now - 5 * MINUTE,
  confirmDeadline: null,
  receivedAmount: null,
  remainingAmount: null,
  forcedReceipt: false,
  rejectReason: null,
  ...more,
});
const paid = order('WD-1', 'PAID', { confirmDeadline: now + 25 * MINUTE });
const orders = [
  order('WD-8', 'PENDING'),
  order('WD-7', 'APPROVED'),
  paid,
  order('WD-5', 'REJECTED', { rejectReason: 'The account name does not match the member' }),
  order('WD-4', 'RECEIVED', { receivedAmount: 2_500, forcedReceipt: true }),
  order('WD-3', 'PARTLY_RECEIVED', { receivedAmount: 2_000, remainingAmount: 500 }),
  order('WD-2', 'NOT_RECEIVED', { receivedAmount: 0, remainingAmount: 2_500 }),
];
const busy: Failure = { kind: 'busy', code: '#727', message: 'System busy' };
const live = [a.gated(null), a.infoLoaded(info), a.ordersLoaded(orders)];

/** The form, the limits and the withdrawable amount, the withdrawals in every state. */
export const Loaded: Story = () => (
  <StorySeed actions={live}>
    <WithdrawView />
  </StorySeed>
);
Loaded.storyName = 'Form and withdrawals in every state';

/** On a phone (390 px): the form, then each withdrawal a card. */
export const OnAPhone: Story = () => (
  <StorySeed actions={live}>
    <WithdrawView />
  </StorySeed>
);
OnAPhone.storyName = 'On a phone (withdrawals as cards)';
OnAPhone.meta = { width: 390 };

export const Loading: Story = () => (
  <StorySeed actions={[a.gated(null), a.infoLoading(), a.ordersLoading()]}>
    <WithdrawView />
  </StorySeed>
);
Loading.storyName = 'Loading';

export const WrongPassword: Story = () => (
  <StorySeed
    actions={[
      ...live,
      a.submitFailed({ kind: 'server', code: WalletErrorCodes.wrongPassword, message: '' }),
    ]}
  >
    <WithdrawView />
  </StorySeed>
);
WrongPassword.storyName = 'Refused: wrong payment password';

export const Insufficient: Story = () => (
  <StorySeed
    actions={[
      ...live,
      a.submitFailed({ kind: 'server', code: WalletErrorCodes.insufficientBalance, message: '' }),
    ]}
  >
    <WithdrawView />
  </StorySeed>
);
Insufficient.storyName = 'Refused: balance not enough';

export const Busy: Story = () => (
  <StorySeed actions={[...live, a.submitFailed(busy)]}>
    <WithdrawView />
  </StorySeed>
);
Busy.storyName = 'Refused: system busy (#727)';

export const NoPaymentPassword: Story = () => (
  <StorySeed actions={[a.gated(null), a.infoLoaded({ ...info, hasPaymentPassword: false })]}>
    <WithdrawView />
  </StorySeed>
);
NoPaymentPassword.storyName = 'No payment password yet';

export const NoAccount: Story = () => (
  <StorySeed actions={[a.gated(null), a.infoLoaded({ ...info, accounts: [] }), a.ordersLoaded([])]}>
    <WithdrawView />
  </StorySeed>
);
NoAccount.storyName = 'No account to withdraw to; no withdrawals yet';

export const InfoFailed: Story = () => (
  <StorySeed actions={[a.gated(null), a.infoFailed(busy), a.ordersLoaded(orders)]}>
    <WithdrawView />
  </StorySeed>
);
InfoFailed.storyName = 'Accounts failed, with retry';

export const ListOffline: Story = () => (
  <StorySeed
    actions={[
      a.gated(null),
      a.infoLoaded(info),
      a.ordersFailed({ kind: 'offline', code: 'network.error', message: '' }),
    ]}
  >
    <WithdrawView />
  </StorySeed>
);
ListOffline.storyName = 'Withdrawals lost: network dropped, with retry';

export const ConfirmedTwice: Story = () => (
  <StorySeed
    actions={[
      ...live,
      a.confirmFailed({
        orderNo: 'WD-4',
        failure: { kind: 'server', code: WalletErrorCodes.orderState, message: '' },
      }),
    ]}
  >
    <WithdrawView />
  </StorySeed>
);
ConfirmedTwice.storyName = 'Confirmation refused: already confirmed';

/** The confirmation of a paid withdrawal, opened on each outcome. */
export const ConfirmReceived: Story = () => (
  <StorySeed actions={live}>
    <ConfirmForm order={paid} onCancel={() => undefined} />
  </StorySeed>
);
ConfirmReceived.storyName = 'Confirmation: received';

export const ConfirmPartly: Story = () => (
  <StorySeed actions={live}>
    <ConfirmForm order={paid} onCancel={() => undefined} initialOutcome="PARTLY_RECEIVED" />
  </StorySeed>
);
ConfirmPartly.storyName = 'Confirmation: partly received (type an amount: the remainder shows)';

export const ConfirmNotReceived: Story = () => (
  <StorySeed actions={live}>
    <ConfirmForm order={paid} onCancel={() => undefined} initialOutcome="NOT_RECEIVED" />
  </StorySeed>
);
ConfirmNotReceived.storyName = 'Confirmation: not received (choose a proof image)';

export const SessionEnded: Story = () => (
  <StorySeed actions={[a.gated(NO_SESSION)]}>
    <WithdrawView />
  </StorySeed>
);
SessionEnded.storyName = 'Session ended (401): log in';

export const Trial: Story = () => (
  <StorySeed actions={[a.gated({ kind: 'trial', code: 'trial.account', message: '' })]}>
    <WithdrawView />
  </StorySeed>
);
Trial.storyName = 'Trial account';
