/**
 * Winners board constants of the portal's own (spec 2 §2 "winners list and leaderboard", §7 Home
 * row GCSGAME_getRankList). The rank types themselves are the contract's (`RANK_TYPES`).
 */

/** Rows asked for per board. */
export const WINNERS_SIZE = 10;
