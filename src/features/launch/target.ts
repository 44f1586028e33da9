import type { Game, VendorCard } from '@/api/contract/games';
import type { PvpRoom } from '@/api/contract/launch';
import type { LaunchGameRequest } from '@/api/contract/launch';
import { opensInWindow } from '@/core/game-window';
import {
  LAUNCH_CLIENT_TYPE,
  LAUNCH_MODE_GAME,
  LAUNCH_MODE_LOTTERY,
  LAUNCH_PLATFORM,
} from './constants';
import { IS_GAME_VASSALAGE } from '@/api/contract/constants';

/**
 * What a launch starts (spec 2 §3 game launch object): a vendor card of the side bar, a game of a
 * list, or only a node id (a banner linked to a game). Everything but one id is optional.
 */
export interface LaunchTarget {
  vassalage?: string | null;
  gameType?: string | null;
  gameCode?: string | null;
  gameId?: string | null;
  nodeId?: string | null;
  isGame?: string | null;
  accountTypeName?: string | null;
  defaultPlayType?: string | null;
  /** Vendor name (vendor cards) ... */
  displayName?: string | null;
  /** ... or game name (games of a list). */
  gameName?: string | null;
  /** A PVP room chosen in the room list. */
  roomId?: string | null;
  /** Free play (accountType 0) instead of real money. */
  free?: boolean;
}

/** The launch object's fields of a vendor card or a game (drops what a launch does not need). */
export function targetOf(entry: VendorCard | Game | LaunchTarget): LaunchTarget {
  const e = entry as LaunchTarget;
  return {
    vassalage: e.vassalage ?? null,
    gameType: e.gameType ?? null,
    gameCode: e.gameCode ?? null,
    gameId: e.gameId ?? null,
    nodeId: e.nodeId ?? null,
    isGame: e.isGame ?? null,
    accountTypeName: e.accountTypeName ?? null,
    defaultPlayType: e.defaultPlayType ?? null,
    displayName: e.displayName ?? null,
    gameName: e.gameName ?? null,
    roomId: e.roomId ?? null,
    free: e.free ?? false,
  };
}

/** The target of a PVP room: the room's game, entered through its room id. */
export function roomTarget(game: LaunchTarget, room: PvpRoom): LaunchTarget {
  return {
    ...game,
    nodeId: room.nodeId,
    gameCode: room.gameCode,
    gameName: room.gameName,
    vassalage: room.vassalage,
    roomId: room.roomId,
  };
}

/** The name to show for a target: the game's, else the vendor's. */
export const targetName = (t: LaunchTarget): string =>
  t.gameName || t.displayName || t.gameCode || t.vassalage || '';

/**
 * Where a launch goes (spec 2 §4):
 * - `vendorList`: isGame VASSALAGE, the popup list of that vendor's games;
 * - `lottery`: LOTT and ELOTT account types, the /lottery page (gameCode, playType);
 * - `vnLottery`: TCG_LOTTO_VN, the /vnlottery page (gameCode);
 * - `seaLottery`: TCG_SEA, its own handler: a lottery launch (launchMode LOTT, lottoArea SEA) shown in the frame;
 * - `pvpRooms`: a PVP game without a room yet, the room list;
 * - `game`: everything else, the launch call (V2 request).
 */
export type LaunchRoute =
  | 'vendorList'
  | 'lottery'
  | 'vnLottery'
  | 'seaLottery'
  | 'pvpRooms'
  | 'game';

export function launchRoute(t: LaunchTarget): LaunchRoute {
  if (t.isGame === IS_GAME_VASSALAGE) return 'vendorList';
  switch (t.accountTypeName) {
    case 'LOTT':
    case 'ELOTT':
      return 'lottery';
    case 'TCG_LOTTO_VN':
      return 'vnLottery';
    case 'TCG_SEA':
      return 'seaLottery';
    default:
      break;
  }
  if (t.gameType === 'PVP' && !t.roomId) return 'pvpRooms';
  return 'game';
}

const withQuery = (path: string, params: Record<string, string | null | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
};

/** The lottery page of a LOTT / ELOTT entry: /lottery?gameCode=..&playType=.. (defaultPlayType). */
export const lotteryPath = (t: LaunchTarget) =>
  withQuery('/lottery', { gameCode: t.gameCode, playType: t.defaultPlayType });
/** The Vietnam lottery page of a TCG_LOTTO_VN entry: /vnlottery?gameCode=.. */
export const vnLotteryPath = (t: LaunchTarget) => withQuery('/vnlottery', { gameCode: t.gameCode });

/** Who launches, from the session. */
export interface Launcher {
  username: string | null;
  token: string | null;
  merchantCode: string;
  language: string;
}

/** The launch request V2 of a game or a PVP room (spec 2 §3): gameId, or roomId for a room. */
export function gameLaunchRequest(t: LaunchTarget, who: Launcher): LaunchGameRequest {
  return {
    ...(t.roomId ? { roomId: t.roomId } : { gameId: t.gameId ?? undefined }),
    nodeId: t.nodeId ?? undefined,
    accountType: t.free ? 0 : 1,
    confirmTrans: 0,
    vassalage: t.vassalage ?? undefined,
    launchMode: LAUNCH_MODE_GAME,
    platform: LAUNCH_PLATFORM,
    clientType: LAUNCH_CLIENT_TYPE,
    gameType: t.gameType ?? undefined,
    gameCode: t.gameCode ?? undefined,
    username: who.username ?? undefined,
    token: who.token ?? undefined,
    merchantCode: who.merchantCode,
    language: who.language,
  };
}

/**
 * The SEA lottery's own handler: a lottery launch of the game (launchMode LOTT, lottoArea SEA,
 * betting view on the web device), shown in the frame like any other game.
 */
export function seaLaunchRequest(t: LaunchTarget, who: Launcher): LaunchGameRequest {
  return {
    accountType: t.free ? 0 : 1,
    launchMode: LAUNCH_MODE_LOTTERY,
    lottoArea: 'SEA',
    lottoGameCode: t.gameCode ?? undefined,
    lottoView: t.gameCode ? 'betting' : 'lobby',
    device: 'WEB',
    vassalage: t.vassalage ?? undefined,
    gameType: t.gameType ?? undefined,
    clientType: LAUNCH_CLIENT_TYPE,
    platform: LAUNCH_PLATFORM,
    username: who.username ?? undefined,
    token: who.token ?? undefined,
    merchantCode: who.merchantCode,
    language: who.language,
  };
}

/** The address of a launch answer: game_url, or game_url2 when the first is empty. */
export function launchAddress(content: {
  game_url: string;
  game_url2?: string | null;
}): string | null {
  const first = content.game_url?.trim();
  if (first) return first;
  return content.game_url2?.trim() || null;
}

/**
 * Where the game is shown: sportsbooks (SPORTS, esports included) are full sites that do not sit
 * well in a frame, so they open in a popup window; every other game opens in the /game frame.
 */
export type DisplayMode = 'frame' | 'window';
export const displayModeOf = (t: LaunchTarget): DisplayMode =>
  opensInWindow(t.gameType) ? 'window' : 'frame';
