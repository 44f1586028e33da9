/**
 * `npm run contract:proxy -- --upstream URL`: a validating proxy. The portal (or any client)
 * talks to it; each request goes to the real backend untouched and its answer streams back
 * untouched, while a copy (decompressed) is held against the registry with the same checks as
 * contract:check. Violations are logged as they happen (NDJSON), and the per-endpoint report is
 * printed and written on exit. `npm run start:proxy -- --upstream URL` also starts the portal's
 * dev server with its API sent through the proxy.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import type { EndpointDef } from '../../src/api/contract/define';
import { endpointNames, endpoints, type EndpointName } from '../../src/api/contract/endpoints';
import { renderSummary, writeReports, type EndpointResult, type RunReport } from './report';
import {
  factsOf,
  findEndpoint,
  outcomeOf,
  requestFindings,
  validateExchange,
  type Finding,
  type ValidateOptions,
} from './validate';
import { runWhenMain } from './cli';

export interface ProxyOptions extends ValidateOptions {
  upstream: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** violations.ndjson goes here at once; report.html, junit.xml, report.json on close. */
  reportDir: string;
  /** Each violation as a line, as it happens (the CLI prints to stderr). */
  onViolation?: (line: string) => void;
}

export interface ProxyHandle {
  url: string;
  ndjsonFile: string;
  report(): RunReport;
  /** Stops listening, writes the reports, returns the final report. */
  close(): Promise<RunReport>;
}

/** The most of an answer copied for validation; larger bodies stream through unchecked. */
const MAX_CAPTURE = 10 * 1024 * 1024;
const RANK = { pass: 0, skip: 0, warn: 1, fail: 2 } as const;

interface Row extends EndpointResult {
  seen: Set<string>;
}

