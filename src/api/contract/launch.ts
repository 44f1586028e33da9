/** Starting a game: PVP rooms and the launch call (spec 2 §3, §4, §7, §8). */

import { z } from 'zod';
import { endpoint, relay } from './define';
import { Game } from './games';

export const PvpRoom = z
  .object({
    roomId: z.string(),
    roomName: z.string(),
    nodeId: z.string(),
    vassalage: z.string(),
    gameCode: z.string(),
    gameName: z.string(),
    iconUrl: z.string().nullish(),
    baseBet: z.number(),
    minBet: z.number(),
    maxBet: z.number(),
    /** Balance needed to enter the room. */
    minEnter: z.number(),
    onlineCount: z.number().int().nonnegative(),
    status: z.enum(['OPEN', 'FULL', 'MAINTENANCE']),
  })
  .loose();
export type PvpRoom = z.infer<typeof PvpRoom>;

export const LaunchGameRequest = z.object({
  gameId: z.string().optional(),
  roomId: z.string().optional(),
  nodeId: z.string().optional(),
  /** 1 real money, 0 free play. */
  accountType: z.coerce.number().int().min(0).max(1).default(1),
  confirmTrans: z.coerce.number().int().optional(),
  vassalage: z.string().optional(),
  launchMode: z.enum(['GLS', 'LOTT']).default('GLS'),
  platform: z.string().optional(),
  clientType: z.coerce.number().int().optional(),
  username: z.string().optional(),
  token: z.string().optional(),
  merchantCode: z.string().optional(),
  language: z.string().optional(),
  gameType: z.string().optional(),
  gameCode: z.string().optional(),
  backUrl: z.string().optional(),
  lottoArea: z.string().optional(),
  lottoPrizeMode: z.string().optional(),
  lottoGameCode: z.string().optional(),
  lottoView: z.enum(['betting', 'lobby']).optional(),
  /**
   * Play type the lottery opens on (the /lottery page's `playType` query, a game's defaultPlayType).
   * Inferred: the spec names the query but not how it reaches the lottery.
   */
  playType: z.string().optional(),
  device: z.string().optional(),
});
export type LaunchGameRequest = z.input<typeof LaunchGameRequest>;

export const LaunchGameValue = z
  .object({
    content: z.object({ game_url: z.string(), game_url2: z.string().nullish() }).loose(),
  })
  .loose();

/** Value of a `game.maintenance` failure: other games to suggest. */
export const GameMaintenanceValue = z.object({ suggestions: z.array(Game) }).loose();

export const launchEndpoints = {
  pvpRooms: endpoint({
    method: 'GET',
    path: relay('GLS2_roomList'),
    module: 'GAMELO3',
    token: true,
    request: z.object({
      vassalage: z.string().optional(),
      gameCode: z.string().optional(),
      nodeId: z.string().optional(),
    }),
    response: z.object({ list: z.array(PvpRoom) }).loose(),
    sample: { vassalage: 'KY' },
    spec: ['spec2-4', 'spec2-7'],
    inferred: 'query and room fields not shown',
    summary: 'PVP room list',
  }),
  launchGame: endpoint({
    method: 'GET',
    path: '/wps/game/launchGame',
    module: 'GAMELO3',
    writes: true,
    token: true,
    request: LaunchGameRequest,
    response: LaunchGameValue,
    sample: {
      nodeId: '100001',
      gameId: 'pg-1',
      vassalage: 'PG',
      gameType: 'RNG',
      gameCode: 'PG_0001',
      accountType: 1,
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      merchantCode: 'DEMO',
      language: 'EN',
    },
    spec: ['spec2-3', 'spec2-4', 'spec2-7', 'spec2-8'],
    summary: 'Launch a game, PVP room or lottery (value.content.game_url)',
  }),
} as const;
