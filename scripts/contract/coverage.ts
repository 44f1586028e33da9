/**
 * Coverage of answers (issue 27): which of an endpoint's documented outcomes a run saw. The
 * documented outcomes are the ones the OpenAPI document lists for the operation: a success, a
 * malformed or invalid request (HTTP 400 `request_param_err`) and, for calls that need the
 * session, HTTP 401 `login.not.session`. A business failure (`success: false`) is named by its
 * error code.
 */
import { ErrorCodes } from '../../src/api/contract/constants';
import type { EndpointDef } from '../../src/api/contract/define';
import { endpoints, type EndpointName } from '../../src/api/contract/endpoints';

export const SUCCESS = 'success';

/** One endpoint's documented outcomes, and the ones seen. */
export interface EndpointCoverage {
  name: string;
  documented: string[];
  seen: string[];
}

/** What an endpoint can answer, as documented: success, 400, and 401 for token calls. */
export function documentedOutcomes(name: EndpointName): string[] {
  const ep = endpoints[name] as EndpointDef;
  return [
    SUCCESS,
    `HTTP 400 ${ErrorCodes.badRequest}`,
    ...(ep.token ? [`HTTP 401 ${ErrorCodes.notLoggedIn}`] : []),
  ];
}

/** The outcome an answer shows: success, `HTTP <status> <code>`, or `<code>` (business failure). */
export function answerOutcome(name: EndpointName, status: number, text: string): string {
  const ep = endpoints[name] as EndpointDef;
  let body: { success?: unknown; errorCode?: unknown } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  const code = typeof body?.errorCode === 'string' ? body.errorCode : '';
  if (status === 400 || status === 401) {
    const documented = documentedOutcomes(name).find((o) => o.startsWith(`HTTP ${status} `));
    return documented ?? `HTTP ${status}${code ? ` ${code}` : ''}`;
  }
  if (status < 200 || status >= 300) return `HTTP ${status}${code ? ` ${code}` : ''}`;
  if (!ep.wrapped || body?.success === true) return SUCCESS;
  return code || 'success:false';
}

/** Records the outcomes seen per endpoint, in the order first seen. */
export class CoverageLog {
  private readonly seen = new Map<EndpointName, Set<string>>();

  record(name: EndpointName, status: number, text: string): void {
    const set = this.seen.get(name) ?? new Set<string>();
    set.add(answerOutcome(name, status, text));
    this.seen.set(name, set);
  }

  /** One row per endpoint called, in registry order of first call. */
  rows(): EndpointCoverage[] {
    return [...this.seen.entries()].map(([name, seen]) => ({
      name,
      documented: documentedOutcomes(name),
      seen: [...seen],
    }));
  }
}

/** The documented outcomes a row did not see. */
export const unseen = (row: EndpointCoverage) =>
  row.documented.filter((o) => !row.seen.includes(o));

/**
 * The terminal lines: the totals, then each documented outcome not seen with the endpoints that
 * did not show it (the whole list is in report.html and report.json).
 */
export function renderCoverage(rows: readonly EndpointCoverage[]): string {
  if (!rows.length) return '';
  const documented = rows.reduce((n, r) => n + r.documented.length, 0);
  const covered = rows.reduce((n, r) => n + (r.documented.length - unseen(r).length), 0);
  const missing = new Map<string, string[]>();
  for (const row of rows)
    for (const outcome of unseen(row))
      missing.set(outcome, [...(missing.get(outcome) ?? []), row.name]);
  const MAX = 8;
  const lines = [
    `answers seen: ${covered} of ${documented} documented outcomes of ${rows.length} endpoints`,
    ...[...missing.entries()].map(
      ([outcome, names]) =>
        `  not seen: ${outcome} on ${names.length} (${names.slice(0, MAX).join(', ')}${names.length > MAX ? ', …' : ''})`,
    ),
  ];
  const extra = rows.filter((r) => r.seen.some((o) => !r.documented.includes(o)));
  if (extra.length)
    lines.push(
      `  business failures seen: ${extra
        .map((r) => `${r.name} ${r.seen.filter((o) => !r.documented.includes(o)).join(' ')}`)
        .join('; ')}`,
    );
  return `${lines.join('\n')}\n`;
}
