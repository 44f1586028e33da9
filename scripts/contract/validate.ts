/**
 * One exchange with a backend held against the endpoint registry: the zod schemas themselves
 * (refinements included), the envelope, the token rule and the status. Shared by
 * `npm run contract:check` (which makes the calls) and `npm run contract:proxy` (which watches
 * them), so both report the same findings in the same words.
 */
import { z } from 'zod';
import { ErrorEnvelope, envelope, type EndpointDef } from '../../src/api/contract/define';
import {
  domainOf,
  endpointNames,
  endpoints,
  type EndpointDomain,
  type EndpointName,
} from '../../src/api/contract/endpoints';

export type Severity = 'error' | 'warning';

export type CheckKind =
  | 'network' // no answer at all (refused, dropped, timed out)
  | 'server-error' // HTTP 5xx
  | 'token' // a token call answered without a token, or refused the session's token
  | 'status' // a success with a non-2xx status, or an unwrapped call that failed
  | 'content-type' // not JSON
  | 'envelope' // { success, value, errorCode, message } broken
  | 'schema' // the answer outside its zod schema
  | 'extra-field' // a field the schema does not document (an error with --strict)
  | 'business-error' // success:false: a valid answer, but the value schema was not exercised
  | 'latency' // slower than the budget
  | 'request' // (proxy) the client sent a request outside the request schema
  | 'unknown-path' // (proxy) a path the registry does not know
  | 'value'; // (flows) a value that disagrees with the workflow's earlier calls

export interface Finding {
  check: CheckKind;
  /** (flows) The call whose answer is at fault, e.g. `balance` or `walletTransfer`. */
  call?: string;
  severity: Severity;
  message: string;
  /** Field path in the answer, e.g. `value.balance[0].availBalance`. */
  path?: string;
  expected?: string;
  received?: string;
}

export interface Exchange {
  name: EndpointName;
  status: number;
  contentType: string | undefined;
  /** The answer's body as text (decompressed). */
  text: string;
  /** The request carried an Authorization header. */
  hadToken: boolean;
  latencyMs?: number;
}

export interface ValidateOptions {
  /** Undocumented fields are errors instead of warnings. */
  strict?: boolean;
  /** Slower answers are a warning (ms). */
  latencyBudgetMs?: number;
}

export type Outcome = 'pass' | 'warn' | 'fail' | 'skip';

/** pass: no finding; warn: warnings only; fail: at least one error. */
export function outcomeOf(findings: readonly Finding[]): Outcome {
  if (findings.some((f) => f.severity === 'error')) return 'fail';
  return findings.length ? 'warn' : 'pass';
}

/** The registry entry for a method and path (no query), or null. */
export function findEndpoint(method: string, pathname: string): EndpointName | null {
  const upper = method.toUpperCase();
  return (
    endpointNames.find((n) => endpoints[n].method === upper && endpoints[n].path === pathname) ??
    null
  );
}

export interface EndpointFacts {
  name: string;
  domain: EndpointDomain | 'unknown';
  method: string;
  path: string;
  module: string;
  token: boolean;
  writes: boolean;
}

export const factsOf = (name: EndpointName): EndpointFacts => {
  const ep = endpoints[name] as EndpointDef;
  return {
    name,
    domain: domainOf(name),
    method: ep.method,
    path: ep.path,
    module: ep.module,
    token: ep.token,
    writes: ep.writes,
  };
};

/** The envelope around any value (the value is checked by the entry's own schema). */
const WrappedEnvelope = envelope(z.unknown());

