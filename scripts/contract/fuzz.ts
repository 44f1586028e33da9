/**
 * Fuzzing the mock backend from the contract (issue 13, part 5).
 *
 * Requests come from the OpenAPI document's request schemas (fast-check arbitraries, seeded,
 * shrinking, replayable): for every endpoint valid ones (its sample, schema-random values and
 * mixes) and invalid ones (wrong types, missing fields, garbage fields, non-object and malformed
 * bodies, the wrong content type, no token or a bad one, the wrong module header). They go to a
 * mock backend this run starts (createMockApp on 127.0.0.1, its real HTTP path) and every answer
 * must be below 500, in the documented envelope (or the documented bare shape), schema-valid on
 * success, refused with HTTP 400 `request_param_err` exactly when the request schema refuses the
 * request, and 401 `login.not.session` without a session. After a run whose calls change data,
 * the reads of those domains must still answer schema-valid values.
 *
 * One run = a fresh mock state (POST /__mock/reset), two logins (one session for the cases, one
 * for the checks), a valid and an invalid request to the endpoint under test, then up to
 * `extraSteps` requests to any endpoint. Each endpoint gets `runsPerEndpoint` runs.
 *
 *   npm run contract:fuzz -- --runs 20 [--steps 3] [--time-limit 300]
 *   replay: [--seed N --path P --endpoint NAME] (or FUZZ_SEED, FUZZ_PATH, FUZZ_ENDPOINT), same --steps
 */
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import type { z } from 'zod';
import { ErrorCodes } from '../../src/api/contract/constants';
import {
  envelope,
  ErrorEnvelope,
  hasEffect,
  type EndpointDef,
} from '../../src/api/contract/define';
import {
  domainOf,
  endpointNames,
  endpoints,
  type EndpointName,
} from '../../src/api/contract/endpoints';
import { startMockServer } from '../../mocks/server';
import { buildOpenApi, MODULE_HEADER, type JsonSchema, type OpenApiDocument } from './openapi';
import {
  anyJson,
  arbitraryOf,
  garbageFields,
  objectShape,
  shared,
  wrongValue,
  type Components,
} from './fuzz-arbitraries';

/** The parts of invalid requests that do not depend on the endpoint. */
const badTokens = shared(() =>
  fc.string({ maxLength: 40 }).map((t) => t.replace(/[^\x21-\x7e]/g, 'x') || 'x'),
);
const moduleIds = shared(() => fc.stringMatching(/^[A-Z0-9_]{0,16}$/));
const oddQueries = shared(() =>
  fc.string({ maxLength: 60 }).map((raw) => raw.replace(/#/g, '%23')),
);
const nonObjects = shared(() =>
  anyJson().filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)),
);
const malformedBodies = shared(() =>
  fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('{"a', '{', '[1,', 'nul', '{"a":}', '\u0000'),
  ),
);

export type CaseKind =
  | 'valid'
  | 'wrong-type'
  | 'missing-field'
  | 'garbage-fields'
  | 'not-an-object'
  | 'malformed-body'
  | 'wrong-content-type'
  | 'no-token'
  | 'bad-token'
  | 'wrong-module';

export interface FuzzCase {
  endpoint: EndpointName;
  kind: CaseKind;
  /** Query or body fields (unless `raw`). */
  input: unknown;
  /** The body text (or the query string of a GET) exactly as sent. */
  raw?: string;
  contentType?: string;
  auth: 'session' | 'none' | 'bad';
  badToken?: string;
  module?: string;
}

export interface FuzzOptions {
  /** Runs per endpoint. */
  runsPerEndpoint: number;
  seed?: number;
  /** fast-check's path of a failure, to replay it (with its seed and endpoint). */
  path?: string;
  /** Only these endpoints. */
  only?: EndpointName[];
  /** Stop starting runs after this long (the current endpoint finishes its check). */
  timeLimitMs?: number;
  /** Extra random requests after the endpoint's own two (0 to this many). */
  extraSteps?: number;
  /** The backend under test (default: a mock backend in memory on 127.0.0.1). */
  server?: () => Promise<{ url: string; close: () => Promise<void> }>;
}

