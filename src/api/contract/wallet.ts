/** Balance, wallet transfers, vendor wallets and the account record (spec 2 §3, §6, §7). */

import { z } from 'zod';
import { endpoint, NoParams, paged, REAL_ACCOUNT_ONLY, relay, Timestamp } from './define';
import {
  BET_STATUSES,
  BONUS_TYPES,
  MAIN_ACCOUNT_TYPE_ID,
  PERIODS,
  RECORD_STATUSES,
  TRANSACTION_TYPES,
} from './constants';

// The record pages' lists live in the zod-free constants (the app imports them as values).
export { BET_STATUSES, BONUS_TYPES, PERIODS, RECORD_STATUSES, TRANSACTION_TYPES };
export type { Period } from './constants';

export const WalletBalanceItem = z
  .object({ accountTypeId: z.number().int(), availBalance: z.number() })
  .loose();

export const BalanceValue = z
  .object({
    sumBalance: z.number(),
    balance: z.array(WalletBalanceItem),
    currency: z.string(),
    currencySymbol: z.string(),
  })
  .loose();
export type BalanceValue = z.infer<typeof BalanceValue>;

export const WalletTransferRequest = z.object({
  amount: z.number().positive(),
  /** Source wallet (default: the main wallet). */
  fromAccountTypeId: z.number().int().optional(),
  /** Destination wallet (default: the main wallet). */
  toAccountTypeId: z.number().int().optional(),
  /** When set, moves main-wallet money to this member (the upline or a direct downline). */
  targetAccount: z.string().min(1).optional(),
  remark: z.string().max(140).optional(),
  /** Payment (transaction) password: required by the server for a transfer to another member. */
  password: z.string().min(1).optional(),
});
export type WalletTransferRequest = z.infer<typeof WalletTransferRequest>;

export const WalletTransferValue = BalanceValue.extend({ orderNo: z.string() });

export const MerchantWallet = z
  .object({
    accountTypeId: z.number().int(),
    accountTypeName: z.string(),
    vassalage: z.string().nullish(),
    displayName: z.string(),
    balance: z.number(),
    /** Money can be moved in and out (a seamless vendor wallet cannot). */
    transferable: z.boolean(),
  })
  .loose();
export type MerchantWallet = z.infer<typeof MerchantWallet>;

export const MerchantWalletValue = z
  .object({
    /** One shared wallet for every vendor (spec 1 "single merchant wallet" switch). */
    singleWallet: z.boolean(),
    currency: z.string(),
    list: z.array(MerchantWallet),
  })
  .loose();

export const MemberTransaction = z
  .object({
    id: z.string(),
    transType: z.string(),
    amount: z.number(),
    /** Balance after the transaction. */
    balance: z.number(),
    createdAt: Timestamp,
    status: z.enum(RECORD_STATUSES),
    remark: z.string().nullish(),
  })
  .loose();
export type MemberTransaction = z.infer<typeof MemberTransaction>;

const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

export const MemberTransactionsRequest = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  /** yyyy-MM-dd or yyyy-MM-dd HH:mm:ss, inclusive. */
  startDate: z.string().regex(DATE_TIME).optional(),
  endDate: z.string().regex(DATE_TIME).optional(),
  transType: z.string().optional(),
});

export const MemberTransactionsValue = paged(MemberTransaction).extend({
  /** Money in and out of the rows matched (not only this page). */
  totals: z.object({ credit: z.number(), debit: z.number() }).loose().optional(),
});

// ---------------------------------------------------------------------------------------------
// Money pages of the member centre (spec 2 §2, §3, §4, §9): deposit, withdrawal with its
// confirmation, records. The spec names the screens and states but shows no call for them: every
// endpoint below is inferred (paths follow the platform's relay naming).

/** An amount of money: at most two decimals (the ledger keeps minor units exactly). */
export const Money = z
  .number()
  .refine((n) => Number.isFinite(n) && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
    message: 'at most two decimals',
  });

/** A positive amount a member asks to move. */
export const Amount = Money.refine((n) => n > 0, { message: 'must be above 0' });

/** Record date bounds: yyyy-MM-dd or yyyy-MM-dd HH:mm:ss, inclusive. */
const RecordDate = z.string().regex(DATE_TIME);

const PagedQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

const RecordQuery = PagedQuery.extend({
  startDate: RecordDate.optional(),
  endDate: RecordDate.optional(),
});

export const DEPOSIT_CHANNEL_TYPES = ['BANK', 'EWALLET', 'QR', 'CRYPTO'] as const;