/** Checks one answer; an empty list means it keeps the contract. */
export function validateExchange(ex: Exchange, options: ValidateOptions = {}): Finding[] {
  const ep = endpoints[ex.name] as EndpointDef;
  const findings: Finding[] = [];
  const budget = options.latencyBudgetMs;
  if (budget !== undefined && ex.latencyMs !== undefined && ex.latencyMs > budget) {
    findings.push({
      check: 'latency',
      severity: 'warning',
      message: `answered in ${Math.round(ex.latencyMs)} ms, over the ${budget} ms budget`,
      expected: `≤ ${budget} ms`,
      received: `${Math.round(ex.latencyMs)} ms`,
    });
  }
  if (ex.status >= 500) {
    findings.push({
      check: 'server-error',
      severity: 'error',
      message: `server error HTTP ${ex.status}`,
      expected: 'no 5xx',
      received: `HTTP ${ex.status} ${snippet(ex.text)}`,
    });
    return findings;
  }
  if (ep.token && !ex.hadToken) {
    if (ex.status !== 401) {
      findings.push({
        check: 'token',
        severity: 'error',
        message: `a token call answered HTTP ${ex.status} without a token`,
        expected: 'HTTP 401 without a token',
        received: `HTTP ${ex.status} ${snippet(ex.text)}`,
      });
    }
    return findings;
  }
  if (ep.token && ex.status === 401) {
    findings.push({
      check: 'token',
      severity: 'error',
      message: 'refused the session token (HTTP 401)',
      expected: 'an answer for a signed-in session',
      received: `HTTP 401 ${snippet(ex.text)}`,
    });
    return findings;
  }
  if (!/[/+]json\b/i.test(ex.contentType ?? '')) {
    findings.push({
      check: 'content-type',
      severity: 'error',
      message: 'the answer is not declared as JSON',
      expected: 'application/json',
      received: ex.contentType ?? '(none)',
    });
  }
  let body: unknown;
  try {
    body = JSON.parse(ex.text);
  } catch {
    findings.push({
      check: 'content-type',
      severity: 'error',
      message: 'the body is not JSON',
      expected: 'a JSON body',
      received: snippet(ex.text) || '(empty)',
    });
    return findings;
  }
  const ok2xx = ex.status >= 200 && ex.status < 300;

  if (!ep.wrapped) {
    if (!ok2xx) {
      findings.push({
        check: 'status',
        severity: 'error',
        message: `an unwrapped call answered HTTP ${ex.status}`,
        expected: 'HTTP 2xx',
        received: `HTTP ${ex.status} ${snippet(ex.text)}`,
      });
      return findings;
    }
    return [...findings, ...schemaFindings(ep.response, body, '', options)];
  }

  const failed = (body as { success?: unknown } | null)?.success === false;
  // A failure must carry its code and message; a success, the envelope around its value.
  const env = (failed ? ErrorEnvelope : WrappedEnvelope).safeParse(body);
  if (!env.success) {
    return [...findings, ...issueFindings(env.error.issues, body, '', 'envelope')];
  }
  const data = body as { success: boolean; value?: unknown };
  if (failed) {
    const failure = env.data as ErrorEnvelope;
    findings.push({
      check: 'business-error',
      severity: 'warning',
      message: `answered ${failure.errorCode} "${failure.message}" (HTTP ${ex.status}): the value schema was not exercised`,
      received: `${failure.errorCode} ${failure.message}`,
    });
    return findings;
  }
  if (!ok2xx) {
    findings.push({
      check: 'status',
      severity: 'error',
      message: `success:true with HTTP ${ex.status}`,
      expected: 'HTTP 2xx',
      received: `HTTP ${ex.status}`,
    });
  }
  return [...findings, ...schemaFindings(ep.response, data.value, 'value', options)];
}

/** The answer against a schema: violations, then undocumented fields. */
export function schemaFindings(
  schema: z.ZodType,
  value: unknown,
  prefix: string,
  options: ValidateOptions = {},
): Finding[] {
  const parsed = schema.safeParse(value);
  if (!parsed.success) return issueFindings(parsed.error.issues, value, prefix, 'schema');
  const extras = new Set<string>();
  collectExtraFields(schema, value, prefix, extras);
  if (!extras.size) return [];
  const list = [...extras];
  const MAX = 20;
  return [
    ...list.slice(0, MAX).map((path): Finding => ({
      check: 'extra-field',
      severity: options.strict ? 'error' : 'warning',
      message: 'a field the contract does not document',
      path,
      expected: 'absent (not in the schema)',
      received: describe(valueAtLoose(value, path, prefix)),
    })),
    ...(list.length > MAX
      ? [
          {
            check: 'extra-field' as const,
            severity: options.strict ? ('error' as const) : ('warning' as const),
            message: `and ${list.length - MAX} more undocumented fields`,
          },
        ]
      : []),
  ];
}

/** Requests as the mock reads them: the query for GET and DELETE, form or JSON bodies. */
export function requestFindings(name: EndpointName, input: unknown): Finding[] {
  const ep = endpoints[name] as EndpointDef;
  const parsed = ep.request.safeParse(input);
  if (parsed.success) return [];
  return issueFindings(parsed.error.issues, input, 'request', 'request');
}

type Issue = z.core.$ZodIssue;

function issueFindings(
  issues: readonly Issue[],
  root: unknown,
  prefix: string,
  check: CheckKind,
): Finding[] {
  return issues.flatMap((issue) => issueFinding(issue, root, [], prefix, check));
}