export interface FuzzFailure {
  endpoint: EndpointName;
  seed: number;
  path: string;
  /** `extraSteps` of the run (the replay needs the same). */
  steps: number;
  message: string;
  cases: FuzzCase[];
}

export interface FuzzReport {
  seed: number;
  endpoints: number;
  runs: number;
  requests: number;
  /** Answers by `<HTTP status> <errorCode or ok>`. */
  byAnswer: Record<string, number>;
  byKind: Record<string, number>;
  /** Requests per endpoint: valid ones and invalid ones. */
  coverage: Record<string, { valid: number; invalid: number }>;
  interrupted: boolean;
  durationMs: number;
  failure?: FuzzFailure;
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const PLAYER = { username: 'player1', password: 'pass1234', type: 'username' } as const;

const isQuery = (ep: EndpointDef) => ep.method === 'GET' || ep.method === 'DELETE';

/** Query values as text (what reaches the server either way). */
const asText = (v: unknown) =>
  typeof v === 'string' ? v : v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v);

function queryString(input: unknown): string {
  if (!input || typeof input !== 'object') return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) if (v !== undefined) params.append(k, asText(v));
  return params.toString();
}

function wireBody(c: FuzzCase, ep: EndpointDef): { text: string; type: string } {
  if (c.raw !== undefined) return { text: c.raw, type: c.contentType ?? JSON_TYPE };
  const asForm = c.contentType ? c.contentType === FORM_TYPE : ep.form;
  const text = asForm ? queryString(c.input) : JSON.stringify(c.input ?? null);
  return { text, type: c.contentType ?? (ep.form ? FORM_TYPE : JSON_TYPE) };
}

/**
 * What the mock's request schema sees of a case (the handler's reading: the query's pairs, a
 * form's pairs, or the JSON body, empty meaning `{}`), or 'malformed' when the body is not JSON.
 */
function serverView(c: FuzzCase, ep: EndpointDef): unknown {
  if (isQuery(ep)) {
    return Object.fromEntries(new URLSearchParams(c.raw ?? queryString(c.input)).entries());
  }
  const { text } = wireBody(c, ep);
  if (!text) return {};
  if (ep.form) return Object.fromEntries(new URLSearchParams(text).entries());
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return 'malformed';
  }
}

interface Answer {
  status: number;
  body: unknown;
  text: string;
}

async function send(base: string, c: FuzzCase, token: string | null): Promise<Answer> {
  const ep = endpoints[c.endpoint] as EndpointDef;
  const headers: Record<string, string> = {
    Merchant: 'DEMO',
    Language: 'EN',
    Device: 'web',
    'X-Gateway-Version': '3',
    [MODULE_HEADER]: c.module ?? ep.module,
  };
  if (c.auth === 'session' && token) headers.Authorization = token;
  if (c.auth === 'bad') headers.Authorization = c.badToken ?? 'bad-token';
  let url = `${base}${ep.path}`;
  let body: string | undefined;
  if (isQuery(ep)) {
    const query = c.raw ?? queryString(c.input);
    if (query) url += `?${query}`;
  } else {
    const wire = wireBody(c, ep);
    body = wire.text;
    headers['Content-Type'] = wire.type;
  }
  const res = await fetch(url, { method: ep.method, headers, body });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed, text };
}

const describeIssues = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');

const isEnvelope = (body: unknown): body is { success: boolean; errorCode?: unknown } =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { success?: unknown }).success === 'boolean';

/**
 * What is wrong with an answer, or null. `sessionAlive`: the case's session has not been logged
 * out earlier in the run.
 */
