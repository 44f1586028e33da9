/**
 * Promotions: sign-up promotions and raffles (spec 2 §4, §7), the member centre's reward centre
 * (rewardCenter: rewards to claim, red envelopes, raffles) and manual rebate (manualRebate: the
 * rebate of the valid bets per game category, claimed by the member). The spec names the pages and
 * the states only: every call of the two pages is inferred.
 */

import { z } from 'zod';
import { ACTIVITY_APPLICATION, GAME_CATEGORIES } from './constants';
import { endpoint, NoParams, paged, REAL_ACCOUNT_ONLY, relay, Timestamp } from './define';
import { Money, ProofImage } from './wallet';

/** Activity / promotion states (spec 2 §4). */
export const PROMOTION_STATES = [
  'join',
  'joined',
  'claim',
  'applying',
  'in_process',
  'issued',
  'claimed',
  'rejected',
  'closed',
  'coming_soon',
] as const;

export type PromotionState = (typeof PROMOTION_STATES)[number];

const Id = z.union([z.string().min(1), z.number().int()]);

export const PromotionRequest = z.object({ promotionId: Id });

export const PromotionStateValue = z
  .object({
    promotionId: z.string(),
    status: z.enum(PROMOTION_STATES),
    amount: z.number().nullish(),
  })
  .loose();

// ---------------------------------------------------------------------------------------------
// Sign-up promotions (/promotions, /promoDetail: spec 2 §2, §4, §5)

/** The member's state in every promotion of the list (inferred call). */
export const PromotionStatesValue = z.object({ list: z.array(PromotionStateValue) }).loose();

/** The longest data URL of an image of at most 5 MB (base64 plus its prefix). */
const MAX_IMAGE_DATA_URL = Math.ceil(ACTIVITY_APPLICATION.imageMaxBytes / 3) * 4 + 32;

/** An activity application (inferred): the comment, up to 3 png/jpg images, the age confirmed. */
export const PromotionApplyRequest = z.object({
  promotionId: Id,
  comment: z.string().trim().min(1).max(ACTIVITY_APPLICATION.commentMax),
  images: z
    .array(
      ProofImage.refine((s) => s.length <= MAX_IMAGE_DATA_URL, {
        message: `an image of at most ${ACTIVITY_APPLICATION.imageMaxBytes} bytes`,
      }),
    )
    .max(ACTIVITY_APPLICATION.imagesMax)
    .default([]),
  ageConfirmed: z.literal(true),
});

export const RaffleClaimValue = z
  .object({
    raffleId: z.string(),
    status: z.literal('claimed'),
    prizeName: z.string(),
    amount: z.number().nonnegative(),
  })
  .loose();

// ---------------------------------------------------------------------------------------------
// Reward centre (spec 2 §2 rewardCenter, "reward centre, red envelope" named in text; §4 states)

/** What a reward-centre item is: a reward to claim, a red envelope to open, a raffle to draw. */
export const REWARD_KINDS = ['REWARD', 'RED_ENVELOPE', 'RAFFLE'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

export const RewardItem = z
  .object({
    rewardId: z.string().min(1),
    kind: z.enum(REWARD_KINDS),
    title: z.string(),
    description: z.string().nullish(),
    status: z.enum(PROMOTION_STATES),
    /** The amount; null while unknown (an unopened red envelope, an undrawn raffle). */
    amount: Money.nullish(),
    /** A drawn raffle's prize. */
    prizeName: z.string().nullish(),
    /** RAFFLE: the id claimRaffle takes. */
    raffleId: z.string().nullish(),
    /** Items of a sign-up promotion: the id signUpPromotionJoin takes (state join). */
    promotionId: z.string().nullish(),
    /** Validity (ms since the epoch). */
    startTime: Timestamp.nullish(),
    endTime: Timestamp.nullish(),
  })
  .loose();
export type RewardItem = z.infer<typeof RewardItem>;

export const RewardCenterValue = z.object({ list: z.array(RewardItem) }).loose();

export const RewardClaimRequest = z.object({ rewardId: z.string().min(1) });

// ---------------------------------------------------------------------------------------------
// Manual rebate (spec 2 §2 manualRebate; §3 categories; §9 date presets)

/** The categories a rebate is paid for (spec 2 §3: ELOTT, LIVE, SPORTS, FISH, RNG, PVP, ESPORTS). */
export const REBATE_CATEGORIES = GAME_CATEGORIES.filter(
  (c): c is Exclude<(typeof GAME_CATEGORIES)[number], 'LOTT'> => c !== 'LOTT',
);
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];
const RebateCategoryCode = z.enum(REBATE_CATEGORIES as [RebateCategory, ...RebateCategory[]]);

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A period of bets, inclusive days (yyyy-MM-dd). */
export const RebatePeriod = z
  .object({ startDate: Day, endDate: Day })
  .refine((p) => p.startDate <= p.endDate, {
    message: 'startDate after endDate',
    path: ['endDate'],
  });