export const DepositChannel = z
  .object({
    channelId: z.string(),
    name: z.string(),
    type: z.enum(DEPOSIT_CHANNEL_TYPES),
    minAmount: Money,
    maxAmount: Money,
    /** Amount presets the page offers as buttons. */
    presets: z.array(Money).default([]),
    /** A closed channel is shown but cannot be used. */
    open: z.boolean(),
    /** The channel's logo (an image address, absolute or under the image CDN). Inferred. */
    logoUrl: z.string().nullish(),
  })
  .loose();
export type DepositChannel = z.infer<typeof DepositChannel>;

export const DEPOSIT_STATUSES = ['PENDING', 'CREDITED', 'FAILED'] as const;

export const DepositOrder = z
  .object({
    orderNo: z.string(),
    channelId: z.string(),
    channelName: z.string(),
    amount: Money,
    status: z.enum(DEPOSIT_STATUSES),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    /** Why a deposit failed. */
    reason: z.string().nullish(),
  })
  .loose();
export type DepositOrder = z.infer<typeof DepositOrder>;

export const DepositRequest = z.object({ channelId: z.string().min(1), amount: Amount });

export const WITHDRAW_ACCOUNT_KINDS = ['BANK', 'EWALLET'] as const;

export const WithdrawAccount = z
  .object({
    accountId: z.string(),
    kind: z.enum(WITHDRAW_ACCOUNT_KINDS),
    /** Bank or wallet provider. */
    bankName: z.string(),
    /** Masked account number (last 4 digits shown). */
    accountNo: z.string(),
    accountName: z.string(),
  })
  .loose();
export type WithdrawAccount = z.infer<typeof WithdrawAccount>;

export const WithdrawInfoValue = z
  .object({
    accounts: z.array(WithdrawAccount),
    minAmount: Money,
    maxAmount: Money,
    /** What the main wallet can pay out now. */
    withdrawable: Money,
    /** The member has set a payment (transaction) password. */
    hasPaymentPassword: z.boolean(),
    /** Minutes after payout before an unconfirmed withdrawal counts as received. */
    confirmMinutes: z.number().int().positive(),
  })
  .loose();
export type WithdrawInfoValue = z.infer<typeof WithdrawInfoValue>;

/** Withdrawal states: the request, the review, the payout, then the member's confirmation. */
export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'PAID',
  'RECEIVED',
  'PARTLY_RECEIVED',
  'NOT_RECEIVED',
] as const;

export const WITHDRAW_CONFIRM_OUTCOMES = ['RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED'] as const;

export const WithdrawalOrder = z
  .object({
    orderNo: z.string(),
    accountId: z.string(),
    /** Bank name and masked number, as shown. */
    accountLabel: z.string(),
    amount: Money,
    status: z.enum(WITHDRAWAL_STATUSES),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    /** PAID: when an unconfirmed payout counts as received. */
    confirmDeadline: Timestamp.nullish(),
    receivedAmount: Money.nullish(),
    /** Paid but not received (PARTLY_RECEIVED: amount minus received). */
    remainingAmount: Money.nullish(),
    /** Counted as received because the member did not confirm in time: no refund follows. */
    forcedReceipt: z.boolean().default(false),
    rejectReason: z.string().nullish(),
  })
  .loose();
export type WithdrawalOrder = z.infer<typeof WithdrawalOrder>;

export const WithdrawRequest = z.object({
  accountId: z.string().min(1),
  amount: Amount,
  /** Payment (transaction) password (password-checked relay). */
  password: z.string().min(1),
});

/** Proof of a payout that did not arrive: a png or jpg data URL (at most 5 MB decoded). */
const IMAGE_DATA_URL_PREFIX = /^data:image\/(png|jpe?g);base64,/;
/**
 * A png or jpg data URL. The body is checked by looking for one character outside base64 (no
 * pattern over the whole body: a `[...]+$` regex on a several-megabyte image overflows the regex
 * engine's backtracking stack).
 */
export const ProofImage = z.string().refine(
  (s) => {
    const prefix = IMAGE_DATA_URL_PREFIX.exec(s);
    return (
      prefix !== null &&
      s.length > prefix[0].length &&
      !/[^A-Za-z0-9+/=]/.test(s.slice(prefix[0].length))
    );
  },
  { message: 'a png or jpg data URL' },
);

