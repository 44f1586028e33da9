/**
 * Launch constants. The contract's values (the `isGame` of an entry that opens its vendor's own
 * game list, the vendor game list's page size and platform, the lottery account type names of the
 * launch object, spec 2 §3, §9) come from its zod-free constants module.
 */
import { ErrorCodes, WalletErrorCodes } from '@/api/contract/constants';

/** Error codes a launch can answer (spec 2 §8). */
export const LAUNCH_ERROR_CODES = {
  previousGameNotFinished: ErrorCodes.previousGameNotFinished,
  systemBusy: ErrorCodes.systemBusy,
  functionNotAvailable: ErrorCodes.functionNotAvailable,
  gameMaintenance: ErrorCodes.gameMaintenance,
  trialAccount: ErrorCodes.trialAccount,
  insufficientBalance: WalletErrorCodes.insufficientBalance,
  notFound: ErrorCodes.notFound,
} as const;

/** Launch request V2 fixed values (spec 2 §3). */
export const LAUNCH_PLATFORM = 'html5-desktop';
export const LAUNCH_CLIENT_TYPE = 3;
export const LAUNCH_MODE_GAME = 'GLS';
export const LAUNCH_MODE_LOTTERY = 'LOTT';

/** Session key of the address the /game frame shows (spec 2 §3 session keys). */
export const FRAME_URL_KEY = 'iframeUrl';

/** Popup window of games that open outside the frame (sportsbooks): reserved on the click, see core/game-window. */
export { GAME_WINDOW_FEATURES, GAME_WINDOW_NAME } from '@/core/game-window';
