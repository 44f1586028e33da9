import { z } from 'zod';
import { endpoint, relay } from './define';
import { CONTRACT_STATUSES, CONTRACT_TYPES } from './wallet';

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

/** Feedback content bounds ('content length between {0} and {1} words'). */
export const FEEDBACK_CONTENT_MIN = 5;
export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_TYPES = [
  'SUGGESTION',
  'COMPLAINT',
  'DEPOSIT',
  'WITHDRAWAL',
  'GAME',
  'OTHER',
] as const;

/** Business error codes of the home calls. */
export const HomeErrorCodes = {
  promotionNotJoined: 'promotion.not.joined',
  promotionClosed: 'promotion.closed',
  contractState: 'contract.invalid.state',
} as const;

const Id = z.union([z.string().min(1), z.number().int()]);

export const PromotionRequest = z.object({ promotionId: Id });
export const PromotionStateValue = z
  .object({
    promotionId: z.string(),
    status: z.enum(PROMOTION_STATES),
    amount: z.number().nullish(),
  })
  .loose();

export const ContractAction = z.enum(['accept', 'reject', 'terminate']);
export const ContractActionRequest = z.object({
  contractId: z.string().min(1),
  action: ContractAction,
});
export const ContractActionValue = z
  .object({
    contractId: z.string(),
    contractType: z.enum(CONTRACT_TYPES),
    status: z.enum(CONTRACT_STATUSES),
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

export const FeedbackRequest = z.object({
  type: z.enum(FEEDBACK_TYPES),
  content: z.string().trim().min(FEEDBACK_CONTENT_MIN).max(FEEDBACK_CONTENT_MAX),
  /** Image URLs or data URLs (png or jpg). */
  images: z.array(z.string()).max(FEEDBACK_MAX_IMAGES).optional(),
  contact: z.string().max(100).optional(),
});

const contractEndpoint = (
  name: string,
  module: string,
  sampleContractId: string,
  summary: string,
) =>
  endpoint({
    method: 'POST',
    path: relay(name),
    module,
    token: true,
    request: ContractActionRequest,
    response: ContractActionValue,
    sample: { contractId: sampleContractId, action: 'accept' },
    spec: ['spec2-3', 'spec2-4', 'spec2-7'],
    inferred:
      'payload and answer not shown (and the method, for dividend and daily salary): contract id and accept / reject / terminate',
    summary,
  });

export const homeEndpoints = {
  signUpPromotionJoin: endpoint({
    method: 'POST',
    path: relay('MCSFE_signUpPromotionJoin'),
    module: 'COMM3',
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
    token: true,
    request: PromotionRequest,
    response: PromotionStateValue,
    sample: { promotionId: 'PRM-102' },
    spec: ['spec2-4', 'spec2-7'],
    inferred: 'payload, answer and module not shown',
    summary: 'Request the reward of a sign-up promotion',
  }),
  processDividend: contractEndpoint(
    'MCS2_processDividendReq',
    'SIGNCONDIV3',
    'CT-1001-dividend',
    'Answer a dividend contract',
  ),
  processDailySalary: contractEndpoint(
    'MCS2_processDailySalContract',
    'DAILYSALCONT3',
    'CT-1001-dailySalary',
    'Answer a daily salary contract',
  ),
  processHourSalary: contractEndpoint(
    'MCS2_processContractHourSalary',
    'HOURSAL3',
    'CT-1001-hourlySalary',
    'Answer an hourly salary contract',
  ),
  processRealTimeSalary: contractEndpoint(
    'MCSFE_processRealTimeSalaryContract',
    'RTSALARY3',
    'CT-1001-realTimeSalary',
    'Answer a real-time salary contract',
  ),
  claimRaffle: endpoint({
    method: 'POST',
    path: relay('MCS2_claimRafflePromotion'),
    module: 'REWCEN3',
    token: true,
    request: z.object({ raffleId: z.string().min(1) }),
    response: RaffleClaimValue,
    sample: { raffleId: 'RAF-1' },
    spec: ['spec2-4', 'spec2-7'],
    inferred: 'payload and answer not shown',
    summary: 'Claim a raffle promotion prize',
  }),
  feedback: endpoint({
    method: 'PUT',
    path: '/wps/feedback',
    module: 'FEEDBACK3',
    token: true,
    request: FeedbackRequest,
    response: z.object({ feedbackId: z.string() }).loose(),
    sample: { type: 'SUGGESTION', content: 'Please add more fishing games to the lobby.' },
    spec: ['spec2-2', 'spec2-7'],
    inferred: 'payload fields and bounds not shown',
    summary: 'Feedback and complaints',
  }),
} as const;
