import { mockNow } from '../../fixtures/clock';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import type { EndpointDef } from '../../src/api/contract/define';
import { ErrorCodes, TRIAL_ACCOUNT_TYPE } from '../../src/api/contract/constants';
import { endpoints, type EndpointName, type Endpoints } from '../../src/api/contract/endpoints';
import { DEFAULT_FLAGS } from '../../fixtures/system';
import { getFixtures, type Fixtures } from '../../fixtures';
import type { MockMember } from '../../fixtures/members';
import type { MockDb, MockState } from '../db/state';
import type { Scenario } from '../scenario';

/** A business failure answered in the documented envelope. */
export class MockFailure {
  constructor(
    readonly errorCode: string,
    readonly message: string,
    readonly status = 200,
    readonly value: unknown = null,
  ) {}
}

export const fail = (
  errorCode: string,
  message: string,
  opts: { status?: number; value?: unknown } = {},
) => new MockFailure(errorCode, message, opts.status ?? 200, opts.value ?? null);

export interface ResolverContext<E extends EndpointDef> {
  input: z.output<E['request']>;
  request: Request;
  db: MockDb;
  state: MockState;
  scenario: Scenario;
  fixtures: Fixtures;
  /** The logged-in member (always set for token endpoints). */
  member: MockMember | null;
  token: string | null;
  /** Effective module flags: fixture defaults with the scenario's overrides. */
  flags: Record<string, boolean>;
  /** Language header (EN, TY...). */
  language: string;
}

export type ResolverResult<E extends EndpointDef> = z.input<E['response']> | MockFailure;
export type Resolver<E extends EndpointDef> = (
  ctx: ResolverContext<E>,
) => ResolverResult<E> | Promise<ResolverResult<E>>;
export type Resolvers = { [K in EndpointName]?: Resolver<Endpoints[K]> };

/** Typed helper for a domain's resolver map. */
export const defineResolvers = <T extends Resolvers>(resolvers: T) => resolvers;

export function effectiveFlags(scenario: Scenario): Record<string, boolean> {
  return { ...DEFAULT_FLAGS, ...scenario.whitelabel };
}

export const envelopeOk = (value: unknown) => ({
  success: true,
  value,
  errorCode: null,
  message: 'success',
});
export const envelopeError = (errorCode: string, message: string, value: unknown = null) => ({
  success: false,
  value,
  errorCode,
  message,
});

/**
 * Header by which a handler asks the HTTP host to drop the connection (the standalone server
 * cannot answer MSW's network-error response; the worker and node hosts can).
 */
export const DROP_CONNECTION_HEADER = 'x-mock-drop-connection';
const inNodeServer = () =>
  typeof window === 'undefined' &&
  (globalThis as { __MOCK_HTTP_HOST__?: boolean }).__MOCK_HTTP_HOST__ === true;
const dropConnection = () =>
  inNodeServer()
    ? new HttpResponse(null, { status: 503, headers: { [DROP_CONNECTION_HEADER]: '1' } })
    : HttpResponse.error();

const errorResponse = (f: MockFailure) =>
  HttpResponse.json(envelopeError(f.errorCode, f.message, f.value), { status: f.status });

function queryObject(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}

async function readInput(ep: EndpointDef, request: Request): Promise<unknown> {
  if (ep.method === 'GET' || ep.method === 'DELETE') return queryObject(new URL(request.url));
  const text = await request.text();
  if (!text) return {};
  if (ep.form) return Object.fromEntries(new URLSearchParams(text).entries());
  const body = JSON.parse(text) as unknown;
  // The legacy payload codec: `{ value: <DES cipher> }` with the RSA-sealed key in `Encryption`.
  const sealedKey = request.headers.get('Encryption');
  const cipher =
    typeof body === 'object' && body !== null ? (body as { value?: unknown }).value : undefined;
  if (sealedKey && typeof cipher === 'string') {
    // Loaded on demand: auth.ts holds the mock's private key (and imports this module).
    const { decodeLegacyBody } = await import('./auth');
    return decodeLegacyBody(sealedKey, cipher);
  }
  return body;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
    .slice(0, 5)
    .join('; ');
}

