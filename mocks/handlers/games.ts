/** Home shelves and lobbies: vendors, game list, game types, hot, favourite and recent games, rank list (spec 2 §2, §3). */
import { ErrorCodes, ESPORTS_VENDORS } from '../../src/api/contract/constants';
import { mockNow } from '../../fixtures/clock';
import type { RecentGame } from '../../src/api/contract/games';
import type { Fixtures } from '../../fixtures';
import type { MockGame } from '../../fixtures/games';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { scenarioLanes } from '../scenario';
import { defineResolvers, fail } from './define';

/** Recents kept per member. */
const MAX_RECENTS = 30;
const ESPORTS = new Set<string>(ESPORTS_VENDORS);

export const csv = (s: string | undefined) =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim().toUpperCase())
    .filter(Boolean);

function matchesType(g: MockGame, types: string[]): boolean {
  if (!types.length) return true;
  return types.some((t) =>
    t === 'ESPORTS' ? g.gameType === 'SPORTS' && ESPORTS.has(g.vassalage) : g.gameType === t,
  );
}

/** Records a launch in the member's recents (one row per game, newest wins). */
export function addRecent(state: MockState, member: MockMember, nodeId: string): void {
  state.recents = state.recents.filter((r) => !(r.memberId === member.id && r.nodeId === nodeId));
  state.recents.push({
    id: `${member.id}:${nodeId}`,
    memberId: member.id,
    nodeId,
    playedAt: mockNow(),
  });
  const mine = state.recents
    .filter((r) => r.memberId === member.id)
    .sort((a, b) => b.playedAt - a.playedAt);
  if (mine.length > MAX_RECENTS) {
    const drop = new Set(mine.slice(MAX_RECENTS).map((r) => r.id));
    state.recents = state.recents.filter((r) => !drop.has(r.id));
  }
}

/** The member's recent games, newest first. */
export function recentGamesOf(
  state: MockState,
  fixtures: Fixtures,
  member: MockMember,
): RecentGame[] {
  return state.recents
    .filter((r) => r.memberId === member.id)
    .sort((a, b) => b.playedAt - a.playedAt)
    .flatMap((r) => {
      const g = fixtures.games.byNodeId.get(r.nodeId);
      return g ? [{ ...g, playedAt: r.playedAt }] : [];
    });
}

export const gamesResolvers = defineResolvers({
  vendors: ({ scenario, fixtures }) => ({
    data: { lanes: scenarioLanes(scenario, fixtures.games.lanes) },
  }),
  gameList: ({ input, fixtures }) => {
    const types = csv(input.gameType);
    const vendors = new Set(csv(input.vassalage));
    const name = input.gameName?.trim().toLowerCase();
    const classify = input.gameClassify?.trim().toUpperCase();
    const { minBet, minLineNum } = input;
    const rows = fixtures.games.games.filter(
      (g) =>
        matchesType(g, types) &&
        (!vendors.size || vendors.has(g.vassalage)) &&
        (!name || g.gameName.toLowerCase().includes(name)) &&
        (!classify || g.gameClassify === classify) &&
        (minBet === undefined || minBet === 0 || g.minBet <= minBet) &&
        (!minLineNum || (g.lineNum ?? 0) >= minLineNum),
    );
    const start = (input.pageNo - 1) * input.pageSize;
    return {
      games: rows.slice(start, start + input.pageSize),
      totalPages: Math.ceil(rows.length / input.pageSize),
      totalCount: rows.length,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
    };
  },
  vassGameType: ({ fixtures }) => ({ content: fixtures.games.vassGameType }),
  hotGames: ({ input, fixtures }) => {
    const vendors = new Set(csv(input.vassalage));
    const types = csv(input.gameType);
    return {
      list: fixtures.games.hotNodeIds
        .map((id) => fixtures.games.byNodeId.get(id)!)
        .filter((g) => (!vendors.size || vendors.has(g.vassalage)) && matchesType(g, types)),
    };
  },
  favoriteGames: ({ input, state, db, fixtures, member }) => {
    const m = member!;
    const game = fixtures.games.byNodeId.get(input.nodeId);
    if (!game) return fail(ErrorCodes.notFound, 'Game not found');
    const mine = (f: { memberId: number; nodeId: string }) =>
      f.memberId === m.id && f.nodeId === input.nodeId;
    if (input.action === 'add') {
      if (!state.favorites.some(mine)) {
        state.favorites.push({
          id: `${m.id}:${input.nodeId}`,
          memberId: m.id,
          nodeId: input.nodeId,
          vendor: input.vendor,
          gameType: input.gameType,
        });
      }
    } else {
      state.favorites = state.favorites.filter((f) => !mine(f));
    }
    db.commit();
    return { nodeId: input.nodeId, favorite: input.action === 'add' };
  },
  favoriteGamesList: ({ input, state, fixtures, member }) => {
    const types = csv(input.gameType);
    return {
      list: state.favorites
        .filter((f) => f.memberId === member!.id)
        .reverse()
        .flatMap((f) => {
          const g = fixtures.games.byNodeId.get(f.nodeId);
          return g && matchesType(g, types) ? [g] : [];
        }),
    };
  },
  recentGames: ({ input, state, fixtures, member }) => {
    const types = csv(input.gameType);
    return {
      list: recentGamesOf(state, fixtures, member!).filter((g) =>
        matchesType(g as MockGame, types),
      ),
    };
  },
  rankList: ({ input, fixtures }) => {
    const types = csv(input.gameType);
    const key = input.rankType === 'MULTIPLIER' ? 'multiplier' : 'winAmount';
    const list = fixtures.games.rankList
      .filter((r) => !types.length || types.includes(r.gameType))
      .sort((a, b) => b[key] - a[key])
      .slice(0, input.size)
      .map((r, i) => ({ ...r, rank: i + 1 }));
    return { list };
  },
});
