import { z } from 'zod';

/** HTTP methods used by the platform. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One documented call of the platform.
 *
 * - `response` describes `value` of the envelope for wrapped endpoints, and the whole body for
 *   unwrapped ones (`wrapped: false`, the `/lgw` lottery gateway and the hosting's brand file).
 * - `module` is the module id sent in the module header and checked against the white-label flags.
 * - `sample` is a valid happy-path request, used by the contract test and by stories.
 */
export interface EndpointDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  module: string;
  token: boolean;
  encrypt: boolean;
  wrapped: boolean;
  /** Body sent as application/x-www-form-urlencoded instead of JSON. */
  form: boolean;
  /**
   * The call changes data or has an effect outside the answer (creates an account or a session,
   * moves money, sends an SMS or an email, answers a contract, toggles a favourite, launches a game).
   * `npm run contract:check` runs such calls only with --allow-writes.
   */
  writes: boolean;
  request: Req;
  response: Res;
  sample: z.input<Req>;
  /** Spec sections that document the call, e.g. 'spec1-7'. */
  spec: readonly string[];
  /** Set when the spec does not show the path or method and it was inferred. */
  inferred?: string;
  /** A trial (free-play, type 4) account is refused this call (with `token`; see TrialRefusal). */
  refusesTrial?: TrialRefusal;
  /** Lasting effects on the account beyond the answer (see EndpointEffect); OpenAPI `x-effects`. */
  effects?: readonly EndpointEffect[];
  summary: string;
}

/**
 * What a call does to the account that a tool driving the registry must know before it calls it:
 * - `locksAccount`: every session of the account ends and logins are refused for a while (a
 *   time-out or self-exclusion): `contract:check` runs it only when `--only` names it;
 * - `endsOtherSessions`: the account's other sessions end (their tokens answer 401):
 *   `contract:fuzz` reads the data with a new session after it.
 */
export type EndpointEffect = 'locksAccount' | 'endsOtherSessions';

/** Whether an endpoint has the effect. */
export const hasEffect = (ep: Pick<EndpointDef, 'effects'>, effect: EndpointEffect): boolean =>
  ep.effects?.includes(effect) ?? false;

/**
 * How a call refuses a trial (free-play, type 4) account (spec 1 §6, §8; spec 2 §5, §6): HTTP 200,
 * `success: false`, errorCode `trial.account` and the message key the client shows: `in_need_true_account`
 * ('this needs a real account', with a confirm button), the chat room `in_please_information`.
 * Checked after the module flag and the token, before the request body. `inferred` says why when
 * the spec states the rule ("gated actions") without naming the call.
 */
export interface TrialRefusal {
  message: 'in_need_true_account' | 'in_please_information';
  inferred?: string;
}

/** A call only a real account may make: the spec's "gated actions", which it does not list. */
export const REAL_ACCOUNT_ONLY: TrialRefusal = {
  message: 'in_need_true_account',
  inferred:
    'the spec refuses a trial account its gated actions (spec 1 §6, spec 2 §5) without listing the calls: this one moves money, changes the account or shows what only a real member has',
};

/** What the client needs of an endpoint at run time (no schemas: keeps zod off the first page). */
export type EndpointRoute = Pick<
  EndpointDef,
  'method' | 'path' | 'module' | 'token' | 'encrypt' | 'wrapped' | 'form'
>;

type EndpointInput<Req extends z.ZodType, Res extends z.ZodType> = Omit<
  EndpointDef<Req, Res>,
  'encrypt' | 'wrapped' | 'form' | 'token' | 'writes'
> &
  Partial<Pick<EndpointDef<Req, Res>, 'encrypt' | 'wrapped' | 'form' | 'token' | 'writes'>>;

/**
 * Defines an endpoint with the common defaults: no token, not encrypted, wrapped, JSON body,
 * read-only.
 */
export function endpoint<Req extends z.ZodType, Res extends z.ZodType>(
  def: EndpointInput<Req, Res>,
): EndpointDef<Req, Res> {
  return { token: false, encrypt: false, wrapped: true, form: false, writes: false, ...def };
}

/** A relay call: `/wps/relay/<NAME>`. */
export const relay = (name: string) => `/wps/relay/${name}`;

/** Empty request (query-less GET or body-less call). */
export const NoParams = z.object({}).loose();

/** The platform's response envelope around `value`. */
export const envelope = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    value: value.nullish(),
    errorCode: z.string().nullish(),
    message: z.string().nullish(),
  });

/** The envelope of a failed call. */
export const ErrorEnvelope = z.object({
  success: z.literal(false),
  value: z.unknown().optional(),
  errorCode: z.string(),
  message: z.string(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** A bare acknowledgement: true, a string or null. */
export const Ok = z.union([z.boolean(), z.string(), z.null()]).optional();

/** Payment-free shared shapes. */
export const Flag01 = z.union([z.literal(0), z.literal(1)]);
export const Timestamp = z.number().int().nonnegative();

/** A page of rows with the paging fields every paged call answers. */
export const paged = <T extends z.ZodType>(item: T) =>
  z
    .object({
      list: z.array(item),
      totalCount: z.number().int().nonnegative(),
      totalPages: z.number().int().nonnegative(),
      pageNo: z.number().int(),
      pageSize: z.number().int(),
    })
    .loose();
