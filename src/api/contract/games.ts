/** Home shelves and lobbies: vendors, game list, game types, hot, favourite and recent games, rank list (spec 2 §2, §3, §7, §9). */

import { z } from 'zod';
import { endpoint, Flag01, relay, Timestamp } from './define';
import { GAME_LIST_PAGE_SIZE, RANK_TYPES } from './constants';

/** A vendor card of a lobby lane; carries what the client needs to launch it directly. */
export const VendorCard = z
  .object({
    vassalage: z.string(),
    displayName: z.string(),
    /** Vendor logo (the platform's own spelling). */
    lagerIcon: z.string().nullish(),
    gameType: z.string(),
    gameCode: z.string().nullish(),
    /** 'VASSALAGE' opens the vendor's game list; anything else launches directly. */
    isGame: z.string().nullish(),
    isHot: Flag01,
    nodeId: z.string().nullish(),
    gameId: z.string().nullish(),
    accountTypeName: z.string().nullish(),
    defaultPlayType: z.string().nullish(),
    /**
     * The vendor plays from the main wallet (a seamless vendor wallet: GCS_merchantWallet lists it
     * with `transferable` false); its games launch without a transfer and make up /seamless.
     * Inferred: the spec names the seamless lobby but not how it knows its vendors.
     */
    seamless: z.boolean().nullish(),
  })
  .loose();
export type VendorCard = z.infer<typeof VendorCard>;

export const VendorLane = z
  .object({
    /** Category code: ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP. */
    title: z.string(),
    gameClassify: z.string().nullish(),
    cards: z.array(VendorCard),
  })
  .loose();
export type VendorLane = z.infer<typeof VendorLane>;

export const VendorsValue = z
  .object({ data: z.object({ lanes: z.array(VendorLane) }).loose() })
  .loose();

/** One game of the catalogue (game list, hot, favourite and recent lists). */
export const Game = z
  .object({
    nodeId: z.string(),
    roomId: z.string().nullish(),
    /** Vendor code. */
    vassalage: z.string(),
    gameName: z.string(),
    iconUrl: z.string(),
    defaultIcon: z.string().nullish(),
    /** Category the lobby filters on: RNG, LIVE, FISH, PVP, SPORTS, ELOTT, LOTT. */
    gameType: z.string(),
    /** Display category; ESPORTS for SPORTS games of esports vendors. */
    gameCategory: z.string().nullish(),
    /** Sub-classification: SLOT, TABLE, ARCADE, BACCARAT, ROULETTE, FISH, CARD, LOTTERY... */
    gameClassify: z.string().nullish(),
    /** Vendor display name. */
    displayName: z.string().nullish(),
    gameCode: z.string(),
    gameId: z.string(),
    /** 'VASSALAGE' opens the vendor's own game list; 'GAME' launches. */
    isGame: z.string().nullish(),
    /** LOTT, ELOTT, TCG_SEA or TCG_LOTTO_VN on lottery entries. */
    accountTypeName: z.string().nullish(),
    defaultPlayType: z.string().nullish(),
    minBet: z.number().nullish(),
    lineNum: z.number().int().nullish(),
    isHot: Flag01.nullish(),
    isNew: Flag01.nullish(),
    /** Free play (accountType 0) is offered. */
    freePlay: z.boolean().nullish(),
    maintenance: z.boolean().nullish(),
  })
  .loose();
export type Game = z.infer<typeof Game>;

export const RecentGame = Game.extend({ playedAt: Timestamp });
export type RecentGame = z.infer<typeof RecentGame>;

export const GameListRequest = z.object({
  clientType: z.coerce.number().int().optional(),
  platform: z.string().optional(),
  channel: z.string().optional(),
  merchant: z.string().optional(),
  /** Category; ESPORTS selects the SPORTS games of the esports vendors. */
  gameType: z.string().optional(),
  /** Case-insensitive "contains" search. */
  gameName: z.string().optional(),
  minLineNum: z.coerce.number().int().nonnegative().optional(),
  language: z.string().optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(GAME_LIST_PAGE_SIZE),
  gameClassify: z.string().optional(),
  /** Games whose minimum bet is at most this amount. */
  minBet: z.coerce.number().nonnegative().optional(),
  /** One vendor or a comma list. */
  vassalage: z.string().optional(),
});
export type GameListRequest = z.input<typeof GameListRequest>;

export const GameListValue = z
  .object({
    games: z.array(Game),
    totalPages: z.number().int().nonnegative(),
    totalCount: z.number().int().nonnegative(),
    pageNo: z.number().int().nullish(),
    pageSize: z.number().int().nullish(),
  })
  .loose();
export type GameListValue = z.infer<typeof GameListValue>;

export const VassGameTypeEntry = z
  .object({ gameClassify: z.string(), count: z.number().int().nonnegative() })
  .loose();

/** `content: { RNG: { PG: [...] }, LIVE: { ... } }` */
export const VassGameTypeValue = z
  .object({ content: z.record(z.string(), z.record(z.string(), z.array(VassGameTypeEntry))) })
  .loose();

export const GameListWrap = z.object({ list: z.array(Game) }).loose();

export const RecentListValue = z.object({ list: z.array(RecentGame) }).loose();

