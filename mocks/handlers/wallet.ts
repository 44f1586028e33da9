/**
 * The wallet: the balance (spec 2 §3, §7) and the helpers other domains pay through, on the
 * ledger (ledger.ts). Transfers and vendor wallets: wallet-transfer.ts; deposits, withdrawals and
 * records: wallet-deposit.ts, wallet-withdraw.ts, wallet-records.ts.
 */
import { MAIN_ACCOUNT_TYPE_ID } from '../../src/api/contract/constants';
import type { BalanceValue } from '../../src/api/contract/wallet';
import type { Fixtures } from '../../fixtures';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { defineResolvers } from './define';
import {
  fromMinor,
  liveEntries,
  mainMinor,
  postMain,
  seededHistory,
  toMinor,
  vendorMinor,
  type LedgerEntry,
} from './ledger';
import { autoCreditDeposits } from './wallet-deposit';

/**
 * Credits (or debits, with a negative amount) the main wallet and books it in the account record
 * (points, raffles and agents pay through it). A debit larger than the balance throws.
 */
export function creditMain(
  state: MockState,
  member: MockMember,
  amount: number,
  transType: string,
  remark: string | null = null,
  extra: Pick<LedgerEntry, 'bonusType'> = {},
): void {
  postMain(state, member, transType, toMinor(amount), { remark, ...extra });
}

// ---------------------------------------------------------------------------------------------
// Wallets

const CURRENCY_SYMBOLS: Record<string, string> = {
  PHP: '₱',
  BDT: '৳',
  VND: '₫',
  USD: '$',
  CNY: '¥',
  THB: '฿',
  INR: '₹',
};

/** The member's wallets as the balance call answers them (amounts at the edge). */
export function balanceOf(
  state: MockState,
  fixtures: Fixtures,
  member: MockMember,
  typeId = 0,
): BalanceValue {
  const all = [
    { accountTypeId: MAIN_ACCOUNT_TYPE_ID, minor: mainMinor(member) },
    ...fixtures.games.wallets
      .filter((w) => w.transferable)
      .map((w) => ({
        accountTypeId: w.accountTypeId,
        minor: vendorMinor(state, member.id, w.accountTypeId),
      })),
  ];
  return {
    sumBalance: fromMinor(all.reduce((sum, w) => sum + w.minor, 0)),
    balance: all
      .filter((w) => !typeId || w.accountTypeId === typeId)
      .map((w) => ({ accountTypeId: w.accountTypeId, availBalance: fromMinor(w.minor) })),
    currency: member.currency,
    currencySymbol: CURRENCY_SYMBOLS[member.currency] ?? '$',
  };
}

/** Total of the member's successful deposits, seeded and live (the point mall's requirement). */
export function depositTotal(state: MockState, member: MockMember): number {
  const rows = [
    ...seededHistory(member).entries,
    ...liveEntries(state, member.id).map((e) => e.data),
  ];
  const minor = rows
    .filter((e) => e.transType === 'DEPOSIT' && e.status === 'SUCCESS' && e.minor > 0)
    .reduce((sum, e) => sum + e.minor, 0);
  return fromMinor(minor);
}

export const walletResolvers = defineResolvers({
  balance: ({ input, state, db, scenario, fixtures, member }) => {
    if (autoCreditDeposits(state, member!, scenario)) db.commit();
    return balanceOf(state, fixtures, member!, input.typeId);
  },
});
