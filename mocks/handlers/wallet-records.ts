/**
 * The records of the member centre, derived from the ledger (issue 14; spec 2 §2, §9): the account
 * record (memberTransactions: the main wallet's rows with the balance after each, and the totals
 * of the rows matched), the betting record, profit and loss per period, and bonus details. Each
 * reads the live ledger rows (mocks/handlers/ledger.ts) and the member's seeded history; sums are
 * made in minor units. The seeded part is turned into answer rows once per member and day.
 */
import type {
  BetRecord,
  BonusRecord,
  MemberTransaction,
  ProfitRow,
} from '../../src/api/contract/wallet';
import { startOfTodayUtc, type SeededBet } from '../../fixtures/money';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { defineResolvers } from './define';
import { pageOf as page } from './records';
import { fromMinor, liveEntries, mainMinor, seededHistory, type LedgerEntry } from './ledger';
import {
  addSums,
  betView,
  dateRange,
  periodOf,
  profitView,
  zeroSums,
  type Sums,
} from './report-sums';

/** A row with the minor amounts the totals add up. */
interface Row<T> {
  at: number;
  view: T;
}

// ---------------------------------------------------------------------------------------------
// Account record

interface TxRow extends Row<MemberTransaction> {
  transType: string;
  minor: number;
  status: MemberTransaction['status'];
}

const seededTxCache = new Map<string, TxRow[]>();

/** The seeded rows with their balances, run backwards from `startMinor` (cached per value). */
function seededTransactions(member: MockMember, startMinor: number): TxRow[] {
  const key = `${member.id}:${startOfTodayUtc()}:${startMinor}`;
  const cached = seededTxCache.get(key);
  if (cached) return cached;
  let balance = startMinor;
  const rows = seededHistory(member).entries.map((e): TxRow => {
    const row: TxRow = {
      at: e.at,
      transType: e.transType,
      minor: e.minor,
      status: e.status,
      view: {
        id: e.id,
        transType: e.transType,
        amount: fromMinor(e.minor),
        balance: fromMinor(balance),
        createdAt: e.at,
        status: e.status,
        remark: e.remark,
      },
    };
    if (e.status === 'SUCCESS') balance -= e.minor;
    return row;
  });
  for (const k of seededTxCache.keys()) if (k.startsWith(`${member.id}:`)) seededTxCache.delete(k);
  seededTxCache.set(key, rows);
  return rows;
}

const balanceBefore = (entry: LedgerEntry) =>
  entry.balanceMinor - (entry.status === 'SUCCESS' ? entry.minor : 0);

/** Every account-record row of the member, newest first. */
export function transactionRows(state: MockState, member: MockMember): TxRow[] {
  const live = liveEntries(state, member.id);
  const oldest = live[live.length - 1];
  const start = oldest ? balanceBefore(oldest.data) : mainMinor(member);
  const liveRows = live.map(({ id, at, data }): TxRow => ({
    at,
    transType: data.transType,
    minor: data.minor,
    status: data.status,
    view: {
      id,
      transType: data.transType,
      amount: fromMinor(data.minor),
      balance: fromMinor(data.balanceMinor),
      createdAt: at,
      status: data.status,
      remark: data.remark,
      orderNo: data.orderNo ?? null,
    },
  }));
  return [...liveRows, ...seededTransactions(member, start)];
}

// ---------------------------------------------------------------------------------------------
// Bets

interface BetRow extends Row<BetRecord> {
  bet: SeededBet;
}

const betCache = new Map<string, BetRow[]>();