export const FavoriteToggleRequest = z.object({
  action: z.enum(['add', 'remove']),
  nodeId: z.string().min(1),
  vendor: z.string().min(1),
  gameType: z.string().min(1),
});

export const FavoriteToggleValue = z.object({ nodeId: z.string(), favorite: z.boolean() }).loose();

export const RankEntry = z
  .object({
    rank: z.number().int().positive(),
    /** Masked player name. */
    userName: z.string(),
    gameName: z.string(),
    nodeId: z.string().nullish(),
    vassalage: z.string(),
    gameType: z.string(),
    iconUrl: z.string().nullish(),
    betAmount: z.number(),
    winAmount: z.number(),
    multiplier: z.number(),
    createdAt: Timestamp,
  })
  .loose();
export type RankEntry = z.infer<typeof RankEntry>;

export const gamesEndpoints = {
  vendors: endpoint({
    method: 'GET',
    path: relay('GCSGAME_newGameVendor'),
    module: 'GAMELO3',
    request: z.object({
      platform: z.string().default('html5-desktop'),
      language: z.string().optional(),
    }),
    response: VendorsValue,
    sample: { platform: 'html5-desktop' },
    spec: ['spec2-2', 'spec2-3', 'spec2-7'],
    inferred: 'card field seamless (the vendor shares the main wallet: the /seamless lobby)',
    summary: 'Game vendors by category (lobby lanes)',
  }),
  gameList: endpoint({
    method: 'GET',
    path: relay('GCSGAME_gameList'),
    module: 'GAMELO3',
    token: true,
    request: GameListRequest,
    response: GameListValue,
    sample: {
      clientType: 3,
      platform: 'flash,html5-desktop',
      gameType: 'RNG',
      vassalage: 'PG',
      pageNo: 1,
      pageSize: 42,
      language: 'EN',
    },
    spec: ['spec2-3', 'spec2-6', 'spec2-7', 'spec2-9'],
    summary: 'Game list, filtered by vendor, category, name; paged (default 42)',
  }),
  vassGameType: endpoint({
    method: 'GET',
    path: relay('GCSGAME_getVassGameType'),
    module: 'GAMELO3',
    request: z.object({ platform: z.string().optional(), language: z.string().optional() }),
    response: VassGameTypeValue,
    sample: {},
    spec: ['spec2-7'],
    inferred: 'entries of the per-vendor arrays (gameClassify, count) not shown',
    summary: 'Game sub-types per category and vendor',
  }),
  hotGames: endpoint({
    method: 'GET',
    path: relay('GCSGAME_hotGamesV2'),
    module: 'GAMELOHOT3',
    request: z.object({
      merchantCode: z.string().optional(),
      isPlatform: z.coerce.number().int().optional(),
      vassalage: z.string().optional(),
      gameType: z.string().optional(),
      platform: z.string().optional(),
      language: z.string().optional(),
    }),
    response: GameListWrap,
    sample: {
      merchantCode: 'DEMO',
      isPlatform: 2,
      platform: 'flash,html5-desktop',
      language: 'EN',
    },
    spec: ['spec2-3', 'spec2-7'],
    summary: 'Hot games (value.list)',
  }),
  favoriteGames: endpoint({
    method: 'GET',
    path: relay('MCSFE_getFavoriteGames'),
    module: 'GAMELO3',
    writes: true,
    token: true,
    request: FavoriteToggleRequest,
    response: FavoriteToggleValue,
    sample: { action: 'add', nodeId: '100001', vendor: 'PG', gameType: 'RNG' },
    spec: ['spec2-3', 'spec2-7'],
    inferred: 'the add/remove switch is sent as `action`; the answer shape is not shown',
    summary: 'Add or remove a favourite game',
  }),
  favoriteGamesList: endpoint({
    method: 'GET',
    path: relay('MCSFE_getFavoriteGamesList'),
    module: 'GAMELO3',
    token: true,
    request: z.object({ gameType: z.string().optional() }),
    response: GameListWrap,
    sample: { gameType: 'RNG' },
    spec: ['spec2-3', 'spec2-7'],
    inferred: 'answer shape (value.list of games) not shown',
    summary: 'Favourite games of the member',
  }),
  recentGames: endpoint({
    method: 'GET',
    path: relay('GCS_recentGame'),
    module: 'GAMELOREC3',
    token: true,
    request: z.object({
      clientType: z.coerce.number().int().optional(),
      gameType: z.string().optional(),
    }),
    response: RecentListValue,
    sample: { clientType: 3 },
    spec: ['spec2-3', 'spec2-7'],
    inferred: 'answer shape (value.list, most recent first) not shown',
    summary: 'Recently played games',
  }),
  rankList: endpoint({
    method: 'GET',
    path: relay('GCSGAME_getRankList'),
    module: 'GAMELO3',
    request: z.object({
      rankType: z.enum(RANK_TYPES).default('WIN'),
      gameType: z.string().optional(),
      size: z.coerce.number().int().min(1).max(100).default(20),
    }),
    response: z.object({ list: z.array(RankEntry) }).loose(),
    sample: { rankType: 'WIN', size: 20 },
    spec: ['spec2-2', 'spec2-7'],
    inferred: 'method, query and entry fields not shown; module assumed GAMELO3',
    summary: 'Winner board / leaderboard',
  }),
} as const;
