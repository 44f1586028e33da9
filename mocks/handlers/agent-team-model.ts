/**
 * The agent's team, derived and never stored (issue 16; spec 2 §2, §9; fixtures/agent-team.ts): the
 * real direct downlines, then hundreds of generated accounts below sub-agents. Each account's bets
 * and money movements come from the same seeded generator as a member's own records
 * (fixtures/money.ts generateHistory; real members through ledger.ts seededHistory, the very rows
 * of their betting record), so a member's bet shows in the team betting and the team's totals are
 * the exact sums of its members' rows (minor units). Live changes: members registered by or below
 * the agent join as direct downlines, transfers to a downline move money on the ledger (derived
 * accounts keep theirs as `downlineTransfer` records). Served by agent-team.ts, agent-register.ts,
 * agent-reports.ts and agent-home.ts.
 */
import { AGENT_ACCOUNT_TYPES, AgentErrorCodes } from '../../src/api/contract/constants';
import type { AGENT_INCOME_TYPES, ContractType } from '../../src/api/contract/agent';
import { getFixtures, type Fixtures } from '../../fixtures';
import { TEAM_SIZES, generateTeam, type TeamSeedMember } from '../../fixtures/agent-team';
import {
  generateHistory,
  startOfTodayUtc,
  type SeededEntry,
  type SeededHistory,
} from '../../fixtures/money';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { fail, type MockFailure } from './define';
import { liveEntries, seededHistory, toMinor } from './ledger';
import { memberContracts } from './agent-contracts';
import { listRecords } from './records';

export type IncomeType = (typeof AGENT_INCOME_TYPES)[number];

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
export interface TransferRecord {
  account: string;
  minor: number;
  orderNo: string;
  remark: string | null;
}

export const transfersOf = (state: MockState, agentId: number) =>
  listRecords<TransferRecord>(state, 'downlineTransfer', agentId);

/** A team account's main wallet in minor units, reading the agent's transfers once per query. */
export function balances(state: MockState, agentId: number): (m: TeamMember) => number {
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
export function historyOf(fixtures: Fixtures, m: TeamMember): SeededHistory {
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

/** A money movement of a team account (seeded, on the live ledger, or transferred by the agent). */
export type Movement = Omit<SeededEntry, 'bonusType' | 'gameType'> & {
  bonusType?: string | null;
  gameType?: string | null;
};

/** The account's main-wallet movements, newest first (its own account record's rows). */
export function movementsOf(
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
export const matching = (team: Team, account?: string) => {
  const search = account?.trim().toLowerCase();
  return search ? team.members.filter((m) => m.key.includes(search)) : team.members;
};

// ---------------------------------------------------------------------------------------------
// The agent

/** The agent centre's calls are for agents (types 1, 2, 41, 42) only. */
export const agentRefusal = (member: MockMember): MockFailure | null => {
  return (AGENT_ACCOUNT_TYPES as readonly number[]).includes(member.type)
    ? null
    : fail(AgentErrorCodes.notAgent, 'This page is for agents only');
};

export const INCOME_TYPE_OF: Record<ContractType, IncomeType> = {
  dividend: 'DIVIDEND',
  dailySalary: 'DAILY_SALARY',
  hourlySalary: 'HOURLY_SALARY',
  realTimeSalary: 'REALTIME_SALARY',
};

/** The rates (percent) of the member's contracts in force (accepted, or accepted and ending). */
export function contractRates(
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

/** The team of a seeded agent, for tests and the bench. */
export const seededTeamOf = (agent: MockMember) => seededTeam(getFixtures(), agent);
