/**
 * What Prism (`prism proxy --errors`) found under a run of the portal's traffic
 * (contract:prism-portal, scripts/contract/prism-portal.ts): its violations read from the answers it
 * sent back (the `sl-violations` header, its problem+json refusals) and from its log, each on its
 * call, and the run's report. Pure: no server, no browser.
 */
import { stripVTControlCharacters } from 'node:util';
import { findEndpoint } from './validate';

export type Severity = 'error' | 'warning' | 'info';

/** One violation Prism reported, on the call it was found in. */
export interface PrismViolation {
  /** "POST /wps/relay/GCS_walletTransfer". */
  call: string;
  /** The registry's name of the call, when it has one. */
  endpoint: string | null;
  /** Where Prism found it. */
  side: 'request' | 'response' | 'unknown';
  severity: Severity;
  /** Prism's path into the request or answer ("body.value.list.0.orderNo"). */
  location: string;
  message: string;
}

/** One API call through Prism as the portal made it. */
export interface Exchange {
  method: string;
  path: string;
  status: number;
  /** The `sl-violations` header, when Prism set one. */
  violationHeader?: string;
  contentType?: string;
  /** The answer's body, kept when Prism answered problem+json. */
  problemBody?: string;
}

const callOf = (method: string, pathname: string) => `${method.toUpperCase()} ${pathname}`;

const nameOf = (method: string, pathname: string) => findEndpoint(method, pathname);

interface PrismValidation {
  location?: unknown;
  severity?: unknown;
  message?: unknown;
  code?: unknown;
}

const SEVERITIES: Record<string, Severity> = {
  error: 'error',
  warning: 'warning',
  warn: 'warning',
};

function violationOf(call: { method: string; path: string }, v: PrismValidation): PrismViolation {
  const location = Array.isArray(v.location) ? v.location.map(String) : [];
  const first = location[0];
  return {
    call: callOf(call.method, call.path),
    endpoint: nameOf(call.method, call.path),
    side: first === 'request' || first === 'response' ? first : 'unknown',
    severity: SEVERITIES[String(v.severity).toLowerCase()] ?? 'info',
    location: (first === 'request' || first === 'response' ? location.slice(1) : location).join(
      '.',
    ),
    message: String(v.message ?? v.code ?? 'violation'),
  };
}

/**
 * The violations Prism reported on one exchange: its `sl-violations` header (every violation, in
 * proxy mode, each located under `request` or `response`) and, when it refused the call (--errors:
 * 422 for a request, 500 for an answer), the `validation` list of its problem+json body.
 */
