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
  /** The call as a fetch Request (made on first use: the HTTP host has none of its own). */
  request: Request;
  /** The origin the call was made to (`http://127.0.0.1:3001`). */
  origin: string;
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

/**
 * One call as an endpoint handler reads it, whatever the host: MSW's Request (worker, Vitest) or
 * the HTTP host's own request (mocks/http-host.ts), which needs no fetch Request per call.
 */
export interface MockCall {
  method: string;
  url: URL;
  /** A request header (case-insensitive), or null. */
  header(name: string): string | null;
  /** The body as text ('' without one). */
  text(): Promise<string>;
  /** The call as a fetch Request. */
  request(): Request;
}

/** A call of MSW's: its Request. */
export const callOfRequest = (request: Request): MockCall => ({
  method: request.method,
  url: new URL(request.url),
  header: (name) => request.headers.get(name),
  text: () => request.text(),
  request: () => request,
});

/**
 * An endpoint handler's answer before it becomes a Response: a status and the JSON body, or a
 * dropped connection (an injected network failure).
 */
export type JsonAnswer =
  | {
      status: number;
      body: unknown;
      /** the body's JSON, when made already */ text?: string;
      drop?: false;
    }
  | { drop: true };

/** JSON text of an answer, or undefined where JSON.stringify fails (a BigInt, a cycle). */
function jsonText(body: unknown): string | undefined {
  try {
    return JSON.stringify(body);
  } catch {
    return undefined;
  }
}

const answerOf = (f: MockFailure): JsonAnswer => ({
  status: f.status,
  body: envelopeError(f.errorCode, f.message, f.value),
});

/** The Response MSW sends for an answer. */
export const responseOf = (answer: JsonAnswer): Response =>
  answer.drop
    ? dropConnection()
    : HttpResponse.json(answer.body as never, { status: answer.status });

async function readInput(ep: EndpointDef, call: MockCall, url: URL): Promise<unknown> {
  if (ep.method === 'GET' || ep.method === 'DELETE') return Object.fromEntries(url.searchParams);
  const text = await call.text();
  if (!text) return {};
  if (ep.form) return Object.fromEntries(new URLSearchParams(text).entries());
  const body = JSON.parse(text) as unknown;
  // The legacy payload codec: `{ value: <DES cipher> }` with the RSA-sealed key in `Encryption`.
  const sealedKey = call.header('Encryption');
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
 * path only that handler can serve (mocks/http-host.ts), skipping MSW's per-request machinery
 * (its Request and Response objects, request clone, cookie store and abort controller); the answer
 * is the one MSW gives, as MSW runs this same function and sends `responseOf` its result.
 */
export const directAnswers = new WeakMap<HttpHandler, (call: MockCall) => Promise<JsonAnswer>>();

/**
 * Turns one registry entry and its resolver into an MSW handler that behaves like a server:
 * injected errors and delays from the scenario, the module flag, the token, the trial account
 * refusal (`refusesTrial`), the request schema, then the resolver; its answer is checked against
 * the response schema, and nothing it throws escapes as a crash.
 */
export function endpointHandler<K extends EndpointName>(
  name: K,
  resolver: Resolver<Endpoints[K]>,
  db: MockDb,
): HttpHandler {
  const ep = endpoints[name] as EndpointDef;
  const method = ep.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  /** The JSON of this endpoint's last answer that passed the response schema. */
  let lastChecked: string | undefined;
  const answer = async (call: MockCall): Promise<JsonAnswer> => {
    try {
      const state = db.state();
      const scenario = state.scenario;
      const wait = scenario.delays[name] ?? scenario.delays['*'];
      if (wait) await delay(wait);

      const injected = takeInjectedError(db, name);
      if (injected?.network) return { drop: true };
      if (injected) return answerOf(fail(injected.errorCode, injected.message, injected));

      const flags = effectiveFlags(scenario);
      if (flags[ep.module] === false) {
        return answerOf(fail(ErrorCodes.functionNotAvailable, 'function.not.available'));
      }

      const token = call.header('Authorization');
      const member = findSessionMember(state, token);
      if (ep.token && !member) {
        return answerOf(
          fail(ErrorCodes.notLoggedIn, 'You are not logged in, please login', { status: 401 }),
        );
      }
      if (ep.refusesTrial && member?.type === TRIAL_ACCOUNT_TYPE) {
        return answerOf(fail(ErrorCodes.trialAccount, ep.refusesTrial.message));
      }

      const { url } = call;
      let raw: unknown;
      try {
        raw = await readInput(ep, call, url);
      } catch {
        return answerOf(fail(ErrorCodes.badRequest, 'Malformed request body', { status: 400 }));
      }
      const parsed = ep.request.safeParse(raw);
      if (!parsed.success) {
        return answerOf(
          fail(ErrorCodes.badRequest, `Invalid request: ${describeIssues(parsed.error)}`, {
            status: 400,
          }),
        );
      }

      const result = await resolver({
        input: parsed.data as z.output<Endpoints[K]['request']>,
        get request() {
          return call.request();
        },
        origin: url.origin,
        db,
        state,
        scenario,
        fixtures: getFixtures(),
        member,
        token: member ? token : null,
        flags,
        language: call.header('Language') ?? 'EN',
      });
      if (result instanceof MockFailure) return answerOf(result);

      const body = ep.wrapped ? envelopeOk(result) : result;
      const text = jsonText(body);
      // An answer whose JSON is the one checked last time passes as it did (the status call, the
      // lists nobody changed): the client gets the same bytes. Anything else is checked.
      if (text === undefined || text !== lastChecked) {
        const checked = ep.response.safeParse(result);
        if (!checked.success) {
          console.error(
            `[mock] ${name} answered outside its contract: ${describeIssues(checked.error)}`,
          );
          return answerOf(
            fail('mock.contract.violation', `${name}: ${describeIssues(checked.error)}`, {
              status: 500,
            }),
          );
        }
        lastChecked = text;
      }
      return { status: 200, body, text };
    } catch (error) {
      if (error instanceof MockFailure) return answerOf(error);
      console.error(`[mock] ${name} failed`, error);
      return answerOf(
        fail(ErrorCodes.internal, 'Internal error of the mock backend', { status: 500 }),
      );
    }
  };
  const handler = http[method](ep.path, async ({ request }) =>
    responseOf(await answer(callOfRequest(request))),
  );
  directAnswers.set(handler, answer);
  return handler;
}
