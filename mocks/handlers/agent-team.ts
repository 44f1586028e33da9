/**
 * Agent centre: the team and its reports (issue 16; spec 2 §2, §9). The team is derived (
 * fixtures/agent-team.ts): the real direct downlines, then hundreds of generated accounts below
 * sub-agents, never stored in the state. Each account's bets and money movements come from the
 * same seeded generator as a member's own records (fixtures/money.ts generateHistory; real members
 * through ledger.ts seededHistory, the very rows of their betting record), so a member's bet shows
 * in the team betting and the team's totals are the exact sums of its members' rows (minor units).
 * Live changes: members registered by or below the agent join as direct downlines, transfers to a
 * downline move money on the ledger (derived accounts keep theirs as `downlineTransfer` records).
 */
import {
  AGENT_ACCOUNT_TYPES,
  AgentErrorCodes,
  ErrorCodes,
  MAIN_ACCOUNT_TYPE_ID,
  TRIAL_ACCOUNT_TYPE,
  type PERIODS,
} from '../../src/api/contract/constants';
import type { z } from 'zod';
import type {
  AGENT_INCOME_TYPES,
  ContractType,
  Downline,
  DownlinesRequest,
} from '../../src/api/contract/agent';
import { getFixtures, type Fixtures } from '../../fixtures';
import {
  TEAM_SIZES,
  generateTeam,
  registeredBySeed,
  type TeamSeedMember,
} from '../../fixtures/agent-team';
import {
  generateHistory,
  startOfTodayUtc,
  type SeededEntry,
  type SeededHistory,
} from '../../fixtures/money';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { defineResolvers, fail, type MockFailure } from './define';
import {
  fromMinor,
  insufficient,
  liveEntries,
  move,
  postMain,
  seededHistory,
  toMinor,
} from './ledger';
import { betView, dateRange, periodOf } from './money-records';
import { paymentPasswordRefusal } from './money';
import { memberContracts } from './agent';
import { addRecord, listRecords, newOrderNo, pageOf } from './records';
import { agentCode, checkRule, credentialsRefusal } from './register';
import { newMember } from './auth-support';

type Period = (typeof PERIODS)[number];
type IncomeType = (typeof AGENT_INCOME_TYPES)[number];

// ---------------------------------------------------------------------------------------------
// The team

/** A team account with what the queries need precomputed. */
export interface TeamMember extends TeamSeedMember {
  /** Lower-case account, for the search. */
  key: string;
  /** Accounts below this one. */
  teamSize: number;
}

export interface Team {
  rootId: number;
  members: TeamMember[];
  byAccount: Map<string, TeamMember>;
}

/** Builds the lookup structures of a generated team (also used by the bench). */
export function indexTeam(rootId: number, seed: TeamSeedMember[]): Team {
  const members = seed.map((m): TeamMember => ({
    ...m,
    key: m.account.toLowerCase(),
    teamSize: 0,
  }));
  const byId = new Map(members.map((m) => [m.id, m]));
  // Generated uplines always come before their downlines: count from the end upwards.
  for (let i = members.length - 1; i >= 0; i -= 1) {
    const m = members[i]!;
    const up = byId.get(m.uplineId);
    if (up) up.teamSize += m.teamSize + 1;
  }
  return { rootId, members, byAccount: new Map(members.map((m) => [m.key, m])) };
}

const seededTeams = new Map<string, Team>();

/** The seeded part of an agent's team (real direct downlines of the fixtures and derived ones). */
function seededTeam(fixtures: Fixtures, agent: MockMember): Team {
  const anchor = startOfTodayUtc();
  const size = fixtures.members.some((m) => m.id === agent.id)
    ? (TEAM_SIZES[agent.account] ?? 0)
    : 0;
  const key = `${agent.id}:${size}:${anchor}`;
  let team = seededTeams.get(key);
  if (!team) {
    const directs = fixtures.members
      .filter((m) => m.upline === agent.id)
      .map(({ id, account, regDate }) => ({ id, account, regDate }));
    team = indexTeam(agent.id, generateTeam(agent, directs, size, anchor));
    for (const k of seededTeams.keys()) if (!k.endsWith(`:${anchor}`)) seededTeams.delete(k);
    seededTeams.set(key, team);
  }
  return team;
}