export function judge(c: FuzzCase, answer: Answer, sessionAlive: boolean): string | null {
  const ep = endpoints[c.endpoint] as EndpointDef;
  const { status, body } = answer;
  if (status >= 500) return `answered HTTP ${status}: ${answer.text.slice(0, 300)}`;
  if (body === undefined)
    return `answered HTTP ${status} with no JSON: ${answer.text.slice(0, 200)}`;
  if (status >= 400 || (isEnvelope(body) && !body.success)) {
    const error = ErrorEnvelope.safeParse(body);
    if (!error.success)
      return `a failure outside the error envelope: ${describeIssues(error.error)}`;
  } else if (ep.wrapped) {
    const ok = envelope(ep.response).safeParse(body);
    if (!ok.success) return `a success outside the envelope: ${describeIssues(ok.error)}`;
    if (status !== 200) return `a success with HTTP ${status}`;
  } else {
    const ok = ep.response.safeParse(body);
    if (!ok.success) return `an unwrapped answer outside its schema: ${describeIssues(ok.error)}`;
  }
  const code = isEnvelope(body) ? body.errorCode : undefined;
  // A module switched off answers #543 before anything else is looked at.
  if (code === ErrorCodes.functionNotAvailable) return null;
  const hasSession = c.auth === 'session' && sessionAlive;
  if (ep.token && !hasSession) {
    return status === 401 && code === ErrorCodes.notLoggedIn
      ? null
      : `no live session, yet HTTP ${status} ${String(code)} instead of 401 ${ErrorCodes.notLoggedIn}`;
  }
  if (c.kind === 'wrong-content-type' || c.kind === 'wrong-module' || status === 401) return null;
  const view = serverView(c, ep);
  const valid = view !== 'malformed' && ep.request.safeParse(view).success;
  const refused = status === 400 && code === ErrorCodes.badRequest;
  if (valid && status === 400)
    return `a request its schema accepts was refused: ${answer.text.slice(0, 300)}`;
  if (!valid && !refused)
    return `a request its schema refuses was answered HTTP ${status} ${String(code)}`;
  return null;
}

/** The request schema of an operation as one object schema (query parameters gathered). */
function requestSchema(doc: OpenApiDocument, ep: EndpointDef): JsonSchema {
  const op = doc.paths[ep.path]![ep.method.toLowerCase()]!;
  if (!isQuery(ep)) {
    const content = (op.requestBody as { content: Record<string, { schema: JsonSchema }> }).content;
    const schema = Object.values(content)[0]!.schema;
    // Encrypted calls: the plain body (the first variant); the legacy codec is the client's.
    return ep.encrypt ? ((schema.anyOf as JsonSchema[])[0] ?? schema) : schema;
  }
  const params = (
    op.parameters as { in?: string; name: string; required?: boolean; schema: JsonSchema }[]
  ).filter((p) => p.in === 'query');
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

const pick = (from: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => k in from).map((k) => [k, from[k]]));

/** Cases for one endpoint: `valid` ones and every kind of invalid one. */
export function caseArbitraries(name: EndpointName, doc: OpenApiDocument) {
  const ep = endpoints[name] as EndpointDef;
  const components = doc.components.schemas as Components;
  const schema = requestSchema(doc, ep);
  const sample = (ep.sample ?? {}) as Record<string, unknown>;
  const generated = arbitraryOf(schema, components) as fc.Arbitrary<Record<string, unknown>>;
  const { keys, required } = objectShape(schema, components);
  const validInput = fc.oneof(
    fc.constant(sample),
    generated,
    fc
      .tuple(generated, fc.subarray(Object.keys(sample)))
      .map(([values, kept]) => ({ ...values, ...pick(sample, kept) })),
  );
  const base = { endpoint: name, auth: 'session' as const };
  const valid = validInput.map((input): FuzzCase => ({ ...base, kind: 'valid', input }));
  const invalid: fc.Arbitrary<FuzzCase>[] = [
    fc
      .tuple(validInput, fc.constantFrom(...(keys.length ? keys : ['value'])), wrongValue())
      .map(([input, key, value]) => ({
        ...base,
        kind: 'wrong-type',
        input: { ...input, [key]: value },
      })),
    fc
      .tuple(
        validInput,
        fc.constantFrom(...(required.length ? required : keys.length ? keys : ['value'])),
      )
      .map(([input, key]) => {
        const rest = { ...input };
        delete rest[key];
        return { ...base, kind: 'missing-field', input: rest };
      }),
    fc.tuple(validInput, garbageFields()).map(([input, extra]) => ({
      ...base,
      kind: 'garbage-fields',
      input: { ...input, ...extra },
    })),
    fc
      .tuple(validInput, fc.constantFrom<FuzzCase['auth']>('none', 'bad'), badTokens())
      .map(([input, auth, badToken]) => ({
        ...base,
        kind: auth === 'none' ? 'no-token' : 'bad-token',
        input,
        auth,
        badToken,
      })),
    fc
      .tuple(validInput, moduleIds())
      .map(([input, module]) => ({ ...base, kind: 'wrong-module', input, module })),
  ];
  if (isQuery(ep)) {
    // A query is always pairs of text: odd ones instead of a non-object or malformed body.
    invalid.push(oddQueries().map((raw) => ({ ...base, kind: 'not-an-object', input: null, raw })));
  } else {
    invalid.push(
      nonObjects().map((v) => ({ ...base, kind: 'not-an-object', input: v })),
      malformedBodies().map((raw) => ({ ...base, kind: 'malformed-body', input: null, raw })),
      fc
        .tuple(
          validInput,
          fc.constantFrom('text/plain', 'application/xml', ep.form ? JSON_TYPE : FORM_TYPE),
        )
        .map(([input, contentType]) => ({
          ...base,
          kind: 'wrong-content-type',
          input,
          contentType,
        })),
    );
  }
  return { valid, invalid: fc.oneof(...invalid) };
}