function issueFinding(
  issue: Issue,
  root: unknown,
  base: PropertyKey[],
  prefix: string,
  check: CheckKind,
): Finding[] {
  const at = [...base, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length) {
    // One wrong type for the whole union: name every accepted type.
    const simple = issue.errors.every(
      (branch) => branch.length === 1 && branch[0]!.path.length === 0,
    );
    if (!simple) {
      // The branch that got furthest explains the mismatch best.
      const depth = (branch: readonly Issue[]) => Math.max(...branch.map((i) => i.path.length));
      const best = [...issue.errors].sort((a, b) => depth(b) - depth(a))[0]!;
      return best.flatMap((inner) => issueFinding(inner, root, at, prefix, check));
    }
    return [
      {
        check,
        severity: 'error',
        message: 'matches none of the accepted shapes',
        path: formatPath(prefix, at),
        expected: issue.errors.map((b) => expectedOf(b[0]!)).join(' | '),
        received: describe(valueAt(root, at)),
      },
    ];
  }
  return [
    {
      check,
      severity: 'error',
      message: issue.message,
      path: formatPath(prefix, at),
      expected: expectedOf(issue),
      received: describe(valueAt(root, at)),
    },
  ];
}

function expectedOf(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return issue.values.map((v) => JSON.stringify(v)).join(' | ');
    case 'too_small':
      return `${issue.origin} ${issue.inclusive === false ? '>' : '≥'} ${String(issue.minimum)}`;
    case 'too_big':
      return `${issue.origin} ${issue.inclusive === false ? '<' : '≤'} ${String(issue.maximum)}`;
    case 'invalid_format':
      return `${issue.format} format`;
    case 'not_multiple_of':
      return `a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `no keys ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}

function formatPath(prefix: string, path: readonly PropertyKey[]): string {
  let out = prefix;
  for (const key of path) {
    out += typeof key === 'number' ? `[${key}]` : out ? `.${String(key)}` : String(key);
  }
  return out || '(body)';
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** The value at an extra-field path (`a.b[].c`: the first array element). */
function valueAtLoose(root: unknown, path: string, prefix: string): unknown {
  const rest = prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path;
  const keys = rest
    .split(/\.|(?=\[)/)
    .filter(Boolean)
    .map((k) => (k === '[]' ? 0 : k));
  return valueAt(root, keys);
}

/** A short, typed rendering of a received value. */
export function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array(${value.length})`;
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    return `object {${keys.slice(0, 6).join(', ')}${keys.length > 6 ? ', …' : ''}}`;
  }
  const text = JSON.stringify(value);
  return `${typeof value} ${text.length > 60 ? `${text.slice(0, 57)}…` : text}`;
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 77)}…` : flat;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Walks an answer that the schema accepted and collects the fields the schema does not name
 * (loose objects let them through). Array positions collapse to `[]`, so a field present in
 * every element is reported once.
 */
function collectExtraFields(
  schema: z.ZodType,
  value: unknown,
  path: string,
  out: Set<string>,
): void {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      if (value !== undefined && value !== null)
        collectExtraFields(def.innerType!, value, path, out);
      return;
    case 'pipe':
      collectExtraFields(def.in!, value, path, out);
      return;
    case 'lazy':
      collectExtraFields(def.getter!(), value, path, out);
      return;
    case 'array':
      if (Array.isArray(value))
        for (const item of value) collectExtraFields(def.element!, item, `${path}[]`, out);
      return;
    case 'tuple':
      if (Array.isArray(value))
        def.items!.forEach((item, i) => collectExtraFields(item, value[i], `${path}[]`, out));
      return;
    case 'record':
      if (isPlainObject(value))
        for (const [key, item] of Object.entries(value))
          collectExtraFields(def.valueType!, item, join(path, key), out);
      return;
    case 'union': {
      const match = def.options!.find((option) => option.safeParse(value).success);
      if (match) collectExtraFields(match, value, path, out);
      return;
    }
    case 'intersection':
      return; // both sides name fields: nothing is extra to either alone
    case 'object': {
      if (!isPlainObject(value)) return;
      const shape = def.shape!;
      const open = !def.catchall || ['unknown', 'any'].includes(defOf(def.catchall).type);
      for (const [key, item] of Object.entries(value)) {
        const field = shape[key];
        if (field) collectExtraFields(field, item, join(path, key), out);
        else if (open) out.add(join(path, key));
        else collectExtraFields(def.catchall!, item, join(path, key), out);
      }
      return;
    }
    default:
      return;
  }
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
