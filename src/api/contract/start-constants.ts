/**
 * The contract's plain values the first page uses (start-up, shell, home): the first page's modules
 * import them from here, everything else from constants.ts (which re-exports them). Zod-free.
 */
import type { BrandConfig } from './system';

// ---------------------------------------------------------------------------------------------
// Error codes

/** Documented error codes the mock and the client agree on. */
export const ErrorCodes = {
  notLoggedIn: 'login.not.session',
  /** The module is switched off (white-label flag): `#543` 'function.not.available'. */
  functionNotAvailable: '#543',
  badRequest: 'request_param_err',
  previousGameNotFinished: '#734',
  systemBusy: '#727',
  loginFailed: 'login.fail',
  captchaRequired: 'captcha.required',
  captchaWrong: 'captcha.wrong',
  /** A login from an unregistered IP: verify before the session opens (value.verification). */
  loginVerificationRequired: 'login.verification.required',
  /** The login's verification ticket expired or was used up: log in again. */
  loginVerificationExpired: 'login.verification.expired',
  tooManyRequests: 'too.many.requests',
  notFound: 'not.found',
  gameMaintenance: 'game.maintenance',
  usernameTaken: 'username.exists',
  invalidAffiliate: 'affiliate.invalid',
  invalidVerificationCode: 'verification.invalid',
  trialAccount: 'trial.account',
  internal: 'system.error',
} as const;

// ---------------------------------------------------------------------------------------------
// System

/** Brand options used when the deployment ships no brand file (spec 1 §1). */
export const DEFAULT_BRAND: BrandConfig = {
  platform: 'web',
  merchant: 'DEMO',
  lotteryType: 'Lott',
  loginedToHomePage: false,
  defaultLanguage: 'TY',
  currencySymbol: '$',
};

// ---------------------------------------------------------------------------------------------
// Account types (member info `type`, session storage `isAgent`)

/** The trial (free-play) account type: gated actions and the chat room are refused (spec 1 §6). */
export const TRIAL_ACCOUNT_TYPE = 4;

/**
 * Real agent accounts (api-facts "agent types 1, 2, 41, 42"; spec 1 §6 "account-centre access is
 * allowed for values 1, 2, 41, 42"): they use the account centre and invite members.
 */
export const AGENT_ACCOUNT_TYPES = [1, 2, 41, 42] as const;

// ---------------------------------------------------------------------------------------------
// Notices (announcements)

/** Announcement types: banners, player (marquee), popup, promotion, notices (spec 2 §3). */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const DEFAULT_ANNOUNCEMENT_TYPES = ANNOUNCEMENT_TYPES.join(',');

/** Banner groups (spec 2 §2 'Banners by path group'; the register group is 'w_reg'). */
export const BANNER_GROUPS = [
  '/',
  '/rng',
  '/live',
  '/fish',
  '/pvp',
  '/sports',
  '/esports',
  '/elott',
  '/down',
  '/promotions',
  '/pointMall',
  '/help',
  'w_reg',
  '/inhouse',
] as const;

/** Notice modal page size (spec 2 §9). */
export const NOTICE_PAGE_SIZE = 9;

// ---------------------------------------------------------------------------------------------
// Games and launch

/** Game categories in the server's order (spec 2 §2 left side bar). */
export const GAME_CATEGORIES = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** SPORTS vendors whose vassalage is listed here are shown as a separate ESPORTS category. */
export const ESPORTS_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;

/** Account type names of lottery entries (spec 2 §3 game launch object). */
export const LOTTERY_ACCOUNT_TYPES = ['LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN'] as const;

/** `isGame` value of a card or game whose launch opens the vendor's own game list. */
export const IS_GAME_VASSALAGE = 'VASSALAGE';

/** Game list defaults (spec 2 §9): games per page of the game list. */
export const GAME_LIST_PAGE_SIZE = 42;

/** The game list and hot games query platform (spec 2 §3 game list query). */
export const GAME_LIST_PLATFORM = 'flash,html5-desktop';
