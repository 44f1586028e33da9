/**
 * `npm run contract:check -- --base-url URL`: calls every registry entry's sample against a
 * backend through the portal's own api client (headers, module header, raw token, form bodies,
 * the legacy codec, unwrapped /lgw answers) and holds each answer to the zod schemas themselves.
 * Exit codes: 0 every call keeps the contract, 1 violations, 2 usage or configuration error,
 * 3 backend unreachable. See README.md, "Checking a real backend".
 */
import { parseArgs } from 'node:util';
import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createApiClient, plainCipher, type ApiClient } from '../../src/api/client';
import { createHttp } from '../../src/api/http';
import { legacyCipherOf } from '../../src/api/codec/legacy';
import { hasEffect, type EndpointDef } from '../../src/api/contract/define';
import { endpointNames, endpoints, type EndpointName } from '../../src/api/contract/endpoints';
import { CoverageLog } from './coverage';
import type { EndpointResult, RunReport } from './report';
import {
  factsOf,
  outcomeOf,
  validateExchange,
  type Finding,
  type ValidateOptions,
} from './validate';
import {
  processIo,
  progressPrinter,
  runReportingCli,
  runWhenMain,
  UnreachableError,
  UsageError,
  type CliIo,
} from './cli';

export { UnreachableError, UsageError };

export interface CheckOptions extends ValidateOptions {
  baseUrl: string;
  token?: string;
  username?: string;
  password?: string;
  /** How `encrypt` calls send their body: plain JSON, or the legacy RSA + DES codec. */
  codec?: 'plain' | 'legacy';
  /** Run the calls that change data (register, transfer, redeem, logout...). */
  allowWrites?: boolean;
  only?: string[];
  module?: string;
  merchant?: string;
  language?: string;
  timeoutMs?: number;
  /** Called after each endpoint (the CLI prints a progress line). */
  onProgress?: (done: number, total: number, result: EndpointResult) => void;
}

export const DEFAULT_LATENCY_BUDGET_MS = 1000;
export const DEFAULT_TIMEOUT_MS = 10_000;

/** Calls whose happy path needs an earlier call with the same phone number (an SMS code). */
const PREREQUISITES: Partial<Record<EndpointName, (sample: Record<string, string>) => Call>> = {
  registerMobile: (s) => ({
    name: 'registerSmsCode',
    input: { mobileNo: s.mobileNum, countryDialingCode: s.countryDialingCode },
  }),
  forgotPasswordPhone: (s) => ({
    name: 'forgotPasswordCode',
    input: { mobileNum: s.mobileNum, countryDialingCode: s.countryDialingCode },
  }),
};

interface Call {
  name: EndpointName;
  input: unknown;
}

interface Captured {
  status: number;
  contentType: string | undefined;
  text: string;
  latencyMs: number;
  curl: string;
}

/**
 * The portal's api client, with every raw answer captured for validation and its outcome logged
 * for the coverage of answers.
 */
export function instrumentedClient(
  options: Pick<CheckOptions, 'baseUrl' | 'merchant' | 'language' | 'codec' | 'timeoutMs'>,
  session: { token: string | null },
) {
  const coverage = new CoverageLog();
  let merchant = options.merchant ?? '';
  const baseURL = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const http = createHttp(baseURL, timeoutMs);
  const client: ApiClient = createApiClient({
    baseURL,
    http: () => http,
    merchant: () => merchant,
    token: () => session.token,
    language: () => options.language ?? 'EN',
    onUnauthorized: () => undefined,
    cipher:
      options.codec === 'legacy'
        ? { encrypt: (body, ep) => legacyCipherOf(client).encrypt(body, ep) }
        : plainCipher,
    validate: false,
    timeoutMs,
  });
  http.defaults.adapter = 'http';
  const started = new WeakMap<object, number>();
  const raw = new WeakMap<object, string>();
  http.interceptors.request.use((config) => {
    started.set(config, performance.now());
    return config;
  });
  const defaults = axios.defaults.transformResponse;
  http.defaults.transformResponse = [
    function keepRaw(this: InternalAxiosRequestConfig, data: unknown) {
      raw.set(this, typeof data === 'string' ? data : JSON.stringify(data ?? ''));
      return data;
    },
    ...(Array.isArray(defaults) ? defaults : defaults ? [defaults] : []),
  ];
  const captured: Array<Captured & { url: string | undefined }> = [];
  http.interceptors.response.use((res: AxiosResponse) => {
    const type = res.headers['content-type'];
    captured.push({
      url: res.config.url,
      status: res.status,
      contentType: typeof type === 'string' ? type : undefined,
      text: raw.get(res.config) ?? '',
      latencyMs: performance.now() - (started.get(res.config) ?? performance.now()),
      curl: curlOf(res.config),
    });
    return res;
  });

  return {
    setMerchant: (value: string) => (merchant = value),
    merchant: () => merchant,
    /** One call by name; the raw answer, or null when none came (network error, timeout). */
    async exchange(name: EndpointName, input: unknown): Promise<Captured | null> {
      captured.length = 0;
      await client.call(name, input as never).catch(() => undefined);
      const path = endpoints[name].path;
      const answer = captured.findLast((c) => c.url === path) ?? null;
      if (answer) coverage.record(name, answer.status, answer.text);
      return answer;
    },
    coverage: () => coverage.rows(),
    async probe(): Promise<void> {
      try {
        await http.get('/', { timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS });
      } catch (error) {
        const code = (error as { code?: string }).code ?? String(error);
        throw new UnreachableError(`${options.baseUrl} is unreachable (${code})`);
      }
    },
  };
}