export const WithdrawConfirmRequest = z
  .object({
    orderNo: z.string().min(1),
    outcome: z.enum(WITHDRAW_CONFIRM_OUTCOMES),
    receivedAmount: Amount.optional(),
    proofImage: ProofImage.optional(),
  })
  .refine((r) => r.outcome !== 'PARTLY_RECEIVED' || r.receivedAmount !== undefined, {
    message: 'receivedAmount is required when partly received',
    path: ['receivedAmount'],
  })
  .refine((r) => r.outcome !== 'NOT_RECEIVED' || r.proofImage !== undefined, {
    message: 'proofImage is required when not received',
    path: ['proofImage'],
  });

export const BetRecord = z
  .object({
    betId: z.string(),
    gameName: z.string(),
    vassalage: z.string(),
    /** Game category (spec 2 §3: ELOTT, LIVE, SPORTS, FISH, RNG, PVP, ESPORTS). */
    gameType: z.string(),
    betAmount: Money,
    validBet: Money,
    /** Payout minus stake (negative: a loss). */
    winLoss: Money,
    betTime: Timestamp,
    status: z.enum(BET_STATUSES),
  })
  .loose();
export type BetRecord = z.infer<typeof BetRecord>;

export const BetTotals = z.object({ betAmount: Money, validBet: Money, winLoss: Money }).loose();

export const BettingRecordsValue = paged(BetRecord).extend({ totals: BetTotals });

export const ProfitRow = z
  .object({
    periodStart: Timestamp,
    periodEnd: Timestamp,
    betAmount: Money,
    validBet: Money,
    payout: Money,
    bonus: Money,
    rebate: Money,
    /** payout + bonus + rebate - betAmount. */
    profit: Money,
  })
  .loose();
export type ProfitRow = z.infer<typeof ProfitRow>;

export const ProfitTotals = ProfitRow.omit({ periodStart: true, periodEnd: true });

export const ProfitLossValue = paged(ProfitRow).extend({ totals: ProfitTotals });

export const BonusRecord = z
  .object({
    id: z.string(),
    bonusType: z.enum(BONUS_TYPES),
    amount: Money,
    createdAt: Timestamp,
    status: z.enum(RECORD_STATUSES),
    remark: z.string().nullish(),
  })
  .loose();
export type BonusRecord = z.infer<typeof BonusRecord>;

export const BonusDetailsValue = paged(BonusRecord).extend({
  totals: z.object({ amount: Money }).loose(),
});

