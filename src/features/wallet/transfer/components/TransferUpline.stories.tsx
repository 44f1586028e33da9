import type { Story, StoryDecorator, StoryDefault } from '@ladle/react';
import type { MemberInfo } from '@/api/contract/member';
import { initialSessionState } from '@/core/session/slice';
import { withSeededFeature, withSubmitted } from '@/testing/story-seed';
import { withState } from '../../../../../.ladle/story-store';
import { initialWalletState } from '../../slice';
import { transferFeature } from '../feature';
import { initialTransferState, transferReducer, type TransferState } from '../slice';
import { TransferUpline } from './TransferUpline';

/**
 * The transfer to the upline (TransferUpline) in each state, seeded into the store. The story
 * session is not the mock's: sending ends it ("Your session has ended").
 */
export default { title: 'Wallet / Transfer to upline' } satisfies StoryDefault;

const DOWNLINE: MemberInfo = {
  id: 2000,
  account: 'downline1',
  nickname: 'Rico',
  type: 0,
  toUpline: true,
  uplineAccount: 'agent01',
};

/** The decorators of a story showing `upline` for `member`, innermost first. */
const seeded = (
  upline: Partial<TransferState['upline']> = {},
  member: Partial<MemberInfo> = {},
  ...inner: StoryDecorator[]
) => [
  ...inner,
  withSeededFeature(transferFeature, transferReducer, {
    ...initialTransferState,
    main: 12_345.67,
    upline: { ...initialTransferState.upline, ...upline },
  }),
  withState({
    session: {
      ...initialSessionState,
      token: 'tk_story',
      member: { ...DOWNLINE, ...member },
      memberStatus: 'loaded',
    },
    wallet: { ...initialWalletState, balance: 12_345.67, currencySymbol: '₱', status: 'loaded' },
  }),
];

/** The member info does not allow it (toUpline false). */
export const NotAllowed: Story = () => <TransferUpline />;
NotAllowed.storyName = 'Not allowed (toUpline false)';
NotAllowed.decorators = seeded({}, { toUpline: false });

/** To agent01, with the main wallet's balance. */
export const Form: Story = () => <TransferUpline />;
Form.storyName = 'Form';
Form.decorators = seeded();

/** Sent with nothing filled in: both fields say what is missing. */
export const Missing: Story = () => <TransferUpline />;
Missing.storyName = 'Amount and password missing';
Missing.decorators = seeded({}, {}, withSubmitted([]));

/** More than the main wallet holds: refused before sending, the typed text kept. */
export const AboveAvailable: Story = () => <TransferUpline />;
AboveAvailable.storyName = 'Amount above the main balance';
AboveAvailable.decorators = seeded(
  {},
  {},
  withSubmitted([
    ['input[inputmode="decimal"]', '20000'],
    ['input[type="password"]', 'pay1234'],
  ]),
);

export const Sending: Story = () => <TransferUpline />;
Sending.storyName = 'Sending';
Sending.decorators = seeded({ status: 'pending', amount: 10 });

export const Sent: Story = () => <TransferUpline />;
Sent.storyName = 'Sent';
Sent.decorators = seeded({ status: 'done', amount: 10 });

export const WrongPassword: Story = () => <TransferUpline />;
WrongPassword.storyName = 'Wrong payment password';
WrongPassword.decorators = seeded({
  status: 'failed',
  failure: 'password',
  message: 'Incorrect payment password',
  amount: 10,
});

export const PasswordNotSet: Story = () => <TransferUpline />;
PasswordNotSet.storyName = 'Payment password not set';
PasswordNotSet.decorators = seeded({ status: 'failed', failure: 'passwordNotSet', amount: 10 });

/** A trial account (isAgent 4): the page says a real account is needed. */
export const Trial: Story = () => <TransferUpline />;
Trial.storyName = 'Trial account';
Trial.decorators = seeded({ status: 'failed', failure: 'trial' }, { type: 4 });
