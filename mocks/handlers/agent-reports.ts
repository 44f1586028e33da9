/**
 * Agent centre, the reports (spec 2 §2, §9): team betting (every bet), user profit and loss (one
 * row per member and period), my income (at the rates of the agent's contracts in force) and
 * transaction details (money movements only). Every total adds minor units: the exact sum of the
 * rows.
 */
import type { PERIODS } from '../../src/api/contract/constants';
import type { SeededHistory } from '../../fixtures/money';
import { defineResolvers } from './define';
import { fromMinor } from './ledger';
import { pageOf } from './records';
import {
  addSums,
  betView,
  dateRange,
  periodOf,
  profitOf,
  profitView,
  zeroSums,
  type Sums,
} from './report-sums';
import {
  contractRates,
  historyOf,
  matching,
  movementsOf,
  agentRefusal,
  teamOf,
  type IncomeType,
  type Movement,
} from './agent-team-model';

type Period = (typeof PERIODS)[number];

const income = (basisMinor: number, rate: number) =>
  Math.floor((basisMinor * Math.round(rate * 100)) / 10_000);

export const agentReportsResolvers = defineResolvers({
  teamBetting: ({ input, state, fixtures, member }) => {
    const agent = member!;
    const refused = agentRefusal(agent);
    if (refused) return refused;
    const [from, to] = dateRange(input.startDate, input.endDate);
    const type = input.gameType?.toUpperCase();
    const sums = { bet: 0, valid: 0, winLoss: 0 };
    const rows: { at: number; account: string; bet: SeededHistory['bets'][number] }[] = [];
    for (const m of matching(teamOf(state, fixtures, agent), input.account)) {
      for (const bet of historyOf(fixtures, m).bets) {
        if (bet.at < from || bet.at > to || (type && bet.gameType !== type)) continue;
        sums.bet += bet.betMinor;
        sums.valid += bet.validMinor;
        sums.winLoss += bet.winLossMinor;
        rows.push({ at: bet.at, account: m.account, bet });
      }
    }
    rows.sort((a, b) => b.at - a.at || (a.bet.betId < b.bet.betId ? 1 : -1));
    const result = pageOf(rows, input.pageNo, input.pageSize);
    return {
      ...result,
      list: result.list.map(({ account, bet }) => ({ account, ...betView(bet) })),
      totals: {
        betAmount: fromMinor(sums.bet),
        validBet: fromMinor(sums.valid),
        winLoss: fromMinor(sums.winLoss),
      },
    };
  },

  teamProfitLoss: ({ input, state, fixtures, member }) => {
    const agent = member!;
    const refused = agentRefusal(agent);
    if (refused) return refused;
    const [from, to] = dateRange(input.startDate, input.endDate);
    const type = input.gameType?.toUpperCase();
    const rows: { account: string; start: number; end: number; sums: Sums }[] = [];
    const total = zeroSums();
    for (const m of matching(teamOf(state, fixtures, agent), input.account)) {
      const periods = new Map<number, { end: number; sums: Sums }>();
      const at = (t: number) => {
        const [start, end] = periodOf(input.period, t);
        let p = periods.get(start);
        if (!p) periods.set(start, (p = { end, sums: zeroSums() }));
        return p.sums;
      };
      for (const b of historyOf(fixtures, m).bets) {
        if (b.at < from || b.at > to || b.status !== 'SETTLED' || (type && b.gameType !== type))
          continue;
        const s = at(b.at);
        s.bet += b.betMinor;
        s.valid += b.validMinor;
        s.payout += b.betMinor + b.winLossMinor;
      }
      for (const e of movementsOf(state, fixtures, agent.id, m)) {
        if (e.at < from || e.at > to || e.status !== 'SUCCESS') continue;
        if (e.transType === 'REBATE' && (!type || e.gameType === type)) at(e.at).rebate += e.minor;
        else if (e.transType === 'BONUS' && !type) at(e.at).bonus += e.minor;
      }
      for (const [start, { end, sums }] of periods) {
        rows.push({ account: m.account, start, end, sums });
        addSums(total, sums);
      }
    }
    rows.sort((a, b) => b.start - a.start || (a.account < b.account ? -1 : 1));
    const result = pageOf(rows, input.pageNo, input.pageSize);
    return {
      ...result,
      list: result.list.map((r) => ({
        account: r.account,
        periodStart: r.start,
        periodEnd: r.end,
        ...profitView(r.sums),
      })),
      totals: profitView(total),
    };
  },

  agentIncome: ({ input, state, fixtures, member }) => {
    const agent = member!;
    const refused = agentRefusal(agent);
    if (refused) return refused;
    const [from, to] = dateRange(input.startDate, input.endDate);
    const periods = new Map<number, { end: number; sums: Sums; active: Set<number> }>();
    for (const m of teamOf(state, fixtures, agent).members) {
      for (const b of historyOf(fixtures, m).bets) {
        if (b.at < from || b.at > to || b.status !== 'SETTLED') continue;
        const [start, end] = periodOf(input.period as Period, b.at);
        let p = periods.get(start);
        if (!p) periods.set(start, (p = { end, sums: zeroSums(), active: new Set() }));
        p.sums.bet += b.betMinor;
        p.sums.valid += b.validMinor;
        p.sums.payout += b.betMinor + b.winLossMinor;
        p.active.add(m.id);
      }
    }
    const rates = contractRates(state, fixtures, agent);
    const types = (Object.keys(rates) as IncomeType[]).filter(
      (t) => !input.incomeType || t === input.incomeType,
    );
    let sum = 0;
    const rows = [...periods.entries()]
      .sort((a, b) => b[0] - a[0])
      .flatMap(([start, { end, sums, active }]) =>
        types.flatMap((incomeType) => {
          const rate = rates[incomeType]!;
          // The dividend is a share of what the team lost; salaries a share of its valid bet.
          const basis = incomeType === 'DIVIDEND' ? Math.max(0, -profitOf(sums)) : sums.valid;
          const amount = income(basis, rate);
          if (!amount) return [];
          sum += amount;
          return [
            {
              periodStart: start,
              periodEnd: end,
              incomeType,
              basis: fromMinor(basis),
              activeMembers: active.size,
              rate,
              amount: fromMinor(amount),
            },
          ];
        }),
      );
    return { ...pageOf(rows, input.pageNo, input.pageSize), totals: { amount: fromMinor(sum) } };
  },

  teamTransactions: ({ input, state, fixtures, member }) => {
    const agent = member!;
    const refused = agentRefusal(agent);
    if (refused) return refused;
    const [from, to] = dateRange(input.startDate, input.endDate);
    const type = input.transType?.toUpperCase();
    let credit = 0;
    let debit = 0;
    const rows: { account: string; e: Movement }[] = [];
    for (const m of matching(teamOf(state, fixtures, agent), input.account)) {
      for (const e of movementsOf(state, fixtures, agent.id, m)) {
        // Bets and payouts are the team betting's rows: the details list money movements.
        if (e.transType === 'BET' || e.transType === 'PAYOUT') continue;
        if (e.at < from || e.at > to || (type && e.transType !== type)) continue;
        if (e.status === 'SUCCESS') {
          if (e.minor > 0) credit += e.minor;
          else debit -= e.minor;
        }
        rows.push({ account: m.account, e });
      }
    }
    rows.sort((a, b) => b.e.at - a.e.at || (a.e.id < b.e.id ? 1 : -1));
    const result = pageOf(rows, input.pageNo, input.pageSize);
    return {
      ...result,
      list: result.list.map(({ account, e }) => ({
        id: e.id,
        account,
        transType: e.transType,
        amount: fromMinor(e.minor),
        createdAt: e.at,
        status: e.status,
        remark: e.remark,
      })),
      totals: { credit: fromMinor(credit), debit: fromMinor(debit) },
    };
  },
});
