/** Points mall: balance, goods, redeem history, rules, redeem and convert (spec 2 §3, §4, §7). */

import { z } from 'zod';
import { endpoint, NoParams, paged, REAL_ACCOUNT_ONLY, relay, Timestamp } from './define';

/** Redeem states (spec 2 §4: in process, approved, rejected). */
export const REDEEM_STATUSES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;

export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

export const REWARD_CATEGORIES = ['PHYSICAL', 'VIRTUAL', 'BONUS'] as const;

export const PointBalanceValue = z
  .object({
    pointBalance: z.number().int().nonnegative(),
    totalEarned: z.number().int().nonnegative(),
    totalUsed: z.number().int().nonnegative(),
  })
  .loose();

/** A good of the point mall. */
export const PointReward = z
  .object({
    rewardId: z.string(),
    name: z.string(),
    description: z.string().nullish(),
    imageUrl: z.string().nullish(),
    category: z.enum(REWARD_CATEGORIES),
    /** Points needed per unit. */
    pointsRequired: z.number().int().positive(),
    /** Minimum accumulated deposit needed to redeem (0: none). */
    amountRequired: z.number().nonnegative(),
    /** Total stock. */
    quantity: z.number().int().nonnegative(),
    availableQuantity: z.number().int().nonnegative(),
    /** Bonus credited to the wallet for BONUS rewards. */
    bonusAmount: z.number().nullish(),
    /** A receiving address and phone are required (physical goods). */
    needAddress: z.boolean(),
  })
  .loose();
export type PointReward = z.infer<typeof PointReward>;

const PagedQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(12),
});

export const RedeemRecord = z
  .object({
    redeemId: z.string(),
    rewardId: z.string(),
    rewardName: z.string(),
    imageUrl: z.string().nullish(),
    points: z.number().int().nonnegative(),
    quantity: z.number().int().positive(),
    address: z.string().nullish(),
    phone: z.string().nullish(),
    remarks: z.string().nullish(),
    status: z.enum(REDEEM_STATUSES),
    createdAt: Timestamp,
    /** Reason given when rejected. */
    auditRemark: z.string().nullish(),
  })
  .loose();
export type RedeemRecord = z.infer<typeof RedeemRecord>;

export const PointConfigValue = z
  .object({
    enabled: z.boolean(),
    /** Points for one unit of currency when converting points to cash. */
    exchangeRate: z.number().positive(),
    minConvertPoints: z.number().int().positive(),
    maxConvertPoints: z.number().int().positive(),
    pointsExpire: z.boolean(),
    /** Points earned per valid bet, by category (the exchange-rate table). */
    earnRates: z.array(
      z
        .object({
          gameType: z.string(),
          betAmount: z.number().positive(),
          points: z.number().int().positive(),
        })
        .loose(),
    ),
    /** Points rules (HTML). */
    rules: z.string(),
  })
  .loose();
export type PointConfigValue = z.infer<typeof PointConfigValue>;

/** A points movement: earned (bets, a refused redemption given back) or spent (redeem, convert). */
export const POINT_DETAIL_TYPES = ['EARN', 'SPEND'] as const;
export type PointDetailType = (typeof POINT_DETAIL_TYPES)[number];

export const PointDetail = z
  .object({
    id: z.string(),
    type: z.enum(POINT_DETAIL_TYPES),
    /** Points moved (always positive; `type` says which way). */
    points: z.number().int().positive(),
    /** Point balance after the movement. */
    balance: z.number().int().nonnegative(),
    /** What moved them: BET, REDEEM, CONVERT, REFUND. */
    source: z.string(),
    remark: z.string().nullish(),
    createdAt: Timestamp,
  })
  .loose();
export type PointDetail = z.infer<typeof PointDetail>;

export const RedeemRequest = z.object({
  rewardId: z.string().min(1),
  quantity: z.number().int().min(1).max(99).default(1),
  address: z.string().max(200).optional(),
  phone: z.string().max(30).optional(),
  remarks: z.string().max(140).optional(),
  /** The member's payment password (password-checked relay; issue 17: the payment password). */
  password: z.string().min(1),
});

