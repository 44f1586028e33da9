/** The lottery gateway: menus, popular games, opened numbers (spec 2 §3, §7, §9). */

import { z } from 'zod';
import { endpoint, Flag01, Timestamp } from './define';
import { OPENED_NUMBERS_COUNT, POPULAR_LOTTERY_COUNT, PRIZE_MODES } from './constants';

/** One lottery game of a menu. */
export const LotteryGame = z
  .object({
    gameCode: z.string(),
    gameName: z.string(),
    prizeMode: z.string(),
    gameGroupCode: z.string(),
    iconUrl: z.string().nullish(),
    /** LOTT, ELOTT, TCG_SEA or TCG_LOTTO_VN. */
    accountTypeName: z.string(),
    defaultPlayType: z.string().nullish(),
    /** Seconds between draws (86400 for daily draws). */
    drawInterval: z.number().int().positive().nullish(),
    /** VN: region code (MB north, MT central, MN south, FAST). */
    region: z.string().nullish(),
    /** VN provincial draws: days of the week (0 Sunday) it draws. */
    drawDays: z.array(z.number().int().min(0).max(6)).nullish(),
    isHot: Flag01.nullish(),
    isNew: Flag01.nullish(),
    status: z.enum(['OPEN', 'CLOSED', 'MAINTENANCE']).nullish(),
  })
  .loose();
export type LotteryGame = z.infer<typeof LotteryGame>;

export const LotteryGroup = z
  .object({ gameGroupCode: z.string(), labelName: z.string(), gameMenus: z.array(LotteryGame) })
  .loose();
export type LotteryGroup = z.infer<typeof LotteryGroup>;

export const PopularLottery = LotteryGame.extend({ betCount: z.number().int().nonnegative() });

/** One drawn result. VN draws carry their prize table (special, first ... eighth). */
export const OpenedNumero = z
  .object({
    gameCode: z.string(),
    gameName: z.string(),
    prizeMode: z.string().nullish(),
    /** Draw (issue) number. */
    numero: z.string(),
    openTime: Timestamp,
    /** Winning number, digits separated by commas (VN: the special prize). */
    winningNumber: z.string(),
    prizes: z.record(z.string(), z.array(z.string())).nullish(),
  })
  .loose();
export type OpenedNumero = z.infer<typeof OpenedNumero>;

const prizeMode = z.enum(PRIZE_MODES);

export const lotteryEndpoints = {
  gameMenus: endpoint({
    method: 'GET',
    path: '/lgw/games/game_menus',
    module: 'LGW',
    wrapped: false,
    request: z.object({
      prizeMode: prizeMode.default('Lott'),
      device: z.string().optional(),
      language: z.string().optional(),
    }),
    response: z.array(LotteryGroup),
    sample: { prizeMode: 'Lott' },
    spec: ['spec1-7', 'spec2-3', 'spec2-7'],
    inferred: 'lottery gateway answers are not wrapped; groups returned as an array',
    summary: 'Lottery menu groups of a prize mode',
  }),
  vnGameMenu: endpoint({
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    module: 'LGW',
    wrapped: false,
    request: z.object({
      prizeMode: z.string().optional(),
      device: z.string().default('WEB'),
      language: z.string().optional(),
    }),
    response: z.array(LotteryGroup),
    sample: { prizeMode: 'Lott', device: 'WEB' },
    spec: ['spec2-3', 'spec2-7'],
    inferred: 'groups returned as an array; game fields not shown',
    summary: 'Vietnamese lottery menu groups (regions)',
  }),
  vnGameMenuRecent: endpoint({
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    module: 'LGW',
    wrapped: false,
    token: true,
    request: z.object({
      device: z.string().optional(),
      count: z.coerce.number().int().min(1).max(50).default(10),
    }),
    response: z.array(LotteryGame),
    sample: { device: 'WEB' },
    spec: ['spec2-7'],
    inferred: 'query and answer not shown: recently launched VN games, most recent first',
    summary: 'Recently played Vietnamese lottery games',
  }),
  popularLottery: endpoint({
    method: 'GET',
    path: '/lgw/games/popular',
    module: 'LGW',
    wrapped: false,
    request: z.object({
      count: z.coerce.number().int().min(1).max(100).default(POPULAR_LOTTERY_COUNT),
      prizeMode: prizeMode.optional(),
      device: z.string().optional(),
      language: z.string().optional(),
    }),
    response: z.array(PopularLottery),
    sample: { count: 20, prizeMode: 'Lott', device: 'WEB', language: 'EN' },
    spec: ['spec2-7', 'spec2-9'],
    inferred: 'answer shape not shown',
    summary: 'Popular lottery games',
  }),
  vnOpenedNumbers: endpoint({
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    module: 'LGW',
    wrapped: false,
    request: z.object({
      count: z.coerce.number().int().min(1).max(500).default(OPENED_NUMBERS_COUNT),
      gameCode: z.string().optional(),
    }),
    response: z.array(OpenedNumero),
    sample: { count: 100 },
    spec: ['spec2-7', 'spec2-9'],
    inferred: 'answer shape not shown: latest draws first, with the VN prize table',
    summary: 'Latest Vietnamese lottery results',
  }),
  openedNumero: endpoint({
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    module: 'LGW',
    wrapped: false,
    request: z.object({
      count: z.coerce.number().int().min(1).max(500).default(OPENED_NUMBERS_COUNT),
      prizeMode: prizeMode.optional(),
      gameCode: z.string().optional(),
    }),
    response: z.array(OpenedNumero),
    sample: { count: 100 },
    spec: ['spec2-7', 'spec2-9'],
    inferred: 'answer shape not shown: latest draws first',
    summary: 'Latest lottery results (numerology)',
  }),
} as const;
