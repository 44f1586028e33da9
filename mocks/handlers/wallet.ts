/** Balance, wallet transfers and vendor wallets (spec 2 §3, §6, §7), on the ledger (ledger.ts). */
import { MAIN_ACCOUNT_TYPE_ID, WalletErrorCodes } from '../../src/api/contract/constants';
import { ErrorCodes } from '../../src/api/contract/constants';
import type { BalanceValue } from '../../src/api/contract/wallet';
import type { Fixtures } from '../../fixtures';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { defineResolvers, fail } from './define';
import {
  fromMinor,
  liveEntries,
  mainMinor,
  move,
  postMain,
  seededHistory,
  toMinor,
  vendorMinor,
  type LedgerEntry,
} from './ledger';
import { recordResolvers } from './money-records';
import { autoCreditDeposits, moneyResolvers, paymentPasswordRefusal, trialRefusal } from './money';
import { newOrderNo } from './records';

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
  ...moneyResolvers,
  ...recordResolvers,
  balance: ({ input, state, db, scenario, fixtures, member }) => {
    if (autoCreditDeposits(state, member!, scenario)) db.commit();
    return balanceOf(state, fixtures, member!, input.typeId);
  },
  walletTransfer: ({ input, state, db, fixtures, member }) => {
    const m = member!;
    const refused = trialRefusal(m);
    if (refused) return refused;
    const minor = toMinor(input.amount);
    if (minor <= 0) return fail(ErrorCodes.badRequest, 'Amount must be at least 0.01');
    if (Math.abs(input.amount * 100 - minor) > 1e-6)
      return fail(ErrorCodes.badRequest, 'Amount must have at most two decimals');

    let failure;
    if (input.targetAccount) {
      const target = state.members.find((x) => x.account === input.targetAccount);
      if (!target) return fail(ErrorCodes.notFound, 'Username/Email does not exist');
      if (target.id !== m.upline && target.upline !== m.id) {
        return fail(
          WalletErrorCodes.transferNotAllowed,
          'Transfers are allowed only to your upline or a direct downline',
        );
      }
      const wrong = paymentPasswordRefusal(m, input.password);
      if (wrong) return wrong;
      failure = move(
        state,
        { member: m, wallet: MAIN_ACCOUNT_TYPE_ID, remark: `to ${target.account}` },
        { member: target, wallet: MAIN_ACCOUNT_TYPE_ID, remark: `from ${m.account}` },
        minor,
      );
    } else {
      const from = input.fromAccountTypeId ?? MAIN_ACCOUNT_TYPE_ID;
      const to = input.toAccountTypeId ?? MAIN_ACCOUNT_TYPE_ID;
      if (from === to) return fail(ErrorCodes.badRequest, 'Choose two different wallets');
      const wallet = (id: number) => fixtures.games.wallets.find((w) => w.accountTypeId === id);
      const known = (id: number) => id === MAIN_ACCOUNT_TYPE_ID || wallet(id)?.transferable;
      if (!known(from) || !known(to))
        return fail(WalletErrorCodes.unknownWallet, 'This wallet does not accept transfers');
      const name = (id: number) => wallet(id)?.displayName ?? 'Main wallet';
      failure = move(
        state,
        { member: m, wallet: from, remark: `to ${name(to)}` },
        { member: m, wallet: to, remark: `from ${name(from)}` },
        minor,
      );
    }
    if (failure) return failure;
    db.commit();
    return { ...balanceOf(state, fixtures, m), orderNo: newOrderNo('TR') };
  },
  merchantWallet: ({ state, fixtures, member }) => {
    const m = member!;
    return {
      singleWallet: false,
      currency: m.currency,
      list: fixtures.games.wallets.map((w) => ({
        ...w,
        balance: fromMinor(
          w.transferable ? vendorMinor(state, m.id, w.accountTypeId) : mainMinor(m),
        ),
      })),
    };
  },
});
