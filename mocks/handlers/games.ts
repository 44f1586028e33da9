import { ErrorCodes } from '../../src/api/contract/define';
import { ESPORTS_VENDORS, type RecentGame } from '../../src/api/contract/games';
import { WalletErrorCodes } from '../../src/api/contract/wallet';
import type { Fixtures } from '../../fixtures';
import type { MockGame } from '../../fixtures/games';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { scenarioLanes } from '../scenario';
import { defineResolvers, fail } from './define';

/** Recents kept per member. */
const MAX_RECENTS = 30;
const ESPORTS = new Set<string>(ESPORTS_VENDORS);

const csv = (s: string | undefined) =>
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
    playedAt: Date.now(),
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

/** Other playable games to offer when one is under maintenance: same vendor first, then category. */
export function suggestionsFor(fixtures: Fixtures, game: MockGame, count = 4): MockGame[] {
  const pool = fixtures.games.games.filter(
    (g) => g.gameType === game.gameType && !g.maintenance && g.nodeId !== game.nodeId,
  );
  const sameVendor = pool.filter((g) => g.vassalage === game.vassalage && g.isHot === 1);
  const others = pool.filter((g) => g.vassalage !== game.vassalage && g.isHot === 1);
  return [...sameVendor.slice(0, 2), ...others].slice(0, count);
}

const maintenanceFailure = (fixtures: Fixtures, game: MockGame) =>
  fail(ErrorCodes.gameMaintenance, 'The game is under maintenance, please try another game', {
    value: { suggestions: suggestionsFor(fixtures, game) },
  });

const query = (params: Record<string, string | number | null | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

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

  pvpRooms: ({ input, fixtures }) => ({
    list: fixtures.games.pvpRooms.filter(
      (r) =>
        (!input.vassalage || r.vassalage === input.vassalage.toUpperCase()) &&
        (!input.gameCode || r.gameCode === input.gameCode) &&
        (!input.nodeId || r.nodeId === input.nodeId),
    ),
  }),

  launchGame: ({ input, state, db, fixtures, member, language }) => {
    const m = member!;
    if (input.accountType === 1 && m.type === 4)
      return fail(ErrorCodes.trialAccount, 'in_need_true_account');
    const lang = input.language ?? language;
    const mode = input.accountType === 1 ? 'real' : 'fun';

    if (input.launchMode === 'LOTT') {
      const code = input.lottoGameCode ?? input.gameCode;
      const lottery = code ? fixtures.lottery.allGames.find((g) => g.gameCode === code) : undefined;
      if (code && !lottery) return fail(ErrorCodes.notFound, 'Game not found');
      const view = input.lottoView ?? (lottery ? 'betting' : 'lobby');
      if (view === 'betting' && !lottery)
        return fail(ErrorCodes.badRequest, 'lottoGameCode is required to open the betting view', {
          status: 400,
        });
      const entry = lottery
        ? fixtures.games.games.find(
            (g) => g.gameCode === lottery.gameCode && g.accountTypeName === lottery.accountTypeName,
          )
        : undefined;
      if (lottery?.status === 'MAINTENANCE') {
        return entry
          ? maintenanceFailure(fixtures, entry)
          : fail(
              ErrorCodes.gameMaintenance,
              'The game is under maintenance, please try another game',
              { value: { suggestions: [] } },
            );
      }
      if (entry) {
        addRecent(state, m, entry.nodeId);
        db.commit();
      }
      const q = query({
        gameCode: lottery?.gameCode,
        prizeMode: input.lottoPrizeMode ?? lottery?.prizeMode,
        area: input.lottoArea,
        view,
        playType: input.playType,
        device: input.device ?? 'WEB',
        lang,
        mode,
        backUrl: input.backUrl,
      });
      return {
        content: { game_url: `/launch-a/lottery?${q}`, game_url2: `/launch-b/lottery?${q}` },
      };
    }

    const vendor = input.vassalage?.toUpperCase();
    const room = input.roomId
      ? fixtures.games.pvpRooms.find((r) => r.roomId === input.roomId)
      : undefined;
    if (input.roomId && !room) return fail(ErrorCodes.notFound, 'Room not found');
    const games = fixtures.games;
    const game =
      (input.nodeId ? games.byNodeId.get(input.nodeId) : undefined) ??
      (room ? games.byNodeId.get(room.nodeId) : undefined) ??
      (input.gameId
        ? games.games.find((g) => g.gameId === input.gameId && (!vendor || g.vassalage === vendor))
        : undefined) ??
      (input.gameCode
        ? games.games.find(
            (g) => g.gameCode === input.gameCode && (!vendor || g.vassalage === vendor),
          )
        : undefined);
    if (!game) return fail(ErrorCodes.notFound, 'Game not found');
    if (game.maintenance || room?.status === 'MAINTENANCE')
      return maintenanceFailure(fixtures, game);
    if (input.accountType === 0 && !game.freePlay)
      return fail(ErrorCodes.functionNotAvailable, 'Free play is not available for this game');
    if (room && input.accountType === 1 && m.balance < room.minEnter) {
      return fail(
        WalletErrorCodes.insufficientBalance,
        `A balance of ${room.minEnter} is needed to enter this room`,
      );
    }

    addRecent(state, m, game.nodeId);
    db.commit();
    const q = query({
      gameId: game.gameId,
      vendor: game.vassalage,
      nodeId: game.nodeId,
      roomId: room?.roomId,
      gameType: game.gameType,
      lang,
      mode,
      backUrl: input.backUrl,
    });
    return { content: { game_url: `/launch-a/game?${q}`, game_url2: `/launch-b/game?${q}` } };
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

  hotMatches: ({ input, fixtures }) => {
    const now = Date.now();
    const list = fixtures.games.hotMatches
      .filter((m) => (input.gameType === 'ESPORTS') === (m.sport === 'ESPORTS'))
      // In play first, then the soonest kick-off.
      .toSorted((a, b) => Number(b.live) - Number(a.live) || a.startsInMs - b.startsInMs)
      .slice(0, input.size)
      .map(({ startsInMs, nodeId, ...match }) => ({
        ...match,
        // Whole minutes: a kick-off reads the same however late in the minute it is served.
        startTime: Math.floor((now + startsInMs) / 60_000) * 60_000,
        game: fixtures.games.byNodeId.get(nodeId)!,
      }));
    return { list };
  },
});
