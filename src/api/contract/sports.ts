/** Sports hot matches of the sports and esports lobbies (spec 2 §2). */

import { z } from 'zod';
import { endpoint, relay, Timestamp } from './define';
import { HOT_MATCH_CATEGORIES, HOT_MATCH_COUNT } from './constants';
import { Game } from './games';

/**
 * One of the sports hot matches (spec 2 §2 names the screen only; the fields are inferred from
 * what sportsbook widgets of such portals show): the fixture, its state and the main market's
 * decimal odds, and the sportsbook game that takes the bet.
 */
export const HotMatch = z
  .object({
    matchId: z.string(),
    /** SOCCER, BASKETBALL, TENNIS, ESPORTS... (shown as sent when the client has no name for it). */
    sport: z.string(),
    league: z.string(),
    homeTeam: z.string(),
    awayTeam: z.string(),
    /** Kick-off, epoch ms. */
    startTime: Timestamp,
    /** In play now: the score is the current one. */
    live: z.boolean(),
    homeScore: z.number().int().nonnegative().nullish(),
    awayScore: z.number().int().nonnegative().nullish(),
    /** Decimal odds of the match result; no draw where the sport has none. */
    odds: z
      .object({
        home: z.number().positive(),
        draw: z.number().positive().nullish(),
        away: z.number().positive(),
      })
      .loose(),
    /** The sportsbook that offers the match: betting on it launches this game. */
    game: Game,
  })
  .loose();
export type HotMatch = z.infer<typeof HotMatch>;

export const sportsEndpoints = {
  hotMatches: endpoint({
    method: 'GET',
    path: relay('GCSGAME_hotMatches'),
    module: 'GAMELOHOT3',
    request: z.object({
      gameType: z.enum(HOT_MATCH_CATEGORIES).default('SPORTS'),
      size: z.coerce.number().int().min(1).max(50).default(HOT_MATCH_COUNT),
      language: z.string().optional(),
    }),
    response: z.object({ list: z.array(HotMatch) }).loose(),
    sample: { gameType: 'SPORTS', size: HOT_MATCH_COUNT, language: 'EN' },
    spec: ['spec2-2', 'spec2-7'],
    inferred:
      'the spec names the sports hot matches screen only: relay name, query and match fields inferred; no token (visitors see them, like hot games), hot module GAMELOHOT3',
    summary: 'Sports hot matches (sports and esports lobbies)',
  }),
} as const;