/** The agent's whole team: the seeded one and the members who joined since as direct downlines. */
export function teamOf(state: MockState, fixtures: Fixtures, agent: MockMember): Team {
  const seeded = seededTeam(fixtures, agent);
  const joined = state.members.filter(
    (m) => m.upline === agent.id && !seeded.byAccount.has(m.account.toLowerCase()),
  );
  if (!joined.length) return seeded;
  const extra = joined.map((m): TeamMember => ({
    id: m.id,
    account: m.account,
    key: m.account.toLowerCase(),
    level: 1,
    uplineId: agent.id,
    uplineAccount: agent.account,
    regDate: m.regDate,
    balanceMinor: 0,
    lastLoginAt: null,
    type: m.type,
    real: true,
    contract: null,
    teamSize: 0,
  }));
  const members = [...seeded.members, ...extra];
  const byAccount = new Map(seeded.byAccount);
  for (const m of extra) byAccount.set(m.key, m);
  return { rootId: agent.id, members, byAccount };
}

/** Money an agent transferred to a derived account (real members get it on the ledger). */
interface TransferRecord {
  account: string;
  minor: number;
  orderNo: string;
  remark: string | null;
}

const transfersOf = (state: MockState, agentId: number) =>
  listRecords<TransferRecord>(state, 'downlineTransfer', agentId);

/** A team account's main wallet in minor units, reading the agent's transfers once per query. */
function balances(state: MockState, agentId: number): (m: TeamMember) => number {
  const sent = new Map<string, number>();
  for (const t of transfersOf(state, agentId))
    sent.set(t.data.account, (sent.get(t.data.account) ?? 0) + t.data.minor);
  const live = new Map(state.members.map((s) => [s.id, s]));
  return (m) => {
    if (!m.real) return m.balanceMinor + (sent.get(m.account) ?? 0);
    const member = live.get(m.id);
    return member ? toMinor(member.balance) : 0;
  };
}

const derivedHistories = new Map<string, SeededHistory>();

/** The account's seeded history: a real member's own, or generated the same way for derived ones. */
function historyOf(fixtures: Fixtures, m: TeamMember): SeededHistory {
  if (m.real) {
    const seed = fixtures.members.find((s) => s.id === m.id);
    return seed ? seededHistory(seed) : { bets: [], entries: [] };
  }
  const anchor = startOfTodayUtc();
  const key = `${m.id}:${anchor}`;
  let h = derivedHistories.get(key);
  if (!h) {
    if (derivedHistories.size > 20_000) derivedHistories.clear();
    const like = {
      ...fixtures.members[0]!,
      id: m.id,
      account: m.account,
      type: 0,
      upline: m.uplineId,
    };
    h = generateHistory(like, m.balanceMinor, anchor);
    derivedHistories.set(key, h);
  }
  return h;
}

// ---------------------------------------------------------------------------------------------
// Downlines

const SORTS: Record<
  z.output<typeof DownlinesRequest>['sort'],
  (a: TeamMember, b: TeamMember) => number