/** A curl line that repeats the call, the token redacted. */
function curlOf(config: InternalAxiosRequestConfig): string {
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const parts = [`curl -X ${(config.method ?? 'get').toUpperCase()}`, quote(axios.getUri(config))];
  const headers = config.headers.toJSON() as Record<string, unknown>;
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || value === null || /^accept(-encoding)?$|^user-agent$/i.test(name))
      continue;
    parts.push(
      `-H ${quote(`${name}: ${/^authorization$/i.test(name) ? '<token>' : String(value)}`)}`,
    );
  }
  if (typeof config.data === 'string' && config.data) parts.push(`--data ${quote(config.data)}`);
  return parts.join(' ');
}

/**
 * Calls that lock the signed-in account (the registry's `effects: ['locksAccount']`: a time-out or
 * self-exclusion ends every session and refuses logins for at least 24 hours): on a real backend they
 * would lock the account the check uses, so they run only when --only names them (on a throwaway
 * account); otherwise they are skipped and listed.
 */
export const locksAccount = (name: EndpointName): boolean =>
  hasEffect(endpoints[name] as EndpointDef, 'locksAccount');

/** Which entries run, in which order: the selection, its prerequisites, logout last. */
export function selectEndpoints(options: Pick<CheckOptions, 'only' | 'module'>): EndpointName[] {
  let names = [...endpointNames];
  if (options.only?.length) {
    const unknown = options.only.filter((n) => !(n in endpoints));
    if (unknown.length) throw new UsageError(`--only: no endpoint named ${unknown.join(', ')}`);
    names = names.filter((n) => options.only!.includes(n));
  }
  if (options.module) {
    const module = options.module;
    if (!names.some((n) => endpoints[n].module === module))
      throw new UsageError(`--module: no endpoint with module id ${module}`);
    names = names.filter((n) => endpoints[n].module === module);
  }
  const last = names.filter((n) => n === 'logout');
  return [...names.filter((n) => n !== 'logout'), ...last];
}