/**
 * The mock's data and the two sessions a run starts from. Data is reset only after a run that
 * called an endpoint that changes data (the registry's `writes`): other runs leave it as seeded,
 * so every run, and its replay on a new server, starts from the same data.
 */
class Sessions {
  private tokens: [string, string] | null = null;
  private dirty = true;
  /**
   * The reads the player may make on the seeded data (a player is refused the agent's reports):
   * the data check after a run asks these again, and they must still answer.
   */
  readable: Set<EndpointName> | null = null;
  constructor(private readonly base: string) {}

  async start(): Promise<[string, string]> {
    if (this.dirty || !this.tokens) {
      const reset = await fetch(`${this.base}/__mock/reset`, { method: 'POST' });
      if (!reset.ok) throw new Error(`reset answered ${reset.status}`);
      this.tokens = [await this.login(), await this.login()];
      this.dirty = false;
      this.readable ??= await readableBy(this.base, this.tokens[1]);
    }
    return this.tokens;
  }

  /** After a run: its calls changed data, or ended the cases' session. */
  finish(cases: readonly FuzzCase[], sessionAlive: boolean) {
    if (!sessionAlive || cases.some((c) => endpoints[c.endpoint].writes)) this.dirty = true;
  }

  /** A new session of the player (the checker's, after a call ended the player's other sessions). */
  async login() {
    const res = await fetch(`${this.base}${endpoints.login.path}`, {
      method: 'POST',
      headers: { 'Content-Type': JSON_TYPE, Merchant: 'DEMO' },
      body: JSON.stringify(PLAYER),
    });
    const body = (await res.json()) as { value?: { token?: string } };
    if (!body.value?.token)
      throw new Error(`login of ${PLAYER.username} failed: ${JSON.stringify(body)}`);
    return body.value.token;
  }
}

/** Reads (no `writes`) of the domains that calls of the run changed, plus member info and balance. */
function readsAfter(cases: readonly FuzzCase[]): EndpointName[] {
  const domains = new Set(
    cases.filter((c) => endpoints[c.endpoint].writes).map((c) => domainOf(c.endpoint)),
  );
  if (domains.size === 0) return [];
  return endpointNames.filter(
    (n) =>
      !endpoints[n].writes &&
      endpoints[n].method === 'GET' &&
      (domains.has(domainOf(n)) || n === 'memberInfo' || n === 'balance'),
  );
}

type Tally = Pick<FuzzReport, 'requests' | 'byAnswer' | 'byKind' | 'coverage'>;

function count(tally: Tally, c: FuzzCase, answer: Answer) {
  tally.requests += 1;
  const code = isEnvelope(answer.body) && !answer.body.success ? answer.body.errorCode : 'ok';
  const key = `${answer.status} ${String(code)}`;
  tally.byAnswer[key] = (tally.byAnswer[key] ?? 0) + 1;
  tally.byKind[c.kind] = (tally.byKind[c.kind] ?? 0) + 1;
  const seen = (tally.coverage[c.endpoint] ??= { valid: 0, invalid: 0 });
  seen[c.kind === 'valid' ? 'valid' : 'invalid'] += 1;
}