export function exchangeViolations(exchange: Exchange): PrismViolation[] {
  const found: PrismViolation[] = [];
  const add = (list: unknown) => {
    if (Array.isArray(list)) for (const v of list) found.push(violationOf(exchange, v as object));
  };
  if (exchange.violationHeader) {
    const header = exchange.violationHeader.replace(/^Too many violations! /, '');
    try {
      add(JSON.parse(header));
    } catch {
      found.push({
        ...violationOf(exchange, { severity: 'error', message: header.slice(0, 200) }),
        side: 'unknown',
      });
    }
  }
  if (exchange.problemBody) {
    try {
      const problem = JSON.parse(exchange.problemBody) as {
        type?: string;
        title?: string;
        detail?: string;
        validation?: PrismValidation[];
      };
      if (problem.validation?.length) {
        // A refused request's list has no `request` prefix: it is about the request.
        const side = exchange.status === 422 ? 'request' : 'response';
        for (const v of problem.validation) {
          const located = violationOf(exchange, v);
          found.push(located.side === 'unknown' ? { ...located, side } : located);
        }
      } else if (problem.type?.includes('stoplight.io/prism/errors')) {
        // Prism refused the call for another reason (no such path, an unreachable upstream).
        found.push({
          ...violationOf(exchange, { severity: 'error', message: problem.detail ?? problem.title }),
          location: problem.type.replace(/^.*#/, ''),
        });
      }
    } catch {
      // Not Prism's: the backend's own problem answer, passed through.
    }
  }
  return dedupe(found);
}

const keyOf = (v: PrismViolation) =>
  [v.call, v.side, v.severity, v.location, v.message].join('\u0000');

function dedupe(list: PrismViolation[]): PrismViolation[] {
  const seen = new Map<string, PrismViolation>();
  for (const v of list) if (!seen.has(keyOf(v))) seen.set(keyOf(v), v);
  return [...seen.values()];
}

/**
 * The violations in Prism's log (its pretty output, colours stripped): each `Violation:` line of
 * its validator, and each `Request terminated with error` (a refused call), on the call whose
 * `Request received` line came last before it. Prism logs a call's lines together, so with one
 * call in flight at a time (the journeys' calls seldom overlap) that is the right call; the
 * exchanges' headers are the exact record, this is the cross-check.
 */
export function logViolations(log: string): PrismViolation[] {
  const found: PrismViolation[] = [];
  let current: { method: string; path: string } = { method: '?', path: '?' };
  for (const raw of stripVTControlCharacters(log).split('\n')) {
    const received =
      /\[HTTP SERVER\] (get|post|put|delete|patch|head|options) (\S+) .*Request received/i.exec(
        raw,
      );
    if (received) {
      current = { method: received[1]!, path: received[2]!.split('?')[0]! };
      continue;
    }
    const violation = /\b(error|warning|info)\s+Violation: (request|response)?\.?(\S*) (.*)$/.exec(
      raw,
    );
    if (violation) {
      found.push({
        call: callOf(current.method, current.path),
        endpoint: nameOf(current.method, current.path),
        side: (violation[2] as 'request' | 'response' | undefined) ?? 'unknown',
        severity: SEVERITIES[violation[1]!] ?? 'info',
        location: violation[3]!,
        message: violation[4]!.trim(),
      });
      continue;
    }
    const terminated =
      /\[HTTP SERVER\] (\w+) (\S+) .*\berror\s+Request terminated with error: (.*)$/.exec(raw);
    if (terminated) {
      const [, method, target, message] = terminated as unknown as [string, string, string, string];
      const pathname = target.split('?')[0]!;
      found.push({
        call: callOf(method, pathname),
        endpoint: nameOf(method, pathname),
        side: 'unknown',
        severity: 'error',
        location: '',
        message: message.trim(),
      });
    }
  }
  return dedupe(found);
}

export interface JourneyResult {
  name: string;
  ok: boolean;
  ms: number;
  error?: string;
}

export interface PrismPortalReport {
  /** API calls the portal made through Prism. */
  calls: number;
  /** Distinct registry endpoints among them. */
  endpoints: number;
  /** Calls that are no registry entry (method and path). */
  unknownCalls: string[];
  violations: PrismViolation[];
  /** Violations in Prism's log that no exchange carried (should be none). */
  logOnly: PrismViolation[];
  journeys: JourneyResult[];
  ok: boolean;
}

/** The report of a run: what was called, what Prism found, which journeys finished. */
export function summarize(
  exchanges: readonly Exchange[],
  log: string,
  journeys: JourneyResult[],
): PrismPortalReport {
  const violations = dedupe(exchanges.flatMap(exchangeViolations));
  // A refused call's log line says what the problem body says: only log findings on a call that
  // carried none are news.
  const withFindings = new Set(violations.map((v) => v.call));
  const logOnly = logViolations(log).filter((v) => !withFindings.has(v.call));
  const names = new Set<string>();
  const unknown = new Set<string>();
  for (const e of exchanges) {
    const name = nameOf(e.method, e.path);
    if (name) names.add(name);
    else if (e.path !== '/brand.json') unknown.add(callOf(e.method, e.path));
  }
  return {
    calls: exchanges.length,
    endpoints: names.size,
    unknownCalls: [...unknown].sort(),
    violations,
    logOnly,
    journeys,
    ok:
      violations.length === 0 &&
      logOnly.length === 0 &&
      journeys.length > 0 &&
      journeys.every((j) => j.ok),
  };
}

export function renderReport(report: PrismPortalReport): string {
  const lines = [
    `Prism (prism proxy --errors) under the portal's browser traffic: ${report.calls} API calls, ${report.endpoints} endpoints`,
  ];
  for (const j of report.journeys)
    lines.push(
      `  ${j.ok ? 'ok  ' : 'FAIL'} ${j.name} (${(j.ms / 1000).toFixed(1)} s)${j.error ? `: ${j.error}` : ''}`,
    );
  const all = [...report.violations, ...report.logOnly];
  lines.push(`  violations: ${all.length}`);
  for (const v of all)
    lines.push(
      `  ${v.severity.padEnd(7)} ${v.side.padEnd(8)} ${v.call}${v.endpoint ? ` (${v.endpoint})` : ''}: ${v.location ? `${v.location} ` : ''}${v.message}`,
    );
  if (report.unknownCalls.length)
    lines.push(`  calls outside the registry: ${report.unknownCalls.join(', ')}`);
  lines.push(report.ok ? 'PASS' : 'FAIL');
  return lines.join('\n');
}