export const RebateCategoryRow = z
  .object({
    gameType: RebateCategoryCode,
    /** Valid bet of the period's settled bets not yet rebated. */
    validBet: Money,
    /** Rebate rate in percent of the valid bet. */
    rate: z.number().nonnegative(),
    /** validBet × rate, rounded down to the cent. */
    amount: Money,
  })
  .loose();
export type RebateCategoryRow = z.infer<typeof RebateCategoryRow>;

export const RebateSummaryValue = z
  .object({
    startDate: Day,
    endDate: Day,
    /** A category's amount below this can not be claimed. */
    minClaim: Money,
    categories: z.array(RebateCategoryRow),
    /** The exact sum of the categories' amounts. */
    total: Money,
  })
  .loose();
export type RebateSummaryValue = z.infer<typeof RebateSummaryValue>;

export const RebateClaimRequest = z
  .object({
    startDate: Day,
    endDate: Day,
    /** One category; absent: every category at or above the minimum. */
    gameType: RebateCategoryCode.optional(),
  })
  .refine((p) => p.startDate <= p.endDate, {
    message: 'startDate after endDate',
    path: ['endDate'],
  });

export const RebateClaimRow = z
  .object({
    orderNo: z.string(),
    gameType: RebateCategoryCode,
    validBet: Money,
    rate: z.number().nonnegative(),
    amount: Money,
    startDate: Day,
    endDate: Day,
    claimedAt: Timestamp,
  })
  .loose();
export type RebateClaimRow = z.infer<typeof RebateClaimRow>;

export const RebateClaimValue = z
  .object({ claimed: z.array(RebateClaimRow), total: Money })
  .loose();

