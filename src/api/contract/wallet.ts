/** Balance, wallet transfers, vendor wallets and the account record (spec 2 §3, §6, §7). */

import { z } from 'zod';
import { endpoint, NoParams, relay, Timestamp } from './define';
import { MAIN_ACCOUNT_TYPE_ID } from './constants';

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

export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'BET',
  'PAYOUT',
  'BONUS',
  'REBATE',
  'SALARY',
  'DIVIDEND',
  'POINT_CONVERT',
] as const;

export const MemberTransaction = z
  .object({
    id: z.string(),
    transType: z.string(),
    amount: z.number(),
    /** Balance after the transaction. */
    balance: z.number(),
    createdAt: Timestamp,
    status: z.enum(['SUCCESS', 'PENDING', 'FAILED']),
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

export const MemberTransactionsValue = z
  .object({
    list: z.array(MemberTransaction),
    totalCount: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  })
  .loose();

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
} as const;
