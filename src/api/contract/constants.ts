/**
 * The contract's plain values, in one zod-free module: the schemas, the client, app code, the mock
 * backend and the tests all import them from here (app code may import this module's values; the
 * schema modules only as types, which keeps zod out of the app bundle). Nothing here imports zod.
 * The values the first page uses live in start-constants.ts (re-exported here): the first page's
 * modules import them from there, so the rest stays with the lazy features that use it.
 */
export * from './start-constants';

/** Business error codes of the wallet calls. */
export const WalletErrorCodes = {
  insufficientBalance: 'wallet.insufficient',
  unknownWallet: 'wallet.unknown',
  transferNotAllowed: 'wallet.transfer.not.allowed',
  /** The amount is below the channel's or the withdrawal's minimum. */
  belowMinimum: 'wallet.amount.below.min',
  /** The amount is above the channel's or the withdrawal's maximum. */
  aboveMaximum: 'wallet.amount.above.max',
  /** The deposit channel is closed. */
  channelClosed: 'deposit.channel.closed',
  /** Wrong payment (transaction) password (password-checked relay). */
  wrongPassword: 'password.invalid',
  /** No payment password set yet: the member sets one in the security centre first. */
  passwordNotSet: 'password.not.set',
  /** The order is not in a state that allows this (e.g. confirming an unpaid withdrawal). */
  orderState: 'order.invalid.state',
  /** Unknown order number. */
  orderNotFound: 'order.not.found',
} as const;

/** Business error codes of the promotion calls. */
export const PromotionErrorCodes = {
  promotionNotJoined: 'promotion.not.joined',
  promotionClosed: 'promotion.closed',
  /** Joining a promotion the member has joined (or applied to) already (inferred code). */
  alreadyJoined: 'promotion.already.joined',
  /** Joining a promotion before its start (inferred code). */
  notStarted: 'promotion.not.started',
  /** Joining without the application a promotion asks for (inferred code). */
  applicationRequired: 'promotion.application.required',
  /** The reward (red envelope, raffle) was claimed already. */
  alreadyClaimed: 'reward.already.claimed',
  /** The reward is in a state that can not be claimed (applying, coming soon...). */
  notClaimable: 'reward.not.claimable',
  /** A rebate below the minimum claim (or nothing) in the categories asked for. */
  rebateBelowMinimum: 'rebate.below.minimum',
} as const;

/** Activity application limits (spec 2 §5, §9): comment length, images and their size, age. */
export const ACTIVITY_APPLICATION = {
  commentMax: 140,
  imagesMax: 3,
  imageMaxBytes: 5 * 1024 * 1024,
  /** The age to confirm when the promotion names none (spec 2 §5: 18, configurable). */
  defaultMinimumAge: 18,
} as const;

/** Business error codes of the agent calls (contracts). */
export const AgentErrorCodes = {
  contractState: 'contract.invalid.state',
  /** The call is for agents only (inferred). */
  notAgent: 'agent.not.agent',
  /** The account is not in the agent's team (inferred). */
  notInTeam: 'agent.not.in.team',
  /** An offer to a downline above the agent's own rate (spec 2 §4; inferred code). */
  rateAboveOwn: 'contract.rate.above.own',
  /** An offer without an accepted contract of that type from the upline (inferred code). */
  noOwnContract: 'contract.own.missing',
  /** An offer to someone who is not a direct downline (inferred code). */
  notDownline: 'contract.not.downline',
} as const;

/** Business error codes of the point calls. */
export const PointsErrorCodes = {
  insufficientPoints: 'points.insufficient',
  outOfStock: 'points.out.of.stock',
  requirementNotMet: 'points.requirement.not.met',
  wrongPassword: 'password.invalid',
  addressRequired: 'points.address.required',
  belowMinimum: 'points.below.minimum',
} as const;

/** The profile fields named in spec 2 §3, in the order the profile page shows them. */
export const PROFILE_FIELDS = [
  'nickname',
  'payeeName',
  'fullName',
  'birthday',
  'address',
  'permanentAddress',
  'nationality',
  'placeOfBirth',
  'occupation',
  'sourceOfIncome',
  'email',
  'mobile',
  'qq',
  'whatsapp',
  'facebook',
  'telegram',
  'zalo',
  'lineId',
  'wechat',
  'idNumber',
] as const;

/**
 * Business error codes of the profile change (inferred); the failure's value names the field:
 * `{ field: 'payeeName' }`.
 */
export const ProfileErrorCodes = {
  /** The field is locked (set once, by the operator, or changed in the security centre). */
  fieldLocked: 'profile.field.locked',
  /** The value breaks the field's rule (required, length, pattern). */
  fieldInvalid: 'profile.field.invalid',
} as const;

// ---------------------------------------------------------------------------------------------
// Wallet

/** Account type id of the main (cash) wallet; vendor wallets have their own ids. */
export const MAIN_ACCOUNT_TYPE_ID = 1;

// ---------------------------------------------------------------------------------------------
// Notices (announcements)

/** Popup execution: B before login, A after login, F on the first login. */
export const POPUP_EXECUTIONS = ['B', 'A', 'F'] as const;