/** Runs the check and returns one result per selected endpoint. */
export async function runCheck(options: CheckOptions): Promise<RunReport> {
  const startedAt = new Date();
  if (options.username !== undefined && options.password === undefined)
    throw new UsageError('--username needs --password');
  if (options.password !== undefined && options.username === undefined)
    throw new UsageError('--password needs --username');
  const selection = selectEndpoints(options);
  const session = { token: options.token ?? null };
  let sessionToken = options.token ?? null;
  const api = instrumentedClient(options, session);
  await api.probe();
  const validation: ValidateOptions = {
    strict: options.strict,
    latencyBudgetMs: options.latencyBudgetMs ?? DEFAULT_LATENCY_BUDGET_MS,
  };

  const results: EndpointResult[] = [];
  const report = (result: EndpointResult) => {
    results.push(result);
    options.onProgress?.(results.length, selection.length, result);
  };
  const skip = (name: EndpointName, reason: string) =>
    report({ ...factsOf(name), outcome: 'skip', skipReason: reason, findings: [] });

  /** Sends one call with the given token and validates its answer. */
  async function checked(call: Call, token: string | null) {
    session.token = token;
    const answer = await api.exchange(call.name, call.input);
    if (!answer) {
      const finding: Finding = {
        check: 'network',
        severity: 'error',
        message: `no answer within ${options.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms (refused, dropped or timed out)`,
      };
      return { answer, findings: [finding] };
    }
    const findings = validateExchange(
      { name: call.name, ...answer, hadToken: token !== null },
      validation,
    );
    return { answer, findings };
  }

  async function run(call: Call): Promise<unknown> {
    const ep = endpoints[call.name] as EndpointDef;
    const findings: Finding[] = [];
    if (ep.token) {
      // A token call must refuse a request without one.
      const bare = await checked(call, null);
      findings.push(
        ...bare.findings.map((f) =>
          f.check === 'token' ? f : { ...f, message: `without a token: ${f.message}` },
        ),
      );
    }
    const real = await checked(call, ep.token ? sessionToken : null);
    findings.push(...real.findings);
    report({
      ...factsOf(call.name),
      outcome: outcomeOf(findings),
      httpStatus: real.answer?.status,
      latencyMs: real.answer ? Math.round(real.answer.latencyMs) : undefined,
      findings,
      curl: real.answer?.curl,
    });
    return real.answer ? parseJson(real.answer.text) : undefined;
  }

  // The merchant code comes from the brand file when not given.
  const byName = new Set(selection);
  if (!options.merchant) {
    const brand = byName.has('brandConfig')
      ? await run({ name: 'brandConfig', input: {} })
      : parseJson((await api.exchange('brandConfig', {}))?.text ?? '');
    const merchant = (brand as { merchant?: unknown } | undefined)?.merchant;
    if (typeof merchant === 'string') api.setMerchant(merchant);
  }

  // Log in first (the login call is checked with the given credentials).
  if (options.username !== undefined) {
    const login = { name: 'login' as const, input: loginInput(options) };
    const answer = byName.has('login')
      ? await run(login)
      : parseJson((await api.exchange('login', login.input))?.text ?? '');
    const token = (answer as { value?: { token?: unknown } } | undefined)?.value?.token;
    if (typeof token !== 'string' || !token) {
      const detail = answer ? JSON.stringify(answer).slice(0, 200) : 'no answer';
      throw new UsageError(`login as ${options.username} failed: ${detail}`);
    }
    sessionToken = token;
  }

  for (const name of selection) {
    if (name === 'brandConfig' && !options.merchant) continue;
    if (name === 'login' && options.username !== undefined) continue;
    const ep = endpoints[name] as EndpointDef;
    if (ep.writes && !options.allowWrites) {
      skip(name, 'changes data: runs only with --allow-writes');
      continue;
    }
    if (locksAccount(name) && !options.only?.includes(name)) {
      skip(name, `locks the account it signs in with: runs only with --only ${name}`);
      continue;
    }
    if (name === 'login') {
      skip(name, 'signed in with --token: pass --username and --password to check the login');
      continue;
    }
    if (ep.token && !sessionToken) {
      skip(name, 'needs a session: pass --token, or --username and --password');
      continue;
    }
    const sample = sampleFor(name, options);
    const before = PREREQUISITES[name]?.(sample as Record<string, string>);
    if (before) {
      session.token = null;
      await api.exchange(before.name, before.input);
    }
    await run({ name, input: sample });
  }

  const refused = results.filter(
    (r) =>
      r.token && r.findings.some((f) => f.check === 'token' && f.received?.startsWith('HTTP 401')),
  );
  const ranWithToken = results.filter((r) => r.token && r.outcome !== 'skip');
  const configError =
    ranWithToken.length > 0 && refused.length === ranWithToken.length
      ? 'the backend refused the session token on every call that needs one: check --token or the login'
      : undefined;

  return {
    tool: 'contract:check',
    target: options.baseUrl,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    settings: {
      ...runSettings(options, validation, api),
      auth: options.username !== undefined ? 'login' : options.token ? 'token' : 'none',
    },
    configError,
    results,
    coverage: api.coverage(),
  };
}

/** The settings a report lists (contract:check and contract:flows). */
export function runSettings(
  options: Pick<CheckOptions, 'allowWrites' | 'strict' | 'codec'>,
  validation: ValidateOptions,
  api: { merchant: () => string },
) {
  return {
    allowWrites: Boolean(options.allowWrites),
    strict: Boolean(options.strict),
    latencyBudgetMs: validation.latencyBudgetMs!,
    codec: options.codec ?? 'plain',
    merchant: api.merchant() || '(none)',
  };
}

/** The login call's input for a username and password. */
export function loginInput(options: { username?: string; password?: string }) {
  return {
    ...(endpoints.login.sample as object),
    username: options.username,
    password: options.password,
    type: 'username',
  };
}

