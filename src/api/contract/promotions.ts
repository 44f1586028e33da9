/** Promotions: sign-up promotions and raffles (spec 2 §4, §7). */

import { z } from 'zod';
import { endpoint, relay } from './define';

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

export const RaffleClaimValue = z
  .object({
    raffleId: z.string(),
    status: z.literal('claimed'),
    prizeName: z.string(),
    amount: z.number().nonnegative(),
  })
  .loose();

export const promotionsEndpoints = {
  signUpPromotionJoin: endpoint({
    method: 'POST',
    path: relay('MCSFE_signUpPromotionJoin'),
    module: 'COMM3',
    writes: true,
    token: true,
    request: PromotionRequest,
    response: PromotionStateValue,
    sample: { promotionId: 'PRM-101' },
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
    request: PromotionRequest,
    response: PromotionStateValue,
    sample: { promotionId: 'PRM-102' },
    spec: ['spec2-4', 'spec2-7'],
    inferred: 'payload, answer and module not shown',
    summary: 'Request the reward of a sign-up promotion',
  }),
  claimRaffle: endpoint({
    method: 'POST',
    path: relay('MCS2_claimRafflePromotion'),
    module: 'REWCEN3',
    writes: true,
    token: true,
    request: z.object({ raffleId: z.string().min(1) }),
    response: RaffleClaimValue,
    sample: { raffleId: 'RAF-1' },
    spec: ['spec2-4', 'spec2-7'],
    inferred: 'payload and answer not shown',
    summary: 'Claim a raffle promotion prize',
  }),
} as const;