export async function startProxy(options: ProxyOptions): Promise<ProxyHandle> {
  const upstream = new URL(options.upstream);
  const basePath = upstream.pathname.replace(/\/+$/, '');
  const transport = upstream.protocol === 'https:' ? https : http;
  fs.mkdirSync(options.reportDir, { recursive: true });
  const ndjsonFile = path.join(options.reportDir, 'violations.ndjson');
  fs.writeFileSync(ndjsonFile, '');
  const startedAt = new Date();
  const rows = new Map<string, Row>();

  function record(
    key: string,
    facts: Omit<EndpointResult, 'outcome' | 'findings'>,
    exchange: { method: string; url: string; status: number; latencyMs: number; hadToken: boolean },
    findings: Finding[],
  ) {
    const row: Row = rows.get(key) ?? {
      ...facts,
      outcome: 'pass',
      findings: [],
      exchanges: 0,
      seen: new Set(),
    };
    rows.set(key, row);
    row.exchanges = (row.exchanges ?? 0) + 1;
    row.httpStatus = exchange.status;
    row.latencyMs = Math.max(row.latencyMs ?? 0, Math.round(exchange.latencyMs));
    for (const f of findings) {
      const id = `${f.severity}|${f.check}|${f.path ?? ''}`;
      if (row.seen.has(id)) continue;
      row.seen.add(id);
      row.findings.push(f);
    }
    const outcome = outcomeOf(findings);
    if (RANK[outcome] > RANK[row.outcome]) row.outcome = outcome;
    if (findings.length) {
      const line = JSON.stringify({
        time: new Date().toISOString(),
        endpoint: facts.name,
        ...exchange,
        latencyMs: Math.round(exchange.latencyMs),
        outcome,
        findings,
      });
      fs.appendFileSync(ndjsonFile, `${line}\n`);
      options.onViolation?.(line);
    }
  }

  function validate(
    req: http.IncomingMessage,
    requestBody: Buffer,
    answer: { status: number; headers: http.IncomingHttpHeaders; body: Buffer | null },
    latencyMs: number,
  ) {
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS' || method === 'HEAD') return;
    const url = new URL(req.url ?? '/', 'http://proxy');
    const hadToken = Boolean(req.headers.authorization);
    const exchange = {
      method,
      url: url.pathname + url.search,
      status: answer.status,
      latencyMs,
      hadToken,
    };
    const name = findEndpoint(method, url.pathname);
    if (!name) {
      record(
        `${method} ${url.pathname}`,
        {
          name: `${method} ${url.pathname}`,
          domain: 'unknown',
          method,
          path: url.pathname,
          module: '',
          token: hadToken,
          writes: false,
        },
        exchange,
        [
          {
            check: 'unknown-path',
            severity: 'warning',
            message: 'a call the registry does not know',
            received: `${method} ${url.pathname}`,
          },
        ],
      );
      return;
    }
    const findings: Finding[] = [];
    const input = requestInput(name, url, req.headers, requestBody);
    if (input !== SEALED) findings.push(...requestFindings(name, input));
    if (!answer.body) {
      findings.push({
        check: 'network',
        severity: 'error',
        message: 'the backend did not answer (refused, dropped or timed out)',
      });
    } else {
      const text = decode(answer.body, answer.headers['content-encoding']);
      if (text === null) {
        findings.push({
          check: 'content-type',
          severity: 'warning',
          message: 'the body could not be decompressed or was too large to check',
        });
      } else {
        findings.push(
          ...validateExchange(
            {
              name,
              status: answer.status,
              contentType: answer.headers['content-type'],
              text,
              hadToken,
              latencyMs,
            },
            options,
          ),
        );
      }
    }
    record(name, factsOf(name), exchange, findings);
  }

  const server = http.createServer((req, res) => {
    const started = performance.now();
    const target = new URL(basePath + (req.url ?? '/'), upstream);
    const headers = { ...req.headers, host: target.host };
    const requestChunks: Buffer[] = [];
    const upstreamReq = transport.request(target, { method: req.method, headers });
    req.on('data', (chunk: Buffer) => requestChunks.push(chunk));
    req.pipe(upstreamReq);
    upstreamReq.on('response', (upstreamRes) => {
      res.writeHead(
        upstreamRes.statusCode ?? 502,
        upstreamRes.statusMessage,
        upstreamRes.rawHeaders,
      );
      const chunks: Buffer[] = [];
      let size = 0;
      upstreamRes.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_CAPTURE) chunks.push(chunk);
      });
      upstreamRes.pipe(res);
      upstreamRes.on('end', () => {
        validate(
          req,
          Buffer.concat(requestChunks),
          {
            status: upstreamRes.statusCode ?? 0,
            headers: upstreamRes.headers,
            body: size <= MAX_CAPTURE ? Buffer.concat(chunks) : Buffer.alloc(0),
          },
          performance.now() - started,
        );
      });
    });
    upstreamReq.on('error', (error) => {
      validate(
        req,
        Buffer.concat(requestChunks),
        { status: 502, headers: {}, body: null },
        performance.now() - started,
      );
      if (!res.headersSent) {
        res.writeHead(502, { 'Content-Type': 'text/plain' });
        res.end(
          `contract:proxy: ${options.upstream} did not answer (${(error as { code?: string }).code ?? error.message})`,
        );
      } else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  const report = (): RunReport => {
    const seen = [...rows.values()].map(({ seen: _seen, ...row }) => row);
    const called = new Set(seen.map((r) => r.name));
    const order = (name: string) => {
      const i = endpointNames.indexOf(name as EndpointName);
      return i < 0 ? endpointNames.length : i;
    };
    const notCalled = endpointNames
      .filter((n) => !called.has(n))
      .map((n): EndpointResult => ({
        ...factsOf(n),
        outcome: 'skip',
        skipReason: 'not called through the proxy',
        findings: [],
      }));
    return {
      tool: 'contract:proxy',
      target: options.upstream,
      startedAt: startedAt.toISOString(),
      durationMs: Date.now() - startedAt.getTime(),
      settings: {
        strict: Boolean(options.strict),
        latencyBudgetMs: options.latencyBudgetMs ?? 'none',
        ndjson: ndjsonFile,
      },
      results: [...seen, ...notCalled].sort((a, b) => order(a.name) - order(b.name)),
    };
  };

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    ndjsonFile,
    report,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      const run = report();
      writeReports(run, options.reportDir);
      return run;
    },
  };
}

const SEALED = Symbol('sealed');