> = {
  registeredDesc: (a, b) => b.regDate - a.regDate,
  registeredAsc: (a, b) => a.regDate - b.regDate,
  // Balance sorts are applied to the balances read at query time (below).
  balanceDesc: () => 0,
  balanceAsc: () => 0,
  lastLoginDesc: (a, b) => (b.lastLoginAt ?? -1) - (a.lastLoginAt ?? -1),
  account: (a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
};

/**
 * One page of a team's downlines: account search (part of the account, any case), level or
 * depth, one upline's direct downlines (the tree's branches), registration date range, sort. Pure over the team (the bench measures it on 5,000).
 */
export function queryDownlines(
  team: Team,
  input: z.output<typeof DownlinesRequest>,
  balance: (m: TeamMember) => number,
  contract: (m: TeamMember) => Downline['contract'] = (m) => m.contract,
) {
  const search = input.account?.toLowerCase();
  const upline = input.upline?.toLowerCase();
  const [from, to] = dateRange(input.startDate, input.endDate);
  const rows = team.members.filter((m) => {
    if (search && !m.key.includes(search)) return false;
    if (upline !== undefined && m.uplineAccount.toLowerCase() !== upline) return false;
    if (
      input.depth !== undefined
        ? m.level !== input.depth
        : input.level === 'direct'
          ? m.level !== 1
          : input.level === 'indirect' && m.level === 1
    )
      return false;
    return m.regDate >= from && m.regDate <= to;
  });
  let sorted: { m: TeamMember; minor: number }[];
  if (input.sort === 'balanceDesc' || input.sort === 'balanceAsc') {
    const sign = input.sort === 'balanceDesc' ? -1 : 1;
    sorted = rows.map((m) => ({ m, minor: balance(m) })).sort((a, b) => sign * (a.minor - b.minor));
  } else {
    sorted = rows.sort(SORTS[input.sort]).map((m) => ({ m, minor: Number.NaN }));
  }
  const result = pageOf(sorted, input.pageNo, input.pageSize);
  return {
    ...result,
    list: result.list.map(({ m, minor }): Downline => ({
      account: m.account,
      level: m.level,
      uplineAccount: m.uplineAccount,
      registeredAt: m.regDate,
      balance: fromMinor(Number.isNaN(minor) ? balance(m) : minor),
      lastLoginAt: m.lastLoginAt,
      isAgent: m.type,
      teamSize: m.teamSize,
      contract: contract(m),
      uplinePath: uplinePathOf(team, m),
    })),
  };
}

/** The uplines from the team's agent down to the account's own upline (the agent first). */
function uplinePathOf(team: Team, m: TeamMember): string[] {
  const path = [m.uplineAccount];
  for (let up = team.byAccount.get(m.uplineAccount.toLowerCase()); up;) {
    path.unshift(up.uplineAccount);
    up = team.byAccount.get(up.uplineAccount.toLowerCase());
  }
  return path;
}

// ---------------------------------------------------------------------------------------------
// Sums

interface Sums {
  bet: number;
  valid: number;
  payout: number;
  bonus: number;
  rebate: number;
}

const zero = (): Sums => ({ bet: 0, valid: 0, payout: 0, bonus: 0, rebate: 0 });
const profitOf = (s: Sums) => s.payout + s.bonus + s.rebate - s.bet;
const profitView = (s: Sums) => ({
  betAmount: fromMinor(s.bet),
  validBet: fromMinor(s.valid),
  payout: fromMinor(s.payout),
  bonus: fromMinor(s.bonus),
  rebate: fromMinor(s.rebate),
  profit: fromMinor(profitOf(s)),
});

/** A money movement of a team account (seeded, on the live ledger, or transferred by the agent). */
type Movement = Omit<SeededEntry, 'bonusType' | 'gameType'> & {
  bonusType?: string | null;
  gameType?: string | null;
};

/** The account's main-wallet movements, newest first (its own account record's rows). */
function movementsOf(
  state: MockState,
  fixtures: Fixtures,
  agentId: number,
  m: TeamMember,
): Movement[] {
  const seeded: Movement[] = historyOf(fixtures, m).entries;
  if (m.real) {
    const live = liveEntries(state, m.id).map(({ id, at, data }): Movement => ({
      id,
      at,
      ...data,
    }));
    return [...live, ...seeded];
  }
  const live = transfersOf(state, agentId)
    .filter((t) => t.data.account === m.account)
    .map(({ at, data }): Movement => ({
      id: data.orderNo,
      at,
      transType: 'TRANSFER_IN',
      minor: data.minor,
      status: 'SUCCESS',
      remark: data.remark,
    }));
  return [...live, ...seeded];
}

/** The team accounts an account filter (part of the account, any case) keeps. */
const matching = (team: Team, account?: string) => {
  const search = account?.trim().toLowerCase();
  return search ? team.members.filter((m) => m.key.includes(search)) : team.members;
};

// ---------------------------------------------------------------------------------------------
// Refusals

const agentRefusal = (member: MockMember): MockFailure | null => {
  if (member.type === TRIAL_ACCOUNT_TYPE)
    return fail(ErrorCodes.trialAccount, 'in_need_true_account');
  return (AGENT_ACCOUNT_TYPES as readonly number[]).includes(member.type)
    ? null
    : fail(AgentErrorCodes.notAgent, 'This page is for agents only');
};

const INCOME_TYPE_OF: Record<ContractType, IncomeType> = {
  dividend: 'DIVIDEND',
  dailySalary: 'DAILY_SALARY',
  hourlySalary: 'HOURLY_SALARY',
  realTimeSalary: 'REALTIME_SALARY',
};

/** The rates (percent) of the member's contracts in force (accepted, or accepted and ending). */
function contractRates(
  state: MockState,
  fixtures: Fixtures,
  member: MockMember,
): Partial<Record<IncomeType, number>> {
  const rates: Partial<Record<IncomeType, number>> = {};
  for (const c of memberContracts(state, fixtures, member))
    if (c.status === 'accepted' || c.status === 'terminating')
      rates[INCOME_TYPE_OF[c.contractType]] = c.rate;
  return rates;
}

/** Default range of the overview: the last 7 days, today included. */
const lastWeek = (): [string, string] => {
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  const today = startOfTodayUtc();
  return [day(today - 6 * 86_400_000), day(today)];
};

const income = (basisMinor: number, rate: number) =>
  Math.floor((basisMinor * Math.round(rate * 100)) / 10_000);

// ---------------------------------------------------------------------------------------------

export const agentTeamResolvers = defineResolvers({
  teamOverview: ({ input, state, fixtures, member }) => {
    const agent = member!;
    const refused = agentRefusal(agent);
    if (refused) return refused;
    const [startDate, endDate] =
      input.startDate || input.endDate ? [input.startDate ?? '', input.endDate ?? ''] : lastWeek();
    const [from, to] = dateRange(startDate, endDate);
    const team = teamOf(state, fixtures, agent);
    const sums = zero();
    let betAll = 0;
    let validAll = 0;
    let deposits = 0;
    let withdrawals = 0;
    let active = 0;
    let joined = 0;
    for (const m of team.members) {
      if (m.regDate >= from && m.regDate <= to) joined += 1;
      let betted = false;
      for (const b of historyOf(fixtures, m).bets) {
        if (b.at < from || b.at > to) continue;
        betted = true;
        // Stakes as the team betting adds them (every bet); the profit of settled bets only.
        betAll += b.betMinor;
        validAll += b.validMinor;
        if (b.status !== 'SETTLED') continue;
        sums.bet += b.betMinor;
        sums.valid += b.validMinor;
        sums.payout += b.betMinor + b.winLossMinor;
      }
      if (betted) active += 1;
      for (const e of movementsOf(state, fixtures, agent.id, m)) {
        if (e.at < from || e.at > to || e.status !== 'SUCCESS') continue;
        if (e.transType === 'DEPOSIT') deposits += e.minor;
        else if (e.transType === 'WITHDRAW') withdrawals -= e.minor;
        else if (e.transType === 'BONUS') sums.bonus += e.minor;
        else if (e.transType === 'REBATE') sums.rebate += e.minor;
      }
    }
    return {
      startDate,
      endDate,
      teamSize: team.members.length,
      directCount: team.members.filter((m) => m.level === 1).length,
      activeMembers: active,
      newMembers: joined,
      deposits: fromMinor(deposits),
      withdrawals: fromMinor(withdrawals),
      betAmount: fromMinor(betAll),
      validBet: fromMinor(validAll),
      profit: fromMinor(profitOf(sums)),
    };
  },

  downlines: ({ input, state, fixtures, member }) => {
    const agent = member!;
    const refused = agentRefusal(agent);
    if (refused) return refused;
    const team = teamOf(state, fixtures, agent);
    const live = new Map(state.members.map((s) => [s.id, s]));
    // A real member's terms are its contracts (mocks/handlers/agent.ts); derived ones are seeded.
    return queryDownlines(team, input, balances(state, agent.id), (m) => {
      const member = m.real ? live.get(m.id) : undefined;
      if (!member) return m.real ? null : m.contract;
      const rates = contractRates(state, fixtures, member);
      return Object.keys(rates).length
        ? {
            dividendRate: rates.DIVIDEND ?? null,
            dailySalaryRate: rates.DAILY_SALARY ?? null,
            hourlySalaryRate: rates.HOURLY_SALARY ?? null,
            realTimeSalaryRate: rates.REALTIME_SALARY ?? null,
          }
        : null;
    });
  },

  downlineRegister: ({ input, state, db, fixtures, member }) => {
    const agent = member!;
    const refused = agentRefusal(agent);
    if (refused) return refused;
    const rules = fixtures.system.REGISTER_RULES;
    const bad = credentialsRefusal(rules, input);
    if (bad) return bad;
    const username = input.username!.trim();
    const password = input.password!.trim();
    const mobile = input.mobileNum?.trim() || undefined;
    const email = input.email?.trim() || undefined;
    const payee = input.payeeName?.trim() || undefined;
    const optional =
      (mobile && checkRule(rules.mobileNum, mobile, 'Please enter a valid mobile number')) ||
      (email && checkRule(rules.email, email, 'Please enter a valid email')) ||
      (payee && checkRule(rules.payeeName, payee, 'Please enter a valid real name')) ||
      null;
    if (optional) return optional;
    const taken = (a: string) => a.toLowerCase() === username.toLowerCase();
    if (
      state.members.some((m) => taken(m.account)) ||
      teamOf(state, fixtures, agent).byAccount.has(username.toLowerCase())
    )
      return fail(ErrorCodes.usernameTaken, 'Username already exists');
    const created = newMember(state, {
      account: username,
      password,
      email: email ?? '',
      mobile: mobile ?? '',
      countryDialingCode: input.countryDialingCode ?? '63',
      upline: agent.id,
      paymentPassword: input.paymentPassword?.trim() || null,
    });
    state.records.push({
      id: `registration-${created.id}`,
      kind: 'registration',
      memberId: created.id,
      at: created.regDate,
      data: { account: created.account, registeredBy: agent.id, registerMethod: 'AGENT' },
    });
    db.commit();
    return {
      customerId: created.id,
      account: created.account,
      uplineAccount: agent.account,
      registeredAt: created.regDate,
    };
  },

  registeredDownlines: ({ input, state, fixtures, member }) => {
    const agent = member!;
    const refused = agentRefusal(agent);
    if (refused) return refused;
    const live = state.records
      .filter(
        (r) =>
          r.kind === 'registration' &&
          (r.data as { registeredBy?: number }).registeredBy === agent.id,
      )
      .sort((a, b) => b.at - a.at)
      .flatMap((r) => state.members.filter((m) => m.id === r.memberId));
    const seeded = fixtures.members
      .filter((m) => m.upline === agent.id)
      .filter((_, i) => registeredBySeed(i))
      .flatMap((s) => state.members.filter((m) => m.id === s.id));
    const rows = [...live, ...seeded].map((m) => ({
      account: m.account,
      registeredAt: m.regDate,
      balance: m.balance,
    }));
    return pageOf(rows, input.pageNo, input.pageSize);
  },

  agentInvite: ({ request, state, fixtures, member }) => {
    const agent = member!;
    const refused = agentRefusal(agent);
    if (refused) return refused;
    const code = agentCode(agent);
    const registered = state.records.filter(
      (r) =>
        r.kind === 'registration' &&
        (r.data as { registeredBy?: number }).registeredBy === agent.id,
    ).length;
    const seeded = fixtures.members
      .filter((m) => m.upline === agent.id)
      .filter((_, i) => registeredBySeed(i)).length;
    return {
      inviteCode: code,
      inviteUrl: `${new URL(request.url).origin}/register?referralCode=${code}`,
      directCount: teamOf(state, fixtures, agent).members.filter((m) => m.level === 1).length,
      registeredCount: registered + seeded,
    };
  },

  downlineTransfer: ({ input, state, db, fixtures, member }) => {
    const agent = member!;
    const refused = agentRefusal(agent);
    if (refused) return refused;
    const target = teamOf(state, fixtures, agent).byAccount.get(input.account.toLowerCase());
    if (!target) return fail(AgentErrorCodes.notInTeam, 'This account is not in your team');
    const wrong = paymentPasswordRefusal(agent, input.password);
    if (wrong) return wrong;
    const minor = toMinor(input.amount);
    const orderNo = newOrderNo('DT');
    const remark = input.remark?.trim() || null;
    if (target.real) {
      const to = state.members.find((m) => m.id === target.id);
      if (!to) return fail(AgentErrorCodes.notInTeam, 'This account is not in your team');
      const moved = move(
        state,
        { member: agent, wallet: MAIN_ACCOUNT_TYPE_ID, remark: `To ${target.account}` },
        { member: to, wallet: MAIN_ACCOUNT_TYPE_ID, remark: `From ${agent.account}` },
        minor,
      );
      if (moved) return moved;
    } else {
      if (minor > toMinor(agent.balance)) return insufficient();
      postMain(state, agent, 'TRANSFER_OUT', -minor, { remark: `To ${target.account}`, orderNo });
    }
    addRecord<TransferRecord>(state, 'downlineTransfer', agent.id, {
      account: target.account,
      minor,
      orderNo,
      remark,
    });
    db.commit();
    return { orderNo, account: target.account, amount: fromMinor(minor), balance: agent.balance };
  },

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
    const total = zero();
    for (const m of matching(teamOf(state, fixtures, agent), input.account)) {
      const periods = new Map<number, { end: number; sums: Sums }>();
      const at = (t: number) => {
        const [start, end] = periodOf(input.period, t);
        let p = periods.get(start);
        if (!p) periods.set(start, (p = { end, sums: zero() }));
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
        for (const k of Object.keys(total) as (keyof Sums)[]) total[k] += sums[k];
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
        if (!p) periods.set(start, (p = { end, sums: zero(), active: new Set() }));
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

/** The team of a seeded agent, for tests and the bench. */
export const seededTeamOf = (agent: MockMember) => seededTeam(getFixtures(), agent);