export const ConvertRequest = z.object({
  points: z.number().int().positive(),
  /** The member's payment password (password-checked relay). */
  password: z.string().min(1),
});

export const pointsEndpoints = {
  pointBalance: endpoint({
    method: 'GET',
    path: relay('MCS2_getPointBalance'),
    module: 'PTSYS3',
    token: true,
    request: NoParams,
    response: PointBalanceValue,
    sample: {},
    spec: ['spec2-7'],
    inferred: 'method and answer not shown',
    summary: 'Point balance',
  }),
  pointReward: endpoint({
    method: 'GET',
    path: relay('MCS2_getPointReward'),
    module: 'PTSYS3',
    // Visitors see the goods (issue 17): the call answers without a session.
    token: false,
    request: PagedQuery.extend({ category: z.enum(REWARD_CATEGORIES).optional() }),
    response: paged(PointReward),
    sample: { pageNo: 1, pageSize: 12 },
    spec: ['spec2-3', 'spec2-7'],
    inferred: 'method, query and answer not shown; no session needed (visitors see the goods)',
    summary: 'Point mall goods',
  }),
  redeemPointList: endpoint({
    method: 'GET',
    path: relay('MCS2_getRedeemPointList'),
    module: 'PTSYS3',
    token: true,
    request: PagedQuery.extend({ status: z.enum(REDEEM_STATUSES).optional() }),
    response: paged(RedeemRecord),
    sample: { pageNo: 1, pageSize: 12 },
    spec: ['spec2-3', 'spec2-4', 'spec2-7'],
    inferred: 'method, query and answer not shown',
    summary: 'Redeem history',
  }),
  pointConfig: endpoint({
    method: 'GET',
    path: relay('MCS2_getPointConfig'),
    module: 'PTSYS3',
    // The rules, the rates and whether the mall is open are shown to visitors too.
    token: false,
    request: NoParams,
    response: PointConfigValue,
    sample: {},
    spec: ['spec2-2', 'spec2-7', 'spec2-9'],
    inferred: 'method and answer not shown; no session needed (the rules are public)',
    summary: 'Point rules and exchange rates',
  }),
  pointDetails: endpoint({
    method: 'GET',
    path: relay('MCS2_getPointDetails'),
    module: 'PTSYS3',
    token: true,
    request: PagedQuery.extend({ type: z.enum(POINT_DETAIL_TYPES).optional() }),
    response: paged(PointDetail),
    sample: { pageNo: 1, pageSize: 12 },
    spec: ['spec2-3', 'spec2-7'],
    inferred:
      'not in the spec: the Points row names only the money account record (ODSFE2_MemTransDet), ' +
      'whose rows are money; points earned and spent are their own paged call',
    summary: 'Points details: earned and spent',
  }),
  redeemPointReward: endpoint({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    module: 'PTSYS3',
    writes: true,
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: RedeemRequest,
    response: z
      .object({
        redeemId: z.string(),
        status: z.enum(REDEEM_STATUSES),
        pointBalance: z.number().int(),
      })
      .loose(),
    sample: { rewardId: 'PR-01', quantity: 1, password: 'pay1234' },
    spec: ['spec2-3', 'spec2-7'],
    inferred: 'method (POST), payload and answer not shown; password-checked relay',
    summary: 'Redeem a point-mall good',
  }),
  convertPoint: endpoint({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_convertPoint',
    module: 'PTSYS3',
    writes: true,
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: ConvertRequest,
    response: z
      .object({
        points: z.number().int(),
        amount: z.number(),
        pointBalance: z.number().int(),
        balance: z.number(),
      })
      .loose(),
    sample: { points: 100, password: 'pay1234' },
    spec: ['spec2-7'],
    inferred: 'method (POST), payload and answer not shown; password-checked relay',
    summary: 'Convert points to cash',
  }),
} as const;