/** Consumes one use of an injected error; returns it when the call must fail. */
function takeInjectedError(db: MockDb, name: string) {
  const state = db.state();
  const injected = state.scenario.errors[name];
  if (!injected) return null;
  if (injected.times !== undefined) {
    if (injected.times <= 1) delete state.scenario.errors[name];
    else injected.times -= 1;
    db.commit();
  }
  return injected;
}

export function findSessionMember(state: MockState, token: string | null): MockMember | null {
  if (!token) return null;
  const session = state.sessions.find((s) => s.id === token);
  if (!session) return null;
  // Active sessions (issue 30): the call is the session's last activity (persisted with the next write).
  session.lastActiveAt = mockNow();
  return state.members.find((m) => m.id === session.memberId) ?? null;
}

/**
 * The whole answer of each endpoint handler, by handler: the HTTP host calls it directly for a
 * path only that handler can serve (mocks/http-host.ts), skipping MSW's per-request machinery;
 * the answer is the one MSW would give, as MSW runs this same function.
 */
export const directAnswers = new WeakMap<HttpHandler, (request: Request) => Promise<Response>>();

/**
 * Turns one registry entry and its resolver into an MSW handler that behaves like a server:
 * injected errors and delays from the scenario, the module flag, the token, the trial account
 * refusal (`refusesTrial`), the request schema, then the resolver; its answer is checked against the response schema, and nothing it throws
 * escapes as a crash.
 */
export function endpointHandler<K extends EndpointName>(
  name: K,
  resolver: Resolver<Endpoints[K]>,
  db: MockDb,
): HttpHandler {
  const ep = endpoints[name] as EndpointDef;
  const method = ep.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const answer = async (request: Request): Promise<Response> => {
    try {
      const state = db.state();
      const scenario = state.scenario;
      const wait = scenario.delays[name] ?? scenario.delays['*'];
      if (wait) await delay(wait);

      const injected = takeInjectedError(db, name);
      if (injected?.network) return dropConnection();
      if (injected) return errorResponse(fail(injected.errorCode, injected.message, injected));

      const flags = effectiveFlags(scenario);
      if (flags[ep.module] === false) {
        return errorResponse(fail(ErrorCodes.functionNotAvailable, 'function.not.available'));
      }

      const token = request.headers.get('Authorization');
      const member = findSessionMember(state, token);
      if (ep.token && !member) {
        return errorResponse(
          fail(ErrorCodes.notLoggedIn, 'You are not logged in, please login', { status: 401 }),
        );
      }
      if (ep.refusesTrial && member?.type === TRIAL_ACCOUNT_TYPE) {
        return errorResponse(fail(ErrorCodes.trialAccount, ep.refusesTrial.message));
      }

      let raw: unknown;
      try {
        raw = await readInput(ep, request);
      } catch {
        return errorResponse(
          fail(ErrorCodes.badRequest, 'Malformed request body', { status: 400 }),
        );
      }
      const parsed = ep.request.safeParse(raw);
      if (!parsed.success) {
        return errorResponse(
          fail(ErrorCodes.badRequest, `Invalid request: ${describeIssues(parsed.error)}`, {
            status: 400,
          }),
        );
      }

      const result = await resolver({
        input: parsed.data as z.output<Endpoints[K]['request']>,
        request,
        db,
        state,
        scenario,
        fixtures: getFixtures(),
        member,
        token: member ? token : null,
        flags,
        language: request.headers.get('Language') ?? 'EN',
      });
      if (result instanceof MockFailure) return errorResponse(result);

      const checked = ep.response.safeParse(result);
      if (!checked.success) {
        console.error(
          `[mock] ${name} answered outside its contract: ${describeIssues(checked.error)}`,
        );
        return errorResponse(
          fail('mock.contract.violation', `${name}: ${describeIssues(checked.error)}`, {
            status: 500,
          }),
        );
      }
      return HttpResponse.json(ep.wrapped ? envelopeOk(result) : (result as never));
    } catch (error) {
      if (error instanceof MockFailure) return errorResponse(error);
      console.error(`[mock] ${name} failed`, error);
      return errorResponse(
        fail(ErrorCodes.internal, 'Internal error of the mock backend', { status: 500 }),
      );
    }
  };
  const handler = http[method](ep.path, ({ request }) => answer(request));
  directAnswers.set(handler, answer);
  return handler;
}
