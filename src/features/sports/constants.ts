/**
 * Sports constants. App code may not import values from the contract, so the contract's are
 * copied here; constants.test.ts asserts they stay equal.
 */

/** Copy of contract games.ts HOT_MATCH_COUNT: hot matches asked for per board. */
export const HOT_MATCH_COUNT = 8;
/** Copy of contract define.ts ErrorCodes.functionNotAvailable: the server does not offer the module. */
export const FUNCTION_NOT_AVAILABLE = '#543';

/** The hot matches are asked for again this often while shown and the tab visible (chosen). */
export const HOT_MATCHES_REFRESH_MS = 60_000;

/** The lobbies with a hot-matches board, and the game type each asks for. */
export const HOT_MATCH_CATEGORIES = ['SPORTS', 'ESPORTS'] as const;
export type HotMatchCategory = (typeof HOT_MATCH_CATEGORIES)[number];
