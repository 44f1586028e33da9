/**
 * Agent centre, the home page (spec 2 §2): the team overview (the stakes and profit of the team
 * betting and the user profit and loss over a range) and the announcements for agents.
 */
import { AGENT_ACCOUNT_TYPES, AgentErrorCodes } from '../../src/api/contract/constants';
import { startOfTodayUtc } from '../../fixtures/money';
import type { Notice } from '../../src/api/contract/notices';
import { FIXTURE_REF_DATE } from '../../fixtures/faker';
import { defineResolvers, fail } from './define';
import { fromMinor } from './ledger';
import { pageOf } from './records';
import { dateRange, profitOf, zeroSums } from './report-sums';
import { agentRefusal, historyOf, movementsOf, teamOf } from './agent-team-model';

const HOUR = 3_600_000;

/** The announcements for agents (inferred), newest first; one carries markup to be sanitised. */
export const AGENT_ANNOUNCEMENTS: Notice[] = [
  {
    id: 'AG-3',
    title: 'Real-time salary now settles every 5 minutes',
    content:
      '<p>Dear agents,</p><p>Real-time salary is now settled <strong>every 5 minutes</strong>. See the real-time salary page for the next settlement.</p>',
    createdAt: FIXTURE_REF_DATE - 2 * HOUR,
  },
  {
    id: 'AG-2',
    title: 'Daily salary paid on alternate days',
    content:
      '<p>The daily salary of the previous day is paid on alternate days.</p><script>window.agentAnnouncementRan = true</script><ul><li>Check your contract rate.</li><li>Keep your team active.</li></ul>',
    createdAt: FIXTURE_REF_DATE - 30 * HOUR,
  },
  {
    id: 'AG-1',
    title: 'Welcome to the agent centre',
    content:
      '<p>Invite members with your link or QR code from the account registration centre.</p>',
    createdAt: FIXTURE_REF_DATE - 80 * HOUR,
  },
];

/** Default range of the overview: the last 7 days, today included. */
const lastWeek = (): [string, string] => {
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  const today = startOfTodayUtc();
  return [day(today - 6 * 86_400_000), day(today)];
};

export const agentHomeResolvers = defineResolvers({
  teamOverview: ({ input, state, fixtures, member }) => {
    const agent = member!;
    const refused = agentRefusal(agent);
    if (refused) return refused;
    const [startDate, endDate] =
      input.startDate || input.endDate ? [input.startDate ?? '', input.endDate ?? ''] : lastWeek();
    const [from, to] = dateRange(startDate, endDate);
    const team = teamOf(state, fixtures, agent);
    const sums = zeroSums();
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

  agentAnnouncements: ({ input, member }) => {
    const m = member!;
    if (!(AGENT_ACCOUNT_TYPES as readonly number[]).includes(m.type))
      return fail(AgentErrorCodes.notAgent, 'The agent centre is for agents only');
    return pageOf(AGENT_ANNOUNCEMENTS, input.pageNo, input.pageSize);
  },
});
