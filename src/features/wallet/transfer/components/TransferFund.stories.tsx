import type { Story, StoryDecorator, StoryDefault } from '@ladle/react';
import type { MerchantWallet } from '@/api/contract/wallet';
import { initialSessionState } from '@/core/session/slice';
import { withSeededFeature, withSubmitted } from '@/testing/story-seed';
import { withState } from '../../../../../.ladle/story-store';
import { initialWalletState } from '../../slice';
import { transferFeature } from '../feature';
import { initialTransferState, transferReducer, type TransferState } from '../slice';
import { TransferFund } from './TransferFund';

/**
 * My wallet (TransferFund) in each state, seeded into the store. Player1's story session is not
 * the mock's: a transfer or a retry ends it ("Your session has ended"), as in the header's stories.
 */
export default { title: 'Wallet / My wallet' } satisfies StoryDefault;

const wallet = (
  accountTypeId: number,
  displayName: string,
  balance: number,
  transferable = true,
): MerchantWallet => ({
  accountTypeId,
  accountTypeName: displayName.toUpperCase(),
  displayName,
  balance,
  transferable,
});

const WALLETS = [
  wallet(201, 'Evolution', 250),
  wallet(202, 'SBOBET', 0),
  wallet(203, 'Playtech', 1_200.5),
  wallet(207, 'PG Soft', 0, false),
  wallet(208, 'JILI Games', 0, false),
];

const LOADED: TransferState = {
  ...initialTransferState,
  load: { status: 'done', failure: null, message: '' },
  main: 12_345.67,
  wallets: WALLETS,
};

/** The decorators of a story showing `transfer` (over the loaded wallets), innermost first. */
const seeded = (transfer: Partial<TransferState> = {}, ...inner: StoryDecorator[]) => [
  ...inner,
  withSeededFeature(transferFeature, transferReducer, { ...LOADED, ...transfer }),
  withState({
    session: {
      ...initialSessionState,
      token: 'tk_story',
      member: { id: 1001, account: 'player1', nickname: 'Maya', type: 0 },
      memberStatus: 'loaded',
    },
    wallet: { ...initialWalletState, balance: 12_345.67, currencySymbol: '₱', status: 'loaded' },
  }),
];

const failed = (failure: TransferState['load']['failure'], message = '') => ({
  status: 'failed' as const,
  failure,
  message,
});

export const Loading: Story = () => <TransferFund />;
Loading.storyName = 'Loading';
Loading.decorators = seeded({ load: { status: 'pending', failure: null, message: '' } });

/** The connection dropped: what happened, and a retry. */
export const LoadFailed: Story = () => <TransferFund />;
LoadFailed.storyName = 'Load failed, retry';
LoadFailed.decorators = seeded({ load: failed('offline') });

/** A trial account: no wallets and no retry. */
export const Trial: Story = () => <TransferFund />;
Trial.storyName = 'Trial account';
Trial.decorators = seeded({ load: failed('trial') });

/** Main and vendor wallets; the seamless ones (PG Soft, JILI Games) have no balance of their own. */
export const Loaded: Story = () => <TransferFund />;
Loaded.storyName = 'Loaded with vendor wallets';
Loaded.decorators = seeded();

/** What the consolidated funds say waits for the member, below the wallets. */
export const ConsolidatedWaiting: Story = () => <TransferFund />;
ConsolidatedWaiting.storyName = 'Loaded, contracts waiting';
ConsolidatedWaiting.decorators = seeded({
  consolidated: {
    dailySalary: true,
    hourlySalary: true,
    realTimeSalary: true,
    contractDividend: true,
    contractRequirements: false,
    contracts: (['dailySalary', 'dividend'] as const).map((contractType) => ({
      contractId: `CT-1-${contractType}`,
      contractType,
      status: 'pending' as const,
      rate: 1.5,
      activeMembers: 3,
      periodValidBet: 1000,
      period: 'daily' as const,
    })),
  },
});