/** Calls that end the player's other sessions (the registry's `effects: ['endsOtherSessions']`). */
const endsOtherSessions = (name: EndpointName) =>
  hasEffect(endpoints[name] as EndpointDef, 'endsOtherSessions');

/** One run: fresh data, the cases in order, then the data check. Throws what went wrong. */
async function runCases(
  base: string,
  sessions: Sessions,
  cases: readonly FuzzCase[],
  tally: Tally,
) {
  const [token, checker] = await sessions.start();
  let alive = true;
  let othersEnded = false;
  try {
    for (const [i, c] of cases.entries()) {
      const answer = await send(base, c, token);
      count(tally, c, answer);
      const problem = judge(c, answer, alive);
      if (problem) throw new Error(`case ${i + 1} (${c.kind}) ${c.endpoint}: ${problem}`);
      if (c.endpoint === 'logout' && c.auth === 'session' && answer.status === 200) alive = false;
      if (endsOtherSessions(c.endpoint) && answer.status === 200) othersEnded = true;
    }
    // The player's other sessions may have been ended, the checker's with them: a new one checks.
    const reader = othersEnded ? await sessions.login() : checker;
    await checkData(base, cases, reader, tally, sessions.readable ?? new Set());
  } finally {
    sessions.finish(cases, alive);
  }
}

/** A read's sample, as the session's player. */
const readSample = (base: string, name: EndpointName, token: string) => {
  const ep = endpoints[name] as EndpointDef;
  return send(base, { endpoint: name, kind: 'valid', input: ep.sample, auth: 'session' }, token);
};

const answered = (name: EndpointName, answer: Answer) =>
  answer.status === 200 &&
  (!(endpoints[name] as EndpointDef).wrapped || (isEnvelope(answer.body) && answer.body.success));

/** The reads (GET, no `writes`) that answer the player on the seeded data. */
async function readableBy(base: string, token: string): Promise<Set<EndpointName>> {
  const reads = endpointNames.filter((n) => !endpoints[n].writes && endpoints[n].method === 'GET');
  const readable = new Set<EndpointName>();
  for (const name of reads)
    if (answered(name, await readSample(base, name, token))) readable.add(name);
  return readable;
}

/** The reads of what the run changed still answer, within their schemas. */
async function checkData(
  base: string,
  cases: readonly FuzzCase[],
  token: string,
  tally: Tally,
  readable: Set<EndpointName>,
) {
  for (const name of readsAfter(cases).filter((n) => readable.has(n))) {
    const ep = endpoints[name] as EndpointDef;
    const answer = await readSample(base, name, token);
    tally.requests += 1;
    const ok = isEnvelope(answer.body) && answer.body.success;
    const value = ep.wrapped
      ? (answer.body as { value?: unknown } | undefined)?.value
      : answer.body;
    const checked = ep.response.safeParse(value);
    if (answer.status !== 200 || (ep.wrapped && !ok) || !checked.success) {
      throw new Error(
        `data check after the run: ${name} answered HTTP ${answer.status} ${
          checked.success ? '' : describeIssues(checked.error)
        } ${answer.text.slice(0, 300)}`,
      );
    }
  }
}

/** Every endpoint's case arbitraries, from the document, built once per process. */
let built: Map<EndpointName, ReturnType<typeof caseArbitraries>> | undefined;
function allCaseArbitraries() {
  if (!built) {
    const { document } = buildOpenApi();
    built = new Map(endpointNames.map((n) => [n, caseArbitraries(n, document)]));
  }
  return built;
}

/** Runs fixed cases as one run on a mock backend it starts; what went wrong, or null. */
export async function runFixedCases(cases: readonly FuzzCase[]): Promise<string | null> {
  const srv = await startMockServer({ port: 0, dbFile: null });
  const tally: Tally = { requests: 0, byAnswer: {}, byKind: {}, coverage: {} };
  try {
    await runCases(srv.url, new Sessions(srv.url), cases, tally);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await srv.close();
  }
}

