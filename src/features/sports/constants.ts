/**
 * Sports constants. The contract's values (hot matches asked for per board, the lobbies with a
 * hot-matches board and the game type each asks for) come from its zod-free constants module.
 */
import { ErrorCodes } from '@/api/contract/constants';

export {
  HOT_MATCH_CATEGORIES,
  HOT_MATCH_COUNT,
  type HotMatchCategory,
} from '@/api/contract/constants';

/** The server does not offer the module (`#543`). */
export const FUNCTION_NOT_AVAILABLE = ErrorCodes.functionNotAvailable;

/** The hot matches are asked for again this often while shown and the tab visible (chosen). */
export const HOT_MATCHES_REFRESH_MS = 60_000;
