/**
 * Sports constants of the portal's own. The contract's (hot matches asked for per board, the lobbies
 * with a hot-matches board) are imported from `@/api/contract/constants`.
 */
/** The hot matches are asked for again this often while shown and the tab visible (chosen). */
export const HOT_MATCHES_REFRESH_MS = 60_000;