export const RebateHistoryRequest = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const promotionsEndpoints = {
  signUpPromotionJoin: endpoint({
    method: 'POST',
    path: relay('MCSFE_signUpPromotionJoin'),
    module: 'COMM3',
    writes: true,
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: PromotionRequest,
    response: PromotionStateValue,
    sample: { promotionId: 'PRM-103' },
    spec: ['spec2-4', 'spec2-7'],
    inferred: 'payload, answer and module not shown',
    summary: 'Join a sign-up promotion',
  }),
  signUpRequestReward: endpoint({
    method: 'POST',
    path: relay('MCSFE_signUpRequestReward'),
    module: 'COMM3',
    writes: true,
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: PromotionRequest,
    response: PromotionStateValue,
    sample: { promotionId: 'PRM-102' },
    spec: ['spec2-4', 'spec2-7'],
    inferred: 'payload, answer and module not shown',
    summary: 'Request the reward of a sign-up promotion',
  }),
  promotionStates: endpoint({
    method: 'GET',
    path: relay('MCSFE_getPromotionStates'),
    module: 'COMM3',
    token: true,
    request: NoParams,
    response: PromotionStatesValue,
    sample: {},
    spec: ['spec2-4'],
    inferred:
      "call not shown: the member's state in each promotion of the announcements' list (join, joined, claim, applying, in process, issued, claimed, rejected, closed, coming soon) and its amount",
    summary: "The member's state in each promotion",
  }),
  signUpPromotionApply: endpoint({
    method: 'POST',
    path: relay('MCSFE_signUpPromotionApply'),
    module: 'COMM3',
    writes: true,
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: PromotionApplyRequest,
    response: PromotionStateValue,
    sample: {
      promotionId: 'PRM-111',
      comment: 'My big win on Lucky Slots',
      images: ['data:image/png;base64,iVBORw0KGgo='],
      ageConfirmed: true,
    },
    spec: ['spec2-4', 'spec2-5'],
    inferred:
      'call not shown: the activity application of a promotion that asks for one (comment at most 140 characters, up to 3 png/jpg images as data URLs, age confirmed); answers the state applying',
    summary: 'Apply to a promotion that asks for an application',
  }),
  claimRaffle: endpoint({
    method: 'POST',
    path: relay('MCS2_claimRafflePromotion'),
    module: 'REWCEN3',
    writes: true,
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: z.object({ raffleId: z.string().min(1) }),
    response: RaffleClaimValue,
    sample: { raffleId: 'RAF-1' },
    spec: ['spec2-4', 'spec2-7'],
    inferred: 'payload and answer not shown',
    summary: 'Claim a raffle promotion prize',
  }),
  rewardCenter: endpoint({
    method: 'GET',
    path: relay('MCS2_getRewardCenter'),
    module: 'REWCEN3',
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: NoParams,
    response: RewardCenterValue,
    sample: {},
    spec: ['spec2-2', 'spec2-4'],
    inferred: 'reward centre list not shown: rewards, red envelopes and raffles with their state',
    summary: "The member's reward centre: rewards, red envelopes and raffles",
  }),
  claimReward: endpoint({
    method: 'POST',
    path: relay('MCS2_claimReward'),
    module: 'REWCEN3',
    writes: true,
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: RewardClaimRequest,
    response: RewardItem,
    sample: { rewardId: 'RW-DAILY' },
    spec: ['spec2-2', 'spec2-4'],
    inferred: 'claim call not shown: the item after the claim (credited to the main wallet)',
    summary: 'Claim a reward of the reward centre',
  }),
  openRedEnvelope: endpoint({
    method: 'POST',
    path: relay('MCS2_openRedEnvelope'),
    module: 'REWCEN3',
    writes: true,
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: RewardClaimRequest,
    response: RewardItem,
    sample: { rewardId: 'RE-LUCKY' },
    spec: ['spec2-2', 'spec2-4'],
    inferred: 'red envelope call not shown: the item with the amount it held (credited)',
    summary: 'Open a red envelope (reveals and credits its amount)',
  }),
  rebateSummary: endpoint({
    method: 'GET',
    path: relay('MCS2_getManualRebate'),
    module: 'MANREBATE3',
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: RebatePeriod,
    response: RebateSummaryValue,
    sample: { startDate: '2000-01-01', endDate: '2099-12-31' },
    spec: ['spec2-2', 'spec2-3', 'spec2-9'],
    inferred: 'manual rebate call and module not shown: per category valid bet, rate and amount',
    summary: 'Rebate available per game category for a period',
  }),
  claimRebate: endpoint({
    method: 'POST',
    path: relay('MCS2_claimManualRebate'),
    module: 'MANREBATE3',
    writes: true,
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: RebateClaimRequest,
    response: RebateClaimValue,
    sample: { startDate: '2000-01-01', endDate: '2099-12-31', gameType: 'RNG' },
    spec: ['spec2-2', 'spec2-9'],
    inferred: 'rebate claim call not shown: one category or all at or above the minimum',
    summary: 'Claim the rebate of a period (one category or all), credited to the main wallet',
  }),
  rebateHistory: endpoint({
    method: 'GET',
    path: relay('MCS2_getManualRebateHistory'),
    module: 'MANREBATE3',
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: RebateHistoryRequest,
    response: paged(RebateClaimRow),
    sample: { pageNo: 1, pageSize: 10 },
    spec: ['spec2-2', 'spec2-9'],
    inferred: 'rebate history call not shown: the claims, newest first, paged',
    summary: 'History of manual rebate claims, paged',
  }),
} as const;
