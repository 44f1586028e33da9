/**
 * The per-endpoint report of contract:check and contract:proxy: a summary table for the
 * terminal, report.html (one row per endpoint, grouped by domain), junit.xml (one case per
 * endpoint) and report.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { endpointDomains } from '../../src/api/contract/endpoints';
import { renderCoverage, unseen, type EndpointCoverage } from './coverage';
import type { EndpointFacts, Finding, Outcome } from './validate';

export interface EndpointResult extends EndpointFacts {
  outcome: Outcome;
  skipReason?: string;
  httpStatus?: number;
  latencyMs?: number;
  findings: Finding[];
  /** A curl line that repeats the call (token redacted). */
  curl?: string;
  /** contract:flows: what the workflow holds the backend to. */
  title?: string;
  /** contract:proxy: how many exchanges the row sums up. */
  exchanges?: number;
}

export interface RunReport {
  tool: 'contract:check' | 'contract:proxy' | 'contract:flows';
  /** The backend checked (base URL or upstream). */
  target: string;
  startedAt: string;
  durationMs: number;
  settings: Record<string, string | number | boolean>;
  /** A configuration problem found while running (exit code 2). */
  configError?: string;
  results: EndpointResult[];
  /** Per endpoint called, the documented outcomes and the ones seen. */
  coverage?: EndpointCoverage[];
}

const OUTCOMES: Outcome[] = ['pass', 'warn', 'fail', 'skip'];

export function countOutcomes(results: readonly EndpointResult[]): Record<Outcome, number> {
  const counts = { pass: 0, warn: 0, fail: 0, skip: 0 };
  for (const r of results) counts[r.outcome] += 1;
  return counts;
}

/** Domains in registry order, then any other (the proxy's unknown paths). */
function byDomain(results: readonly EndpointResult[]): Array<[string, EndpointResult[]]> {
  const order = [...endpointDomains, 'unknown'];
  const groups = new Map<string, EndpointResult[]>();
  for (const r of results) groups.set(r.domain, [...(groups.get(r.domain) ?? []), r]);
  return [...groups.entries()].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
}

const firstProblem = (r: EndpointResult) => {
  if (r.outcome === 'skip') return r.skipReason ?? '';
  const f = r.findings.find((x) => x.severity === 'error') ?? r.findings[0];
  if (!f) return '';
  const more = r.findings.length > 1 ? ` (+${r.findings.length - 1})` : '';
  return `${f.call ? `${f.call} ` : ''}${f.check}${f.path ? ` ${f.path}` : ''}: ${f.expected ? `expected ${f.expected}, received ${f.received ?? '?'}` : f.message}${more}`;
};

const rowNoun = (run: RunReport) => (run.tool === 'contract:flows' ? 'workflows' : 'endpoints');