// ---------------------------------------------------------------------------------------------
// Games and launch

/** The two winner boards of the rank list (spec 2 §2). */
export const RANK_TYPES = ['WIN', 'MULTIPLIER'] as const;
export type RankType = (typeof RANK_TYPES)[number];

// ---------------------------------------------------------------------------------------------
// Sports

/** How many hot matches the sports lobby asks for (not in the spec: chosen). */
export const HOT_MATCH_COUNT = 8;

/** The lobbies with a hot-matches board, and the game type each asks for. */
export const HOT_MATCH_CATEGORIES = ['SPORTS', 'ESPORTS'] as const;
export type HotMatchCategory = (typeof HOT_MATCH_CATEGORIES)[number];

// ---------------------------------------------------------------------------------------------
// Lottery

/** Lottery prize modes (spec 2 §3). */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** Popular lottery and opened-number list sizes (spec 2 §9). */
export const POPULAR_LOTTERY_COUNT = 20;
export const OPENED_NUMBERS_COUNT = 100;

// ---------------------------------------------------------------------------------------------
// Records (spec 2 §2 record pages, §9)

/** Account record transaction types (memberTransactions `transType`). */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'BET',
  'PAYOUT',
  'BONUS',
  'REBATE',
  'SALARY',
  'DIVIDEND',
  'POINT_CONVERT',
] as const;

/** Statuses of an account-record row and of a bonus. */
export const RECORD_STATUSES = ['SUCCESS', 'PENDING', 'FAILED'] as const;

export const BET_STATUSES = ['SETTLED', 'UNSETTLED', 'CANCELLED'] as const;

/** Report periods (spec 2 §9). */
export const PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type Period = (typeof PERIODS)[number];

export const BONUS_TYPES = [
  'PROMOTION',
  'REBATE',
  'MISSION',
  'RED_ENVELOPE',
  'VIP',
  'RAFFLE',
] as const;

/** Feedback content bounds in characters ('content length between {0} and {1} words', spec 2 §9). */
export const FEEDBACK_CONTENT_MIN = 5;
export const FEEDBACK_CONTENT_MAX = 500;
/** Images of one feedback, at most (png or jpg, 5 MB each, spec 2 §5). */
export const FEEDBACK_MAX_IMAGES = 3;
/** Feedback and complaint categories (inferred: the spec names the page only). */
export const FEEDBACK_TYPES = [
  'SUGGESTION',
  'COMPLAINT',
  'DEPOSIT',
  'WITHDRAWAL',
  'GAME',
  'OTHER',
] as const;

// Responsible gaming (issue 30, src/api/contract/member-responsible.ts; inferred)

/** The rolling periods of a limit: 24 hours, 7 days, 30 days. */
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
/** What a limit caps: deposits, net losses (stakes less wins), minutes played a day. */
export const LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'SESSION'] as const;
/** How often the reality check shows (minutes of a session). */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
/** A time-out's lengths, and self-exclusion's. */
export const TIMEOUT_PERIODS = ['24H', '7D', '30D', '6W'] as const;
export const SELF_EXCLUSION_PERIODS = ['6M', '1Y', '5Y'] as const;
export const EXCLUSION_KINDS = ['TIMEOUT', 'SELF_EXCLUSION'] as const;
export const LIMIT_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/** Business error codes of responsible gaming (inferred). */
export const ResponsibleErrorCodes = {
  /** A deposit would pass a deposit limit: `value` names the period, the limit and what is left. */
  depositLimit: 'deposit.limit.exceeded',
  /**
   * Money moved into a game (a vendor wallet, or a real-money launch with nothing left) would pass a
   * loss limit: `value` names the period, the limit and what is left.
   */
  lossLimit: 'loss.limit.exceeded',
  /** Today's play time has reached the daily session time limit: `value.limitMinutes`. */
  playTimeLimit: 'session.limit.reached',
  /** Refused during a time-out or self-exclusion (a promotion application). */
  excludedAction: 'member.excluded',
  /** A login during a time-out or self-exclusion: `value.endsAt`. */
  excluded: 'login.excluded',
  /** The password given to confirm a time-out or self-exclusion is wrong. */
  wrongPassword: 'password.invalid',
} as const;

// ---------------------------------------------------------------------------------------------
// Account security: active sessions and login history (issue 30; inferred, beyond the spec)

/** The module flag of active sessions and login history (inferred; on in the demo). */
export const SESSIONS_FLAG = 'SECSESSION3';
/** How many logins the login history keeps (the newest). */
export const LOGIN_HISTORY_SIZE = 30;
/**
 * A login's outcome: opened a session, a wrong password, stopped at the captcha (asked for or
 * wrong), or refused because the account is in a time-out or self-excluded.
 */
export const LOGIN_OUTCOMES = ['SUCCESS', 'WRONG_PASSWORD', 'CAPTCHA', 'BLOCKED'] as const;
export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number];

/** Refusals of the session calls. */
export const SessionErrorCodes = {
  /** No session of the member with that id (ended already, or another member's). */
  notFound: 'session.not.found',
  /** The session making the call cannot end itself here: that is logging out. */
  current: 'session.current',
} as const;
