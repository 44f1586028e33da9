/** Starting a game: PVP rooms and the launch of games, rooms and lotteries (spec 2 §3, §4, §8). */
import { ErrorCodes, WalletErrorCodes } from '../../src/api/contract/constants';
import type { Fixtures } from '../../fixtures';
import type { MockGame } from '../../fixtures/games';
import { defineResolvers, fail } from './define';
import { addRecent } from './games';
import { playRefusal } from './member-responsible';

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

export const launchResolvers = defineResolvers({
  pvpRooms: ({ input, fixtures }) => ({
    list: fixtures.games.pvpRooms.filter(
      (r) =>
        (!input.vassalage || r.vassalage === input.vassalage.toUpperCase()) &&
        (!input.gameCode || r.gameCode === input.gameCode) &&
        (!input.nodeId || r.nodeId === input.nodeId),
    ),
  }),
  launchGame: ({ input, state, db, fixtures, member, language, flags, token }) => {
    const m = member!;
    if (input.accountType === 1 && m.type === 4)
      return fail(ErrorCodes.trialAccount, 'in_need_true_account');
    // The member's own limits (issue 30): real-money play stops when the day's play time or a
    // loss limit is used up (games and lotteries alike: a lottery's bets are placed in its view).
    const limited = input.accountType === 1 ? playRefusal({ state, flags, token }, m, 0) : null;
    if (limited) return limited;
    const lang = input.language ?? language;
    const mode = input.accountType === 1 ? 'real' : 'fun';

    if (input.launchMode === 'LOTT') {
      const code = input.lottoGameCode ?? input.gameCode;
      const lottery = code ? fixtures.lottery.allGames.find((g) => g.gameCode === code) : undefined;
      if (code && !lottery) return fail(ErrorCodes.notFound, 'Game not found');
      const view = input.lottoView ?? (lottery ? 'betting' : 'lobby');
      // A business refusal (HTTP 200) like the other cross-field rules: the request schema
      // accepts the call, and HTTP 400 means the schema refused it.
      if (view === 'betting' && !lottery)
        return fail(ErrorCodes.badRequest, 'lottoGameCode is required to open the betting view');
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
});