/** The terminal summary: one row per endpoint, then the totals. */
export function renderSummary(run: RunReport): string {
  const rows = run.results.map((r) => [
    r.outcome.toUpperCase(),
    r.domain,
    r.name,
    `${r.method} ${r.path}`,
    r.httpStatus === undefined ? '' : String(r.httpStatus),
    r.latencyMs === undefined ? '' : `${r.latencyMs} ms`,
    firstProblem(r),
  ]);
  const head = ['RESULT', 'DOMAIN', 'ENDPOINT', 'CALL', 'HTTP', 'TIME', 'FIRST FINDING'];
  const widths = head.map((h, i) =>
    i === head.length - 1 ? 0 : Math.max(h.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (widths[i] ? c.padEnd(widths[i]!) : c))
      .join('  ')
      .trimEnd();
  const counts = countOutcomes(run.results);
  return [
    '',
    line(head),
    ...rows.map(line),
    '',
    `${run.tool} ${run.target}: ${run.results.length} ${rowNoun(run)}, ${OUTCOMES.map((o) => `${counts[o]} ${o}`).join(', ')} (${(run.durationMs / 1000).toFixed(1)} s)`,
    renderCoverage(run.coverage ?? []),
  ].join('\n');
}

const esc = (s: unknown) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** report.html: a self-contained page, one row per endpoint grouped by domain. */
export function renderHtml(run: RunReport): string {
  const counts = countOutcomes(run.results);
  const findingRows = (r: EndpointResult) =>
    r.findings
      .map(
        (f) =>
          `<tr class="${f.severity}"><td>${esc(f.severity)}</td><td>${esc(f.call ?? '')}</td><td>${esc(f.check)}</td><td><code>${esc(f.path ?? '')}</code></td><td>${esc(f.expected ?? '')}</td><td>${esc(f.received ?? '')}</td><td>${esc(f.message)}</td></tr>`,
      )
      .join('');
  const row = (r: EndpointResult) => `
      <tr class="row ${r.outcome}" id="${esc(r.name)}">
        <td><span class="badge ${r.outcome}">${r.outcome}</span></td>
        <td><b>${esc(r.name)}</b>${r.title ? `<br>${esc(r.title)}` : ''}${r.writes ? ' <small>writes</small>' : ''}${r.token ? ' <small>token</small>' : ''}</td>
        <td><code>${esc(r.method)} ${esc(r.path)}</code><br><small>${esc(r.module)}</small></td>
        <td>${esc(r.httpStatus ?? '')}</td>
        <td>${r.latencyMs === undefined ? '' : `${r.latencyMs} ms`}${r.exchanges ? `<br><small>${r.exchanges} calls</small>` : ''}</td>
        <td>${r.outcome === 'skip' ? esc(r.skipReason) : ''}${
          r.findings.length
            ? `<table class="findings"><thead><tr><th>severity</th><th>call</th><th>check</th><th>field</th><th>expected</th><th>received</th><th>message</th></tr></thead><tbody>${findingRows(r)}</tbody></table>`
            : ''
        }${r.curl ? `<details><summary>curl</summary><pre>${esc(r.curl)}</pre></details>` : ''}</td>
      </tr>`;
  const groups = byDomain(run.results)
    .map(
      ([domain, rows]) => `
    <tbody>
      <tr class="domain"><th colspan="6">${esc(domain)} <small>${rows.length} endpoints, ${rows.filter((r) => r.outcome === 'fail').length} failing</small></th></tr>${rows.map(row).join('')}
    </tbody>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${esc(run.tool)} report: ${esc(run.target)}</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1c1c1c; }
  table { border-collapse: collapse; width: 100%; }
  td, th { border-bottom: 1px solid #ddd; padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; }
  tr.row > td:nth-child(4), tr.row > td:nth-child(5) { white-space: nowrap; }
  tr.domain th { background: #eef1f6; font-size: 1.05em; padding-top: 0.8rem; }
  .badge { display: inline-block; padding: 0 0.4rem; border-radius: 3px; color: #fff; font-weight: 600; }
  .badge.pass { background: #1b7a3a; } .badge.warn { background: #8a5a00; }
  .badge.fail { background: #b00020; } .badge.skip { background: #5f6368; }
  table.findings { margin: 0.2rem 0; font-size: 0.92em; }
  table.findings tr.error td:first-child { color: #b00020; font-weight: 600; }
  pre { white-space: pre-wrap; word-break: break-all; background: #f6f6f6; padding: 0.4rem; }
  small { color: #555; }
  td.missing { color: #8a5a00; }
</style>
</head>
<body>
<h1>${esc(run.tool)}: ${esc(run.target)}</h1>
<p>${run.results.length} ${rowNoun(run)}: ${OUTCOMES.map((o) => `<span class="badge ${o}">${counts[o]} ${o}</span>`).join(' ')}
 · ${esc(run.startedAt)} · ${(run.durationMs / 1000).toFixed(1)} s
 · ${Object.entries(run.settings)
   .map(([k, v]) => `${esc(k)}: ${esc(v)}`)
   .join(', ')}</p>
${run.configError ? `<p><b>Configuration error:</b> ${esc(run.configError)}</p>` : ''}
<table>
  <thead><tr><th>result</th><th>${run.tool === 'contract:flows' ? 'workflow' : 'endpoint'}</th><th>call</th><th>HTTP</th><th>time</th><th>findings</th></tr></thead>${groups}
</table>
${coverageHtml(run.coverage ?? [])}
</body>
</html>
`;
}

function coverageHtml(rows: readonly EndpointCoverage[]): string {
  if (!rows.length) return '';
  const row = (r: EndpointCoverage) => {
    const missing = unseen(r);
    return `<tr><td><b>${esc(r.name)}</b></td><td>${r.seen.map(esc).join('<br>')}</td><td class="${missing.length ? 'missing' : ''}">${missing.map(esc).join('<br>')}</td></tr>`;
  };
  return `<h2>Answers seen</h2>
<p>Per endpoint called: the documented outcomes seen and not seen (an integrator sees what the run did not exercise).</p>
<table>
  <thead><tr><th>endpoint</th><th>seen</th><th>documented, not seen</th></tr></thead>
  <tbody>${rows.map(row).join('')}</tbody>
</table>`;
}

/** junit.xml: one test case per endpoint, one suite per domain. */
export function renderJunit(run: RunReport): string {
  const suites = byDomain(run.results).map(([domain, rows]) => {
    const counts = countOutcomes(rows);
    const cases = rows.map((r) => {
      const name = `${r.name} (${r.method} ${r.path})`;
      const time = ((r.latencyMs ?? 0) / 1000).toFixed(3);
      const detail = r.findings
        .map(
          (f) =>
            `${f.severity} ${f.call ? `${f.call} ` : ''}${f.check}${f.path ? ` ${f.path}` : ''}: ${f.message}${f.expected ? ` (expected ${f.expected}, received ${f.received ?? '?'})` : ''}`,
        )
        .join('\n');
      const body =
        r.outcome === 'skip'
          ? `<skipped message="${esc(r.skipReason)}"/>`
          : r.outcome === 'fail'
            ? `<failure message="${esc(firstProblem(r))}">${esc(detail)}${r.curl ? `\n${esc(r.curl)}` : ''}</failure>`
            : detail
              ? `<system-out>${esc(detail)}</system-out>`
              : '';
      return `    <testcase classname="contract.${esc(domain)}" name="${esc(name)}" time="${time}">${body}</testcase>`;
    });
    return `  <testsuite name="contract.${esc(domain)}" tests="${rows.length}" failures="${counts.fail}" skipped="${counts.skip}" errors="0">\n${cases.join('\n')}\n  </testsuite>`;
  });
  const counts = countOutcomes(run.results);
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="${esc(run.tool)} ${esc(run.target)}" tests="${run.results.length}" failures="${counts.fail}" skipped="${counts.skip}" time="${(run.durationMs / 1000).toFixed(3)}">
${suites.join('\n')}
</testsuites>
`;
}

/** Writes report.html, junit.xml and report.json into dir; returns their paths. */
export function writeReports(run: RunReport, dir: string): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const files: Array<[string, string]> = [
    ['report.html', renderHtml(run)],
    ['junit.xml', renderJunit(run)],
    ['report.json', `${JSON.stringify(run, null, 2)}\n`],
  ];
  return files.map(([name, text]) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  });
}
