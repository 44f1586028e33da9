/** Member centre: missions, their summary and leaderboard (spec 2 §2, §3). */
import type { Mission, MissionRank } from '../../src/api/contract/member';
import type { Fixtures } from '../../fixtures';
import type { MockMember } from '../../fixtures/members';
import { defineResolvers } from './define';

/**
 * A member's missions: progress is derived from the member id, so it is stable per account. A
 * member without a club label (not ranked yet, newbie1) has no missions and no leaderboard row.
 */
const enrolled = (member: MockMember) => member.clubLabel !== null;

function missionsOf(fixtures: Fixtures, member: MockMember): Mission[] {
  if (!enrolled(member)) return [];
  return fixtures.content.missions.map((t, i) => {
    const share = i === 0 ? 10 : (member.id * 7 + i * 3) % 11; // tenths; logging in completes the first
    const progress = Math.min(t.target, Math.round((t.target * share) / 10));
    const done = progress >= t.target;
    const status: Mission['status'] = done
      ? (member.id + i) % 3 === 0
        ? 'CLAIMED'
        : 'COMPLETED'
      : 'IN_PROGRESS';
    return { ...t, progress, status };
  });
}

const mask = (account: string) => `${account.slice(0, 2)}***${account.slice(-1)}`;

export const memberMissionsResolvers = defineResolvers({
  missionSummary: ({ fixtures, scenario, member }) => {
    const missions = scenario.missions ?? missionsOf(fixtures, member!);
    return {
      missionCount: missions.filter((x) => x.status === 'IN_PROGRESS' || x.status === 'COMPLETED')
        .length,
      missions,
    };
  },
  missionLeaderboard: ({ input, fixtures, member }) => {
    const board = fixtures.content.missionLeaderboard;
    const last = board[board.length - 1];
    const m = member!;
    const mine: MissionRank | null =
      m.type === 4 || !enrolled(m) || !last
        ? null
        : {
            rank: board.length + 1 + (m.id % 40),
            userName: mask(m.account),
            score: Math.max(0, last.score - 150 - (m.id % 40) * 37),
            reward: null,
          };
    const missions = fixtures.content.missions;
    return {
      periodStart: Math.min(...missions.map((x) => x.startTime)),
      periodEnd: Math.max(...missions.map((x) => x.endTime)),
      list: board.slice(0, input.size),
      mine,
    };
  },
});
