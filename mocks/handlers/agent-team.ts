/**
 * Agent centre, team management (spec 2 §2, §9): the downlines of the agent's team (paged,
 * searched, sorted, one upline's branch) and a transfer to a downline. The team itself:
 * agent-team-model.ts.
 */
import { AgentErrorCodes, MAIN_ACCOUNT_TYPE_ID } from '../../src/api/contract/constants';
import type { z } from 'zod';
import type { Downline, DownlinesRequest } from '../../src/api/contract/agent';
import { defineResolvers, fail } from './define';
import { fromMinor, insufficient, move, paymentPasswordRefusal, postMain, toMinor } from './ledger';
import { addRecord, newOrderNo, pageOf } from './records';
import { dateRange } from './report-sums';
import {
  agentRefusal,
  balances,
  contractRates,
  teamOf,
  type Team,
  type TeamMember,
  type TransferRecord,
} from './agent-team-model';

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

export const agentTeamResolvers = defineResolvers({
  downlines: ({ input, state, fixtures, member }) => {
    const agent = member!;
    const refused = agentRefusal(agent);
    if (refused) return refused;
    const team = teamOf(state, fixtures, agent);
    const live = new Map(state.members.map((s) => [s.id, s]));
    // A real member's terms are its contracts (agent-contracts.ts); derived ones are seeded.
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
});