/** The registry sample, with the signed-in user's password where a call needs it. */
function sampleFor(name: EndpointName, options: CheckOptions): unknown {
  const sample = endpoints[name].sample as Record<string, unknown>;
  if (name === 'changePassword' && options.password !== undefined) {
    // Changes the password to itself: the account keeps working after the check.
    const p = options.password;
    return { oldPassword: p, newPassword: p, confirmNewPassword: p };
  }
  return sample;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The options contract:check and contract:flows share, as their usage lines. */
export const COMMON_USAGE = `  --base-url URL          the backend (required), e.g. https://api.example.com
  --codec plain|legacy    body of encrypted calls (login, register, passwords): plain JSON
                          (default) or the legacy RSA + DES codec
  --strict                undocumented fields are errors, not warnings
  --latency-budget MS     slower answers are warnings (default ${DEFAULT_LATENCY_BUDGET_MS})
  --timeout MS            give up on a call after this long (default ${DEFAULT_TIMEOUT_MS})
  --merchant CODE         the Merchant header (default: the brand file's merchant)
  --language EN           the Language header
  --report-dir DIR        write report.html, junit.xml and report.json there`;

export const USAGE = `Usage: npm run contract:check -- --base-url URL [options]

Calls every endpoint of the portal's contract against a backend and validates each answer.

${COMMON_USAGE}
  --token T               a session token (the raw Authorization value)
  --username U --password P
                          log in through the login call instead (checks the login too)
  --allow-writes          also run the calls that change data (register, transfer, redeem,
                          claim, password changes, logout...); skipped and listed otherwise;
                          selfExclude (locks the account) runs only when --only names it
  --only a,b,...          only these endpoints (registry names)
  --module MODID          only the endpoints of this module id

Exit codes: 0 all pass, 1 violations, 2 usage or configuration error, 3 backend unreachable.`;

/** The parseArgs table of the shared options. */
export const COMMON_OPTIONS = {
  'base-url': { type: 'string' },
  username: { type: 'string' },
  password: { type: 'string' },
  codec: { type: 'string' },
  'allow-writes': { type: 'boolean' },
  strict: { type: 'boolean' },
  only: { type: 'string' },
  'latency-budget': { type: 'string' },
  timeout: { type: 'string' },
  merchant: { type: 'string' },
  language: { type: 'string' },
  'report-dir': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = Record<string, string | boolean | undefined>;

/** parseArgs with UsageError for unknown or malformed options; positionals (if allowed) beside. */
export function parseOptions<T extends Record<string, { type: 'string' | 'boolean' }>>(
  argv: string[],
  options: T,
  allowPositionals = false,
): Values & { positionals: string[] } {
  try {
    const parsed = parseArgs({ args: argv, strict: true, allowPositionals, options });
    return Object.assign(parsed.values as Values, { positionals: parsed.positionals });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** The shared options, checked; `help` alone when asked for. */
export function commonOptions(values: Values) {
  const text = (name: string) => values[name] as string | undefined;
  const baseUrl = text('base-url');
  if (!baseUrl) throw new UsageError('--base-url is required');
  if (!/^https?:\/\/[^/]/.test(baseUrl))
    throw new UsageError(`--base-url: not an http(s) address: ${baseUrl}`);
  const codec = text('codec') ?? 'plain';
  if (codec !== 'plain' && codec !== 'legacy') throw new UsageError('--codec: plain or legacy');
  const number = (flag: string) => {
    const value = text(flag);
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new UsageError(`--${flag}: a positive number of ms`);
    return n;
  };
  return {
    baseUrl,
    username: text('username'),
    password: text('password'),
    codec: codec as 'plain' | 'legacy',
    allowWrites: values['allow-writes'] as boolean | undefined,
    strict: values.strict as boolean | undefined,
    only: text('only')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    latencyBudgetMs: number('latency-budget'),
    timeoutMs: number('timeout'),
    merchant: text('merchant'),
    language: text('language'),
    reportDir: text('report-dir'),
  };
}

/** Parses the command line; throws UsageError. */
export function parseCheckArgs(
  argv: string[],
): CheckOptions & { reportDir?: string; help?: boolean } {
  const values = parseOptions(argv, {
    ...COMMON_OPTIONS,
    token: { type: 'string' },
    module: { type: 'string' },
  });
  if (values.help) return { baseUrl: '', help: true };
  return {
    ...commonOptions(values),
    token: values.token as string | undefined,
    module: values.module as string | undefined,
  };
}

/** The command: returns the exit code. */
export async function main(argv: string[], io: CliIo = processIo): Promise<number> {
  return runReportingCli(
    io,
    'contract:check',
    USAGE,
    () => parseCheckArgs(argv),
    (options) => runCheck({ ...options, onProgress: progressPrinter(io) }),
  );
}

runWhenMain(import.meta.url, main);