/** The request as the mock reads it, or SEALED for legacy-encrypted bodies. */
function requestInput(
  name: EndpointName,
  url: URL,
  headers: http.IncomingHttpHeaders,
  body: Buffer,
): unknown {
  const ep = endpoints[name] as EndpointDef;
  if (ep.method === 'GET' || ep.method === 'DELETE') return Object.fromEntries(url.searchParams);
  if (headers.encryption) return SEALED;
  const text = body.toString('utf8');
  if (!text) return {};
  if (ep.form) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A decompressed copy of the body as text; null when it cannot be decoded. */
function decode(body: Buffer, encoding: string | undefined): string | null {
  try {
    switch ((encoding ?? '').trim().toLowerCase()) {
      case '':
      case 'identity':
        return body.toString('utf8');
      case 'gzip':
      case 'x-gzip':
        return zlib.gunzipSync(body).toString('utf8');
      case 'br':
        return zlib.brotliDecompressSync(body).toString('utf8');
      case 'deflate':
        return zlib.inflateSync(body).toString('utf8');
      default:
        return null;
    }
  } catch {
    return null;
  }
}

export const USAGE = `Usage: npm run contract:proxy -- --upstream URL [options]
       npm run start:proxy -- --upstream URL [options]   (the portal too, its API through the proxy)

Forwards every request to the backend untouched and validates each exchange against the contract.

  --upstream URL          the real backend (required)
  --port N                where the proxy listens (default 4010; 0 picks a free port)
  --host H                the address it listens on (default 127.0.0.1)
  --report-dir DIR        violations.ndjson as they happen, report.html, junit.xml and
                          report.json on exit (default reports/contract-proxy)
  --strict                undocumented fields are errors, not warnings
  --latency-budget MS     slower answers are warnings (default 1000)
  --with-portal           also start the portal's dev server (npm start) with BACKEND_URL set
                          to the proxy; stopping it stops the proxy

Stop with Ctrl+C: the per-endpoint report is printed and written. Exit code 1 when a call broke
the contract, 0 otherwise, 2 for usage errors.`;

async function cli(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        upstream: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        'report-dir': { type: 'string' },
        strict: { type: 'boolean' },
        'latency-budget': { type: 'string' },
        'with-portal': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`contract:proxy: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const port = Number(values.port ?? 4010);
  const budget = Number(values['latency-budget'] ?? 1000);
  if (
    !values.upstream ||
    !/^https?:\/\/[^/]/.test(values.upstream) ||
    !Number.isInteger(port) ||
    !(budget > 0)
  ) {
    console.error(
      `contract:proxy: --upstream needs an http(s) address; --port and --latency-budget numbers\n\n${USAGE}`,
    );
    return 2;
  }
  const proxy = await startProxy({
    upstream: values.upstream,
    port,
    host: values.host,
    reportDir: values['report-dir'] ?? 'reports/contract-proxy',
    strict: values.strict,
    latencyBudgetMs: budget,
    onViolation: (line) => {
      const v = JSON.parse(line) as {
        endpoint: string;
        url: string;
        status: number;
        findings: Finding[];
      };
      const f = v.findings.find((x) => x.severity === 'error') ?? v.findings[0]!;
      console.error(
        `[contract] ${f.severity} ${v.endpoint} ${v.status}: ${f.check}${f.path ? ` ${f.path}` : ''} ${f.expected ? `expected ${f.expected}, received ${f.received ?? '?'}` : f.message}`,
      );
    },
  });
  console.log(
    `contract:proxy ${proxy.url} -> ${values.upstream} (violations: ${proxy.ndjsonFile})`,
  );

  const finished = new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
    if (values['with-portal']) {
      const vite = spawn(process.execPath, [path.resolve('node_modules/vite/bin/vite.js')], {
        stdio: 'inherit',
        env: { ...process.env, BACKEND_URL: proxy.url },
      });
      vite.on('exit', () => resolve());
    }
  });
  await finished;
  const run = await proxy.close();
  console.log(renderSummary(run));
  console.log(`reports: ${reportFiles(values['report-dir'] ?? 'reports/contract-proxy')}`);
  return run.results.some((r) => r.outcome === 'fail') ? 1 : 0;
}

const reportFiles = (dir: string) =>
  ['violations.ndjson', 'report.html', 'junit.xml', 'report.json']
    .map((f) => path.join(dir, f))
    .join(', ');

runWhenMain(import.meta.url, cli);