/** A single-wallet site: the main wallet only, no transfer controls. */
export const SingleWallet: Story = () => <TransferFund />;
SingleWallet.storyName = 'Single wallet';
SingleWallet.decorators = seeded({ singleWallet: true });

/** Every vendor wallet is seamless: listed, no transfer controls. */
export const SeamlessOnly: Story = () => <TransferFund />;
SeamlessOnly.storyName = 'Seamless wallets only, no controls';
SeamlessOnly.decorators = seeded({ wallets: WALLETS.filter((w) => !w.transferable) });

/** A story whose amount field gets `typed` and is submitted (into Evolution, from ₱12,345.67). */
const amountStory = (typed: string): Story => {
  const story: Story = () => <TransferFund />;
  story.decorators = seeded({}, withSubmitted([['input[inputmode="decimal"]', typed]]));
  return story;
};

export const AmountEmpty = amountStory('');
AmountEmpty.storyName = 'Amount: empty';
export const AmountNotNumber = amountStory('12abc');
AmountNotNumber.storyName = 'Amount: not a number';
export const AmountDecimals = amountStory('1.005');
AmountDecimals.storyName = 'Amount: more than two decimals';
export const AmountZero = amountStory('0');
AmountZero.storyName = 'Amount: zero';
export const AmountAboveAvailable = amountStory('20000.01');
AmountAboveAvailable.storyName = 'Amount: above the available balance';

const sent = { amount: 100, wallet: 201, direction: 'in' as const };

export const Transferring: Story = () => <TransferFund />;
Transferring.storyName = 'Transfer in progress';
Transferring.decorators = seeded({
  transfer: { status: 'pending', failure: null, message: '', ...sent },
});

export const Transferred: Story = () => <TransferFund />;
Transferred.storyName = 'Transferred';
Transferred.decorators = seeded({
  transfer: { status: 'done', failure: null, message: '', ...sent },
  wallets: WALLETS.map((w) => (w.accountTypeId === 201 ? { ...w, balance: 350 } : w)),
  main: 12_245.67,
});

/** The server refused: not enough balance. */
export const Insufficient: Story = () => <TransferFund />;
Insufficient.storyName = 'Server error: insufficient balance';
Insufficient.decorators = seeded({
  transfer: { ...failed('insufficient', 'Insufficient balance'), ...sent },
});

/** The server's own message when no text of ours fits. */
export const ServerMessage: Story = () => <TransferFund />;
ServerMessage.storyName = "Server error: the server's message";
ServerMessage.decorators = seeded({
  transfer: { ...failed('server', 'Vendor wallet under maintenance'), ...sent },
});

export const Recalling: Story = () => <TransferFund />;
Recalling.storyName = 'Recall all in progress';
Recalling.decorators = seeded({
  recall: { status: 'pending', failure: null, message: '', moved: 0, failedWallets: [] },
});

/** Evolution moved, Playtech failed: the member is told which. */
export const RecallPartly: Story = () => <TransferFund />;
RecallPartly.storyName = 'Recall all, one wallet failed';
RecallPartly.decorators = seeded({
  recall: { ...failed('busy'), moved: 1, failedWallets: ['Playtech'] },
  wallets: WALLETS.map((w) => (w.accountTypeId === 201 ? { ...w, balance: 0 } : w)),
  main: 12_595.67,
});

export const Recalled: Story = () => <TransferFund />;
Recalled.storyName = 'Recall all done';
Recalled.decorators = seeded({
  recall: { status: 'done', failure: null, message: '', moved: 2, failedWallets: [] },
  wallets: WALLETS.map((w) => ({ ...w, balance: 0 })),
  main: 13_796.17,
});

export const RecallNothing: Story = () => <TransferFund />;
RecallNothing.storyName = 'Recall all, nothing to recall';
RecallNothing.decorators = seeded({
  recall: { status: 'done', failure: null, message: '', moved: 0, failedWallets: [] },
  wallets: WALLETS.map((w) => ({ ...w, balance: 0 })),
});