/** Fuzzes a mock backend it starts and stops; stops at the first failure (shrunk). */
export async function fuzzMock(options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const seed = options.seed ?? (Date.now() ^ (Math.random() * 0x100000000)) | 0;
  const names = options.only ?? endpointNames;
  const steps = options.extraSteps ?? 2;
  const tally: Tally = { requests: 0, byAnswer: {}, byKind: {}, coverage: {} };
  const srv = await (options.server ?? (() => startMockServer({ port: 0, dbFile: null })))();
  const sessions = new Sessions(srv.url);
  const report: FuzzReport = {
    seed,
    endpoints: 0,
    runs: 0,
    requests: 0,
    byAnswer: tally.byAnswer,
    byKind: tally.byKind,
    coverage: tally.coverage,
    interrupted: false,
    durationMs: 0,
  };
  try {
    const arbitraries = allCaseArbitraries();
    const any = fc.oneof(
      ...[...arbitraries.values()].flatMap((arbs) => [arbs.valid, arbs.invalid]),
    );
    for (const name of names) {
      const left =
        options.timeLimitMs === undefined
          ? undefined
          : options.timeLimitMs - (Date.now() - started);
      if (left !== undefined && left <= 0) {
        report.interrupted = true;
        break;
      }
      const own = arbitraries.get(name)!;
      const run = fc
        .tuple(own.valid, own.invalid, fc.array(any, { maxLength: steps }))
        .map(([v, i, rest]) => [v, i, ...rest]);
      const details = await fc.check(
        fc.asyncProperty(run, (cases) => runCases(srv.url, sessions, cases, tally)),
        {
          seed,
          numRuns: options.runsPerEndpoint,
          ...(options.path ? { path: options.path } : {}),
          ...(left !== undefined
            ? { interruptAfterTimeLimit: left, markInterruptAsFailure: false }
            : {}),
        },
      );
      report.endpoints += 1;
      report.runs += details.numRuns;
      if (details.interrupted) report.interrupted = true;
      if (details.failed) {
        report.failure = {
          endpoint: name,
          steps,
          seed: details.seed,
          path: details.counterexamplePath ?? '',
          message:
            details.errorInstance instanceof Error
              ? details.errorInstance.message
              : String(details.errorInstance),
          cases: details.counterexample?.[0] ?? [],
        };
        break;
      }
    }
  } finally {
    report.requests = tally.requests;
    report.durationMs = Date.now() - started;
    await srv.close();
  }
  return report;
}

/** A failure as the lines to read and the command that replays it. */
export function formatFailure(f: FuzzFailure): string {
  return [
    `Fuzz failure on ${f.endpoint}: ${f.message}`,
    `  replay: FUZZ_SEED=${f.seed} FUZZ_PATH=${f.path} FUZZ_ENDPOINT=${f.endpoint} npm run contract:fuzz -- --runs 1 --steps ${f.steps}`,
    '  shrunk requests:',
    ...f.cases.map((c) => `    ${JSON.stringify(c)}`),
  ].join('\n');
}

function flag(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
}

async function main(argv: string[]) {
  const env = process.env;
  const seedText = flag(argv, '--seed') ?? env.FUZZ_SEED;
  const endpoint = flag(argv, '--endpoint') ?? env.FUZZ_ENDPOINT;
  if (endpoint && !endpointNames.includes(endpoint as EndpointName))
    throw new Error(`Unknown endpoint ${endpoint}`);
  const report = await fuzzMock({
    runsPerEndpoint: Number(flag(argv, '--runs') ?? env.FUZZ_RUNS ?? 20),
    seed: seedText === undefined ? undefined : Number(seedText),
    path: flag(argv, '--path') ?? env.FUZZ_PATH,
    only: endpoint ? [endpoint as EndpointName] : undefined,
    timeLimitMs: Number(flag(argv, '--time-limit') ?? 300) * 1000,
    extraSteps: Number(flag(argv, '--steps') ?? 3),
  });
  console.log(
    `Fuzzed ${report.endpoints} endpoints: ${report.runs} runs, ${report.requests} requests in ` +
      `${(report.durationMs / 1000).toFixed(1)} s (seed ${report.seed}${report.interrupted ? ', stopped by the time limit' : ''})`,
  );
  console.log(`  by answer: ${JSON.stringify(report.byAnswer)}`);
  console.log(`  by kind:   ${JSON.stringify(report.byKind)}`);
  if (report.failure) {
    console.error(formatFailure(report.failure));
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
