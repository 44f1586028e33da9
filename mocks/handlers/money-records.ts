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
  Period,
  ProfitRow,
} from '../../src/api/contract/wallet';
import { DAY_MS, startOfTodayUtc, type SeededBet } from '../../fixtures/money';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { defineResolvers } from './define';
import { pageOf as page } from './records';
import { fromMinor, liveEntries, mainMinor, seededHistory, type LedgerEntry } from './ledger';

/** A row with the minor amounts the totals add up. */
interface Row<T> {
  at: number;
  view: T;
}

/** Inclusive bounds of a record query: yyyy-MM-dd (whole days) or yyyy-MM-dd HH:mm:ss, UTC. */
export function dateRange(startDate?: string, endDate?: string): [number, number] {
  const bound = (s: string | undefined, end: boolean, none: number) => {
    if (!s) return none;
    const t = Date.parse(s.length === 10 ? `${s}T00:00:00Z` : `${s.replace(' ', 'T')}Z`);
    if (Number.isNaN(t)) return none;
    return s.length === 10 && end ? t + DAY_MS - 1 : t;
  };
  return [bound(startDate, false, -Infinity), bound(endDate, true, Infinity)];
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

/** A seeded bet as a row of the betting record (and of the agent's team betting). */
export const betView = (bet: SeededBet): BetRecord => ({
  betId: bet.betId,
  gameName: bet.gameName,
  vassalage: bet.vassalage,
  gameType: bet.gameType,
  betAmount: fromMinor(bet.betMinor),
  validBet: fromMinor(bet.validMinor),
  winLoss: fromMinor(bet.winLossMinor),
  betTime: bet.at,
  status: bet.status,
});

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
// Periods (spec 2 §9): UTC days, Monday weeks, 1st–15th and 16th–end, calendar months

/** The period holding `t`: its first and last millisecond. */
export function periodOf(period: Period, t: number): [number, number] {
  const d = new Date(t);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = t - (t % DAY_MS);
  switch (period) {
    case 'DAILY':
      return [day, day + DAY_MS - 1];
    case 'WEEKLY': {
      const monday = day - ((d.getUTCDay() + 6) % 7) * DAY_MS;
      return [monday, monday + 7 * DAY_MS - 1];
    }
    case 'SEMIMONTHLY':
      return d.getUTCDate() <= 15
        ? [Date.UTC(y, m, 1), Date.UTC(y, m, 16) - 1]
        : [Date.UTC(y, m, 16), Date.UTC(y, m + 1, 1) - 1];
    case 'MONTHLY':
      return [Date.UTC(y, m, 1), Date.UTC(y, m + 1, 1) - 1];
  }
}

interface Sums {
  bet: number;
  valid: number;
  payout: number;
  bonus: number;
  rebate: number;
}

const profitOf = (s: Sums) => s.payout + s.bonus + s.rebate - s.bet;

const profitView = (s: Sums) => ({
  betAmount: fromMinor(s.bet),
  validBet: fromMinor(s.valid),
  payout: fromMinor(s.payout),
  bonus: fromMinor(s.bonus),
  rebate: fromMinor(s.rebate),
  profit: fromMinor(profitOf(s)),
});

// ---------------------------------------------------------------------------------------------

export const recordResolvers = defineResolvers({
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
      if (!p)
        periods.set(
          start,
          (p = { end, sums: { bet: 0, valid: 0, payout: 0, bonus: 0, rebate: 0 } }),
        );
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
    const total: Sums = { bet: 0, valid: 0, payout: 0, bonus: 0, rebate: 0 };
    const rows = [...periods.entries()]
      .sort((a, b) => b[0] - a[0])
      .map(([start, { end, sums }]): ProfitRow => {
        for (const k of Object.keys(total) as (keyof Sums)[]) total[k] += sums[k];
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