export const walletEndpoints = {
  balance: endpoint({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    module: 'WALLET3',
    token: true,
    request: z.object({ typeId: z.coerce.number().int().nonnegative().default(0) }),
    response: BalanceValue,
    sample: { typeId: 0 },
    spec: ['spec2-3', 'spec2-4', 'spec2-7'],
    summary: 'Wallet balance (sumBalance and per account type)',
  }),
  walletTransfer: endpoint({
    method: 'POST',
    path: relay('GCS_walletTransfer'),
    module: 'WALLET3',
    writes: true,
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: WalletTransferRequest,
    response: WalletTransferValue,
    sample: { amount: 10, fromAccountTypeId: MAIN_ACCOUNT_TYPE_ID, toAccountTypeId: 201 },
    spec: ['spec2-6', 'spec2-7'],
    inferred: 'payload and answer not shown: wallet ids or a target account, answer = new balances',
    summary: 'Transfer between wallets (or to the upline / a downline)',
  }),
  merchantWallet: endpoint({
    method: 'GET',
    path: relay('GCS_merchantWallet'),
    module: 'WALLET3',
    token: true,
    request: NoParams,
    response: MerchantWalletValue,
    sample: {},
    spec: ['spec2-7'],
    inferred: 'method and answer not shown',
    summary: 'Vendor (merchant) wallets of the member',
  }),
  memberTransactions: endpoint({
    method: 'GET',
    path: relay('ODSFE2_MemTransDet'),
    module: 'MEMTRANS3',
    token: true,
    request: MemberTransactionsRequest,
    response: MemberTransactionsValue,
    sample: { pageNo: 1, pageSize: 10 },
    spec: ['spec2-2', 'spec2-7'],
    inferred: 'method, query and answer not shown',
    summary: 'Account record (transaction details), paged',
  }),
  depositChannels: endpoint({
    method: 'GET',
    path: relay('PAYFE_getDepositChannels'),
    module: 'DEPOSIT3',
    token: true,
    request: NoParams,
    response: z.object({ channels: z.array(DepositChannel) }).loose(),
    sample: {},
    spec: ['spec2-2', 'spec2-9'],
    inferred:
      'deposit calls not shown: channels with min / max limits, amount presets and a logo (logoUrl)',
    summary: 'Deposit channels and their limits',
  }),
  deposit: endpoint({
    method: 'POST',
    path: relay('PAYFE_submitDeposit'),
    module: 'DEPOSIT3',
    writes: true,
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: DepositRequest,
    response: DepositOrder,
    sample: { channelId: 'BANK-01', amount: 500 },
    spec: ['spec2-2', 'spec2-3'],
    inferred: 'deposit calls not shown: channel and amount, answer = the order (PENDING)',
    summary: 'Request a deposit',
  }),
  depositOrders: endpoint({
    method: 'GET',
    path: relay('PAYFE_getDepositOrders'),
    module: 'DEPOSIT3',
    token: true,
    request: PagedQuery.extend({ orderNo: z.string().optional() }),
    response: paged(DepositOrder),
    sample: { pageNo: 1, pageSize: 10 },
    spec: ['spec2-2', 'spec2-3'],
    inferred: "deposit calls not shown: the member's deposit orders, newest first",
    summary: 'Deposit orders and their status',
  }),
  withdrawInfo: endpoint({
    method: 'GET',
    path: relay('PAYFE_getWithdrawInfo'),
    module: 'WITHDRAW3',
    token: true,
    request: NoParams,
    response: WithdrawInfoValue,
    sample: {},
    spec: ['spec2-2', 'spec2-4'],
    inferred:
      'withdrawal calls not shown: accounts, limits, withdrawable amount, confirmation minutes',
    summary: 'Withdrawal accounts and limits',
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/wps/relay/passwordCheck/PAYFE_submitWithdraw',
    module: 'WITHDRAW3',
    writes: true,
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: WithdrawRequest,
    response: WithdrawalOrder,
    sample: { accountId: 'BA-1', amount: 200, password: 'pay1234' },
    spec: ['spec2-2', 'spec2-4'],
    inferred: 'withdrawal calls not shown: password-checked relay like the point calls',
    summary: 'Request a withdrawal (payment password)',
  }),
  withdrawals: endpoint({
    method: 'GET',
    path: relay('PAYFE_getWithdrawOrders'),
    module: 'WITHDRAW3',
    token: true,
    request: PagedQuery.extend({ orderNo: z.string().optional() }),
    response: paged(WithdrawalOrder),
    sample: { pageNo: 1, pageSize: 10 },
    spec: ['spec2-3', 'spec2-4'],
    inferred: "withdrawal calls not shown: the member's withdrawals, newest first",
    summary: 'Withdrawals and their status',
  }),
  withdrawConfirm: endpoint({
    method: 'POST',
    path: relay('PAYFE_confirmWithdraw'),
    module: 'WITHDRAW3',
    writes: true,
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: WithdrawConfirmRequest,
    response: WithdrawalOrder,
    sample: { orderNo: 'WD-1', outcome: 'RECEIVED' },
    spec: ['spec2-3', 'spec2-4'],
    inferred: 'withdrawal confirmation call not shown: outcome, received amount, proof image',
    summary: 'Confirm a paid withdrawal: received, partly received, not received',
  }),
  bettingRecords: endpoint({
    method: 'GET',
    path: relay('ODSFE2_getBetHistory'),
    module: 'MEMTRANS3',
    token: true,
    request: RecordQuery.extend({ gameType: z.string().optional() }),
    response: BettingRecordsValue,
    sample: { pageNo: 1, pageSize: 10 },
    spec: ['spec2-2', 'spec2-9'],
    inferred: 'betting record call not shown: paged bets with totals of the whole range',
    summary: 'Betting record (personalHistoryCopy), paged, with totals',
  }),
  profitLoss: endpoint({
    method: 'GET',
    path: relay('ODSFE2_getPersonalProfit'),
    module: 'MEMTRANS3',
    token: true,
    request: RecordQuery.extend({
      period: z.enum(PERIODS).default('DAILY'),
      gameType: z.string().optional(),
    }),
    response: ProfitLossValue,
    sample: { pageNo: 1, pageSize: 10, period: 'DAILY' },
    spec: ['spec2-2', 'spec2-9'],
    inferred: 'profit and loss call not shown: one row per period, totals of the range',
    summary: 'Personal profit and loss by period',
  }),
  bonusDetails: endpoint({
    method: 'GET',
    path: relay('ODSFE2_getBonusDetails'),
    module: 'MEMTRANS3',
    token: true,
    request: RecordQuery.extend({ bonusType: z.enum(BONUS_TYPES).optional() }),
    response: BonusDetailsValue,
    sample: { pageNo: 1, pageSize: 10 },
    spec: ['spec2-2', 'spec2-9'],
    inferred: 'bonus details call not shown: paged bonuses with the total of the range',
    summary: 'Bonus details, paged',
  }),
} as const;
