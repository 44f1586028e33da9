/** Balance, wallet transfers, vendor wallets and the account record (spec 2 §3, §6). */
import {
  ErrorCodes,
  MAIN_ACCOUNT_TYPE_ID,
  WalletErrorCodes,
} from '../../src/api/contract/constants';
import type { BalanceValue, MemberTransaction } from '../../src/api/contract/wallet';
import { seededFaker } from '../../fixtures/faker';
import type { Fixtures } from '../../fixtures';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { defineResolvers, fail } from './define';
import { addRecord, getRecord, listRecords, newOrderNo, putRecord } from './records';

const DAY = 86_400_000;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Logs a money movement so the account record (ODSFE2_MemTransDet) shows it. */
export function logTransaction(
  state: MockState,
  member: MockMember,
  transType: string,
  amount: number,
  remark: string | null = null,
): void {
  addRecord(
    state,
    'txn',
    member.id,
    { transType, amount: round2(amount), balance: round2(member.balance), remark },
    newOrderNo('TX'),
  );
}

/** Credits (or debits, with a negative amount) the main wallet and logs it. */
export function creditMain(
  state: MockState,
  member: MockMember,
  amount: number,
  transType: string,
  remark: string | null = null,
): void {
  member.balance = round2(member.balance + amount);
  logTransaction(state, member, transType, amount, remark);
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

const subWallet = (state: MockState, memberId: number, accountTypeId: number) =>
  getRecord<number>(state, 'subWallet', memberId, String(accountTypeId)) ?? 0;

export function balanceOf(
  state: MockState,
  fixtures: Fixtures,
  member: MockMember,
  typeId = 0,
): BalanceValue {
  const subs = fixtures.games.wallets
    .filter((w) => w.transferable)
    .map((w) => ({
      accountTypeId: w.accountTypeId,
      availBalance: subWallet(state, member.id, w.accountTypeId),
    }));
  const all = [
    { accountTypeId: MAIN_ACCOUNT_TYPE_ID, availBalance: round2(member.balance) },
    ...subs,
  ];
  return {
    sumBalance: round2(all.reduce((sum, w) => sum + w.availBalance, 0)),
    balance: typeId ? all.filter((w) => w.accountTypeId === typeId) : all,
    currency: member.currency,
    currencySymbol: CURRENCY_SYMBOLS[member.currency] ?? '$',
  };
}

// ---------------------------------------------------------------------------------------------
// Account record: a deterministic history per member (anchored to today) plus live movements

interface HistoryRow {
  daysAgo: number;
  msOfDay: number;
  transType: string;
  amount: number;
  status: MemberTransaction['status'];
}
const historyCache = new Map<number, HistoryRow[]>();

function memberHistory(memberId: number): HistoryRow[] {
  const cached = historyCache.get(memberId);
  if (cached) return cached;
  const f = seededFaker(1000 + (memberId % 997));
  const rows: HistoryRow[] = [];
  for (let i = 0; i < 80; i += 1) {
    const roll = f.number.int({ min: 0, max: 99 });
    const transType =
      roll < 12
        ? 'DEPOSIT'
        : roll < 18
          ? 'WITHDRAW'
          : roll < 55
            ? 'BET'
            : roll < 80
              ? 'PAYOUT'
              : roll < 86
                ? 'BONUS'
                : roll < 92
                  ? 'REBATE'
                  : roll < 96
                    ? 'TRANSFER_OUT'
                    : 'TRANSFER_IN';
    const size =
      transType === 'DEPOSIT' || transType === 'WITHDRAW'
        ? f.number.int({ min: 10, max: 500 }) * 10
        : f.number.float({ min: 1, max: 800, fractionDigits: 2 });
    const debit = transType === 'WITHDRAW' || transType === 'BET' || transType === 'TRANSFER_OUT';
    rows.push({
      daysAgo: f.number.int({ min: 0, max: 89 }),
      msOfDay: f.number.int({ min: 0, max: DAY - 1 }),
      transType,
      amount: debit ? -size : size,
      status: roll % 23 === 0 ? 'PENDING' : roll % 29 === 0 ? 'FAILED' : 'SUCCESS',
    });
  }
  rows.sort((a, b) => a.daysAgo - b.daysAgo || a.msOfDay - b.msOfDay);
  historyCache.set(memberId, rows);
  return rows;
}

/** Total of the member's successful deposits (used as the point-mall amount requirement). */
export function depositTotal(member: MockMember): number {
  return round2(
    memberHistory(member.id)
      .filter((r) => r.transType === 'DEPOSIT' && r.status === 'SUCCESS')
      .reduce((s, r) => s + r.amount, 0),
  );
}

function memberTransactions(state: MockState, member: MockMember): MemberTransaction[] {
  const live = listRecords<{
    transType: string;
    amount: number;
    balance: number;
    remark: string | null;
  }>(state, 'txn', member.id).map((r): MemberTransaction => ({
    id: r.id,
    transType: r.data.transType,
    amount: r.data.amount,
    balance: r.data.balance,
    createdAt: r.at,
    status: 'SUCCESS',
    remark: r.data.remark,
  }));
  // Anchored to the start of today (UTC): stable through the day, never in the future.
  const today = Date.now() - (Date.now() % DAY);
  // Balances of the synthetic rows run backwards from the balance before the first live row.
  let running = live.length
    ? round2(live[live.length - 1]!.balance - live[live.length - 1]!.amount)
    : round2(member.balance);
  const past = memberHistory(member.id).map((r, i): MemberTransaction => {
    const row: MemberTransaction = {
      id: `H${member.id}${String(i).padStart(3, '0')}`,
      transType: r.transType,
      amount: r.amount,
      balance: running,
      createdAt: today - r.daysAgo * DAY - r.msOfDay - 1,
      status: r.status,
      remark: null,
    };
    if (r.status === 'SUCCESS') running = round2(running - r.amount);
    return row;
  });
  return [...live, ...past];
}

const dateBound = (s: string, end: boolean) => {
  const t = Date.parse(s.length === 10 ? `${s}T00:00:00Z` : `${s.replace(' ', 'T')}Z`);
  return Number.isNaN(t) ? null : s.length === 10 && end ? t + DAY - 1 : t;
};

export const walletResolvers = defineResolvers({
  balance: ({ input, state, fixtures, member }) =>
    balanceOf(state, fixtures, member!, input.typeId),
  walletTransfer: ({ input, state, db, fixtures, member }) => {
    const m = member!;
    const amount = round2(input.amount);
    if (amount <= 0) return fail(ErrorCodes.badRequest, 'Amount must be at least 0.01');

    if (input.targetAccount) {
      if (m.type === 4) return fail(ErrorCodes.trialAccount, 'in_need_true_account');
      const target = state.members.find((x) => x.account === input.targetAccount);
      if (!target) return fail(ErrorCodes.notFound, 'Username/Email does not exist');
      if (target.id !== m.upline && target.upline !== m.id) {
        return fail(
          WalletErrorCodes.transferNotAllowed,
          'Transfers are allowed only to your upline or a direct downline',
        );
      }
      if (amount > m.balance)
        return fail(WalletErrorCodes.insufficientBalance, 'Insufficient balance');
      creditMain(state, m, -amount, 'TRANSFER_OUT', `to ${target.account}`);
      creditMain(state, target, amount, 'TRANSFER_IN', `from ${m.account}`);
    } else {
      const from = input.fromAccountTypeId ?? MAIN_ACCOUNT_TYPE_ID;
      const to = input.toAccountTypeId ?? MAIN_ACCOUNT_TYPE_ID;
      if (from === to) return fail(ErrorCodes.badRequest, 'Choose two different wallets');
      const known = (id: number) =>
        id === MAIN_ACCOUNT_TYPE_ID ||
        fixtures.games.wallets.some((w) => w.accountTypeId === id && w.transferable);
      if (!known(from) || !known(to))
        return fail(WalletErrorCodes.unknownWallet, 'This wallet does not accept transfers');
      const available = from === MAIN_ACCOUNT_TYPE_ID ? m.balance : subWallet(state, m.id, from);
      if (amount > available)
        return fail(WalletErrorCodes.insufficientBalance, 'Insufficient balance');
      const name = (id: number) =>
        fixtures.games.wallets.find((w) => w.accountTypeId === id)?.displayName ?? 'Main wallet';
      if (from === MAIN_ACCOUNT_TYPE_ID)
        creditMain(state, m, -amount, 'TRANSFER_OUT', `to ${name(to)}`);
      else
        putRecord(
          state,
          'subWallet',
          m.id,
          String(from),
          round2(subWallet(state, m.id, from) - amount),
        );
      if (to === MAIN_ACCOUNT_TYPE_ID)
        creditMain(state, m, amount, 'TRANSFER_IN', `from ${name(from)}`);
      else
        putRecord(
          state,
          'subWallet',
          m.id,
          String(to),
          round2(subWallet(state, m.id, to) + amount),
        );
    }
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
        balance: w.transferable ? subWallet(state, m.id, w.accountTypeId) : round2(m.balance),
      })),
    };
  },
  memberTransactions: ({ input, state, member }) => {
    const from = input.startDate ? dateBound(input.startDate, false) : null;
    const to = input.endDate ? dateBound(input.endDate, true) : null;
    const type = input.transType?.toUpperCase();
    const rows = memberTransactions(state, member!).filter(
      (t) =>
        (from === null || t.createdAt >= from) &&
        (to === null || t.createdAt <= to) &&
        (!type || t.transType === type),
    );
    const start = (input.pageNo - 1) * input.pageSize;
    return {
      list: rows.slice(start, start + input.pageSize),
      totalCount: rows.length,
      totalPages: Math.ceil(rows.length / input.pageSize),
      pageNo: input.pageNo,
      pageSize: input.pageSize,
    };
  },
});
