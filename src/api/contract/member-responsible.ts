/**
 * Responsible gaming (issue 30, member centre `responsible`, module RESPGAME3): deposit and loss
 * limits, a daily session time limit, the reality check, time-out and self-exclusion. Beyond the
 * spec: every call is inferred (paths in the platform's `/wps/member/...` naming, the envelope of
 * api-facts), shaped as licensed markets ask (UKGC RTS 12 and 13, LCCP 3.5.3).
 */
import { z } from 'zod';
import { endpoint, REAL_ACCOUNT_ONLY, Timestamp } from './define';
import {
  EXCLUSION_KINDS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  SELF_EXCLUSION_PERIODS,
  TIMEOUT_PERIODS,
} from './constants';
import { Money } from './wallet';

export {
  EXCLUSION_KINDS,
  LIMIT_COOLING_OFF_MS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  ResponsibleErrorCodes,
  SELF_EXCLUSION_PERIODS,
  TIMEOUT_PERIODS,
} from './constants';

export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];
export type ExclusionPeriod =
  | (typeof TIMEOUT_PERIODS)[number]
  | (typeof SELF_EXCLUSION_PERIODS)[number];

/** A raise or a removal waiting for its time (`amount` null: the limit goes). */
export const PendingLimit = z.object({ amount: Money.nullable(), effectiveAt: Timestamp });
export type PendingLimit = z.infer<typeof PendingLimit>;

/**
 * One limit as it stands: its amount (null: none; SESSION in minutes), what the period has used
 * (money, or minutes today), what is left, and a pending raise or removal.
 */
export const PlayLimit = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  amount: Money.nullable(),
  used: Money,
  remaining: Money.nullable(),
  pending: PendingLimit.nullable(),
});
export type PlayLimit = z.infer<typeof PlayLimit>;

const RealityCheckMinutes = z.union([z.literal(15), z.literal(30), z.literal(60)]);

/** The member's responsible-gaming settings (every deposit and loss period, SESSION per DAY). */
export const ResponsibleSettings = z
  .object({
    limits: z.array(PlayLimit),
    realityCheckMinutes: RealityCheckMinutes,
    /** Whether the member has made a deposit (a new member is asked to set a limit first). */
    hasDeposited: z.boolean(),
  })
  .loose();
export type ResponsibleSettings = z.infer<typeof ResponsibleSettings>;

/** What the reality check shows: the session's start and its net win (+) or loss (-). */
export const PlaySession = z
  .object({
    startedAt: Timestamp,
    serverTime: Timestamp,
    netWinLoss: Money,
    realityCheckMinutes: RealityCheckMinutes,
    /**
     * The daily session time limit and the minutes of it left today (null: no limit). At 0 the
     * server refuses play (launch, transfer into a game) until the next day (UTC).
     */
    playTime: z
      .object({
        limitMinutes: z.number().int().positive(),
        leftMinutes: z.number().int().nonnegative(),
      })
      .nullable()
      .optional(),
  })
  .loose();
export type PlaySession = z.infer<typeof PlaySession>;

const LimitChange = z
  .object({
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    /** The new limit; null removes it. Money above 0; SESSION whole minutes, 1 to 1440. */
    amount: Money.refine((n) => n > 0, { message: 'must be above 0' }).nullable(),
  })
  .refine((c) => c.kind !== 'SESSION' || c.period === 'DAY', {
    message: 'a session limit is per day',
    path: ['period'],
  })
  .refine(
    (c) =>
      c.kind !== 'SESSION' || c.amount === null || (Number.isInteger(c.amount) && c.amount <= 1440),
    { message: 'whole minutes, at most 1440', path: ['amount'] },
  );

const Exclusion = z
  .object({
    kind: z.enum(EXCLUSION_KINDS),
    period: z.enum([...TIMEOUT_PERIODS, ...SELF_EXCLUSION_PERIODS]),
    password: z.string().min(1),
  })
  .refine(
    (e) =>
      (e.kind === 'TIMEOUT' ? (TIMEOUT_PERIODS as readonly string[]) : SELF_EXCLUSION_PERIODS)
        .map(String)
        .includes(e.period),
    { message: 'not a period of this kind', path: ['period'] },
  );

const INFERRED = 'beyond the spec (issue 30): path and shapes inferred from the platform naming';
const common = {
  module: 'RESPGAME3',
  token: true,
  refusesTrial: REAL_ACCOUNT_ONLY,
  spec: ['spec2-2'],
  inferred: INFERRED,
} as const;

export const memberResponsibleEndpoints = {
  responsibleSettings: endpoint({
    ...common,
    method: 'GET',
    path: '/wps/member/responsibleGaming',
    request: z.object({}).loose(),
    response: ResponsibleSettings,
    sample: {},
    summary: 'Responsible gaming: limits with their use, pending changes, reality check interval',
  }),
  setPlayLimit: endpoint({
    ...common,
    method: 'POST',
    path: '/wps/member/responsibleGaming/limit',
    writes: true,
    request: LimitChange,
    response: ResponsibleSettings,
    sample: { kind: 'DEPOSIT', period: 'WEEK', amount: 5000 },
    summary: 'Set or remove a limit (lower at once; higher or removal after 24 hours)',
  }),
  cancelPlayLimitChange: endpoint({
    ...common,
    method: 'DELETE',
    path: '/wps/member/responsibleGaming/limit',
    writes: true,
    request: z.object({ kind: z.enum(LIMIT_KINDS), period: z.enum(LIMIT_PERIODS) }),
    response: ResponsibleSettings,
    sample: { kind: 'DEPOSIT', period: 'WEEK' },
    summary: "Cancel a limit's pending raise or removal",
  }),
  setRealityCheck: endpoint({
    ...common,
    method: 'POST',
    path: '/wps/member/responsibleGaming/realityCheck',
    writes: true,
    request: z.object({ minutes: RealityCheckMinutes }),
    response: ResponsibleSettings,
    sample: { minutes: 30 },
    summary: 'How often the reality check shows',
  }),
  playSession: endpoint({
    ...common,
    method: 'GET',
    path: '/wps/member/responsibleGaming/session',
    request: z.object({}).loose(),
    response: PlaySession,
    sample: {},
    summary: "The session's start and net win or loss (the reality check)",
  }),
  selfExclude: endpoint({
    ...common,
    method: 'POST',
    path: '/wps/member/responsibleGaming/exclusion',
    writes: true,
    encrypt: true,
    effects: ['locksAccount'],
    request: Exclusion,
    response: z.object({ endsAt: Timestamp }).loose(),
    sample: { kind: 'TIMEOUT', period: '24H', password: 'pass1234' },
    summary: 'Time-out or self-exclusion: every session ends, login refused until endsAt',
  }),
} as const;
