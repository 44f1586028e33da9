/**
 * Launch constants. App code may not import the contract's values, so the ones this feature needs
 * are copied here; `constants.test.ts` keeps them equal to the contract's.
 */

/** `isGame` of an entry that opens its vendor's own game list (contract IS_GAME_VASSALAGE). */
export const IS_GAME_VASSALAGE = 'VASSALAGE';

/** Page size of the vendor's game list (contract GAME_LIST_PAGE_SIZE, spec 2 §9). */
export const GAME_LIST_PAGE_SIZE = 42;

/** Lottery account type names of the launch object (contract LOTTERY_ACCOUNT_TYPES, spec 2 §3). */
export const LOTTERY_ACCOUNT_TYPES = ['LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN'] as const;

/** Error codes a launch can answer (contract ErrorCodes / WalletErrorCodes, spec 2 §8). */
export const LAUNCH_ERROR_CODES = {
  previousGameNotFinished: '#734',
  systemBusy: '#727',
  functionNotAvailable: '#543',
  gameMaintenance: 'game.maintenance',
  trialAccount: 'trial.account',
  insufficientBalance: 'wallet.insufficient',
  notFound: 'not.found',
} as const;

/** Launch request V2 fixed values (spec 2 §3). */
export const LAUNCH_PLATFORM = 'html5-desktop';
export const LAUNCH_CLIENT_TYPE = 3;
export const LAUNCH_MODE_GAME = 'GLS';
export const LAUNCH_MODE_LOTTERY = 'LOTT';
/** Game list query platform (spec 2 §3 game list query). */
export const GAME_LIST_PLATFORM = 'flash,html5-desktop';

/** Session key of the address the /game frame shows (spec 2 §3 session keys). */
export const FRAME_URL_KEY = 'iframeUrl';

/** Popup window of games that open outside the frame (sportsbooks): reserved on the click, see core/game-window. */
export { GAME_WINDOW_FEATURES, GAME_WINDOW_NAME } from '@/core/game-window';