function betRows(member: MockMember): BetRow[] {
  const key = `${member.id}:${startOfTodayUtc()}`;
  let rows = betCache.get(key);
  if (!rows) {
    rows = seededHistory(member).bets.map((bet) => ({
      at: bet.at,
      bet,
      view: betView(bet),
    }));
    for (const k of betCache.keys()) if (k.startsWith(`${member.id}:`)) betCache.delete(k);
    betCache.set(key, rows);
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Bonuses (BONUS and REBATE rows of the ledger)

interface BonusRow extends Row<BonusRecord> {
  minor: number;
  gameType: string | null;
}

function bonusRows(state: MockState, member: MockMember): BonusRow[] {
  const live = liveEntries(state, member.id)
    .filter((e) => e.data.transType === 'BONUS' || e.data.transType === 'REBATE')
    .map(({ id, at, data }): BonusRow => ({
      at,
      minor: data.minor,
      gameType: data.gameType ?? null,
      view: {
        id,
        bonusType: data.bonusType ?? (data.transType === 'REBATE' ? 'REBATE' : 'PROMOTION'),
        amount: fromMinor(data.minor),
        createdAt: at,
        status: data.status,
        remark: data.remark,
      },
    }));
  const seeded = seededHistory(member)
    .entries.filter((e) => e.bonusType)
    .map((e): BonusRow => ({
      at: e.at,
      minor: e.minor,
      gameType: e.gameType ?? null,
      view: {
        id: e.id,
        bonusType: e.bonusType!,
        amount: fromMinor(e.minor),
        createdAt: e.at,
        status: e.status,
        remark: e.remark,
      },
    }));
  return [...live, ...seeded];
}

// ---------------------------------------------------------------------------------------------

export const walletRecordsResolvers = defineResolvers({
  memberTransactions: ({ input, state, member }) => {
    const [from, to] = dateRange(input.startDate, input.endDate);
    const type = input.transType?.toUpperCase();
    let credit = 0;
    let debit = 0;
    const rows = transactionRows(state, member!).filter((r) => {
      if (r.at < from || r.at > to || (type && r.transType !== type)) return false;
      if (r.status === 'SUCCESS') {
        if (r.minor > 0) credit += r.minor;
        else debit -= r.minor;
      }
      return true;
    });
    const result = page(rows, input.pageNo, input.pageSize);
    return {
      ...result,
      list: result.list.map((r) => r.view),
      totals: { credit: fromMinor(credit), debit: fromMinor(debit) },
    };
  },

  bettingRecords: ({ input, member }) => {
    const [from, to] = dateRange(input.startDate, input.endDate);
    const type = input.gameType?.toUpperCase();
    const sums = { bet: 0, valid: 0, winLoss: 0 };
    const rows = betRows(member!).filter(({ at, bet }) => {
      if (at < from || at > to || (type && bet.gameType !== type)) return false;
      sums.bet += bet.betMinor;
      sums.valid += bet.validMinor;
      sums.winLoss += bet.winLossMinor;
      return true;
    });
    const result = page(rows, input.pageNo, input.pageSize);
    return {
      ...result,
      list: result.list.map((r) => r.view),
      totals: {
        betAmount: fromMinor(sums.bet),
        validBet: fromMinor(sums.valid),
        winLoss: fromMinor(sums.winLoss),
      },
    };
  },

  profitLoss: ({ input, state, member }) => {
    const [from, to] = dateRange(input.startDate, input.endDate);
    const type = input.gameType?.toUpperCase();
    const periods = new Map<number, { end: number; sums: Sums }>();
    const sumsAt = (at: number) => {
      const [start, end] = periodOf(input.period, at);
      let p = periods.get(start);
      if (!p) periods.set(start, (p = { end, sums: zeroSums() }));
      return p.sums;
    };
    // Settled bets only: an open bet has no result yet, a cancelled one no stake.
    for (const { at, bet } of betRows(member!)) {
      if (at < from || at > to || bet.status !== 'SETTLED' || (type && bet.gameType !== type))
        continue;
      const s = sumsAt(at);
      s.bet += bet.betMinor;
      s.valid += bet.validMinor;
      s.payout += bet.betMinor + bet.winLossMinor;
    }
    // Bonuses belong to no game: counted without a game filter; rebates by their game.
    for (const b of bonusRows(state, member!)) {
      if (b.at < from || b.at > to || b.view.status !== 'SUCCESS') continue;
      if (b.view.bonusType === 'REBATE') {
        if (!type || b.gameType === type) sumsAt(b.at).rebate += b.minor;
      } else if (!type) sumsAt(b.at).bonus += b.minor;
    }
    const total = zeroSums();
    const rows = [...periods.entries()]
      .sort((a, b) => b[0] - a[0])
      .map(([start, { end, sums }]): ProfitRow => {
        addSums(total, sums);
        return { periodStart: start, periodEnd: end, ...profitView(sums) };
      });
    return { ...page(rows, input.pageNo, input.pageSize), totals: profitView(total) };
  },

  bonusDetails: ({ input, state, member }) => {
    const [from, to] = dateRange(input.startDate, input.endDate);
    let sum = 0;
    const rows = bonusRows(state, member!).filter((b) => {
      if (b.at < from || b.at > to || (input.bonusType && b.view.bonusType !== input.bonusType))
        return false;
      if (b.view.status === 'SUCCESS') sum += b.minor;
      return true;
    });
    const result = page(rows, input.pageNo, input.pageSize);
    return { ...result, list: result.list.map((r) => r.view), totals: { amount: fromMinor(sum) } };
  },
});
