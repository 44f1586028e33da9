import type { Mission, MissionRank } from '../../src/api/contract/lottery';
import type { Fixtures } from '../../fixtures';
import type { MockMember } from '../../fixtures/members';
import { defineResolvers } from './define';
import { recentGamesOf } from './games';

/** A member's missions: progress is derived from the member id, so it is stable per account. */
function missionsOf(fixtures: Fixtures, member: MockMember): Mission[] {
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

export const lotteryResolvers = defineResolvers({
  gameMenus: ({ input, fixtures }) => fixtures.lottery.menus[input.prizeMode] ?? [],

  vnGameMenu: ({ fixtures }) => fixtures.lottery.vnMenus,

  vnGameMenuRecent: ({ input, state, fixtures, member }) => {
    const seen = new Set<string>();
    return recentGamesOf(state, fixtures, member!)
      .filter((g) => g.accountTypeName === 'TCG_LOTTO_VN')
      .flatMap((g) => {
        const vn = fixtures.lottery.vnGames.find((x) => x.gameCode === g.gameCode);
        if (!vn || seen.has(vn.gameCode)) return [];
        seen.add(vn.gameCode);
        return [vn];
      })
      .slice(0, input.count);
  },

  popularLottery: ({ input, fixtures }) =>
    fixtures.lottery.popular
      .filter((g) => !input.prizeMode || g.prizeMode === input.prizeMode)
      .slice(0, input.count),

  vnOpenedNumbers: ({ input, fixtures }) =>
    fixtures.lottery.vnOpened
      .filter((d) => !input.gameCode || d.gameCode === input.gameCode)
      .slice(0, input.count),

  openedNumero: ({ input, fixtures }) =>
    fixtures.lottery.opened
      .filter(
        (d) =>
          (!input.gameCode || d.gameCode === input.gameCode) &&
          (!input.prizeMode || d.prizeMode === input.prizeMode),
      )
      .slice(0, input.count),

  missionSummary: ({ fixtures, member }) => {
    const missions = missionsOf(fixtures, member!);
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
      m.type === 4 || !last
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
