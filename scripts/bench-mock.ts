/**
 * The standalone mock's throughput beside bare json-server, on 127.0.0.1, with a small bounded load
 * generator (node http, keep-alive, CONNECTIONS requests in flight, DURATION_MS per figure):
 * - bare json-server 0.17 (its router alone in express) over the same seed: GET /scenario, and
 *   GET /status, the mock status call's own answer stored as a resource (the same bytes to send);
 * - the mock (`mocks/server.ts` with a data file, as `npm run mock:server` runs it): the status call
 *   `GET /wps/system/status`, json-server's view `GET /__db/scenario`, and parallel registrations
 *   `PUT /wps/member/register` (every one changes the data, so it measures the durable writes).
 * Each server runs in its own process, so the generator does not share their event loop.
 * `tsx scripts/bench-mock.ts` prints the figures alone; `npm run bench` adds them to bench.json.
 *
 * Where the status call's time went (node --cpu-prof, issue 29): fetch Request and Response objects
 * per call (undici streams, Blob, body re-read: ~15% of the busy time, most of the GC), express's
 * routing (~9%), zod's response parse of the 5.5 KB status body (~7%), MSW's HttpResponse.json,
 * the customer-service encryption (~2%). Now the standalone server answers a path's one endpoint
 * handler straight from node's request ahead of express (mocks/http-host.ts `front`), writes the
 * JSON itself, and skips re-parsing an answer whose JSON equals the last one that passed the
 * response schema; what is left is mostly the socket write and JSON.stringify. Every check stays
 * (token, module, request schema, response schema). Server CPU per status call, same machine,
 * same load (noisy, 2 shared cores): 1.006 ms before, 0.134 ms after (bare json-server 0.38-0.43);
 * by req/s 0.53x before, 2.4x after in that run.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnMockServer } from '../mocks/db/server-process';
import { createSeedState } from '../mocks/db/state';
import { median } from './bench-lib';

const CONNECTIONS = 50;
const DURATION_MS = Number(process.env.BENCH_MOCK_MS ?? 5_000);
const WARMUP_MS = 1_000;

export interface LoadFigure {
  call: string;
  requests: number;
  errors: number;
  reqPerSec: number;
  p50Ms: number | null;
  p99Ms: number | null;
  /**
   * The server process's CPU time (user + system) per answered request: unlike req/s it does not
   * depend on what else the machine runs. Null where /proc is not available.
   */
  cpuMsPerRequest: number | null;
}

/** CPU time used so far by a process, in ms (Linux /proc; null elsewhere). */
function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat(5), counted from the state (field 3).
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
/** USER_HZ: 100 on every Linux this runs on. */
const CLOCK_TICKS = 100;

interface LoadOptions {
  method?: string;
  /** A fresh body for the i-th request (JSON). */
  body?: (i: number) => unknown;
  durationMs: number;
  /** The server's process id, for its CPU time. */
  pid?: number;
}

/** CONNECTIONS loops, each sending its next request when the previous answer has been read. */
async function load(url: string, options: LoadOptions): Promise<LoadFigure> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const target = new URL(url);
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const deadline = performance.now() + options.durationMs;
  const once = () =>
    new Promise<void>((resolve) => {
      const body = options.body ? JSON.stringify(options.body(sent)) : undefined;
      sent += 1;
      const start = performance.now();
      const req = http.request(
        target,
        {
          agent,
          method: options.method ?? 'GET',
          headers: body
            ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }
            : {},
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) latencies.push(performance.now() - start);
            else errors += 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(body);
    });
  const started = performance.now();
  const cpuBefore = cpuMs(options.pid);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpuMs(options.pid);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const round = (n: number | null | undefined) => (n == null ? null : Math.round(n * 10) / 10);
  return {
    call: `${options.method ?? 'GET'} ${target.pathname}`,
    requests: latencies.length,
    errors,
    reqPerSec: Math.round(latencies.length / elapsed),
    p50Ms: round(median(sorted)),
    p99Ms: round(sorted[Math.floor(sorted.length * 0.99)]),
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || latencies.length === 0
        ? null
        : Math.round(((cpuAfter - cpuBefore) / latencies.length) * 1000) / 1000,
  };
}

/** Bare json-server: its 0.17 router in express over a file, in a child process. */
async function startBareJsonServer(file: string) {
  const script = `
    const express = require('express');
    const jsonServer = require('json-server');
    const app = express();
    app.use(jsonServer.router(process.argv[1]));
    const server = app.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));
  `;
  const child = spawn(process.execPath, ['-e', script, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening on (http:\S+)/.exec(out)?.[1];
      if (found) resolve(found);
    });
    child.once('exit', (code) => reject(new Error(`bare json-server exited (${code})`)));
  });
  return { url, pid: child.pid, stop: () => child.kill('SIGKILL') };
}

export interface MockBenchReport {
  connections: number;
  durationMs: number;
  /** Bare json-server: GET /scenario (its usual small object, 344 bytes). */
  bareJsonServer: LoadFigure;
  /** Bare json-server answering the mock status call's own body (5.5 KB) as a plain resource. */
  bareJsonServerStatusBody: LoadFigure;
  mockStatus: LoadFigure;
  mockDbView: LoadFigure;
  mockRegistrations: LoadFigure & { fileBytesAfter: number };
  /** mock status call req/s over bare json-server req/s. */
  statusRatio: number;
  /** bare json-server CPU ms per request over the mock status call's (null without /proc). */
  statusCpuRatio: number | null;
}

const ratio = (a: number | null, b: number | null) =>
  a && b ? Math.round((a / b) * 100) / 100 : null;

/** Bare json-server over the seed plus `status`, the mock's status answer: both of its figures. */
async function measureBare(dir: string, statusBody: unknown) {
  const file = path.join(dir, 'bare.json');
  fs.writeFileSync(file, JSON.stringify({ ...createSeedState(), status: statusBody }));
  const bare = await startBareJsonServer(file);
  try {
    await load(`${bare.url}/scenario`, { durationMs: WARMUP_MS });
    const small = await load(`${bare.url}/scenario`, { durationMs: DURATION_MS, pid: bare.pid });
    const sameBody = await load(`${bare.url}/status`, { durationMs: DURATION_MS, pid: bare.pid });
    return { small, sameBody };
  } finally {
    bare.stop();
  }
}

export async function runMockBench(): Promise<MockBenchReport> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mock-'));
  try {
    const dbFile = path.join(dir, 'db.json');
    // A loaded machine compiles the server slowly: a minute to start.
    const mock = await spawnMockServer({ dbFile, timeoutMs: 60_000 });
    try {
      const pid = mock.child.pid;
      const status = `${mock.url}/wps/system/status?url=bench`;
      // The mock idles while bare json-server is measured.
      const bare = await measureBare(dir, await (await fetch(status)).json());
      await load(status, { durationMs: WARMUP_MS });
      const mockStatus = await load(status, { durationMs: DURATION_MS, pid });
      const mockDbView = await load(`${mock.url}/__db/scenario`, {
        durationMs: DURATION_MS,
        pid,
      });
      const stamp = Date.now().toString(36).slice(-5);
      const registrations = await load(`${mock.url}/wps/member/register`, {
        method: 'PUT',
        durationMs: DURATION_MS,
        pid,
        body: (i) => ({
          username: `b${stamp}${i}`,
          password: 'bench123',
          confirmPassword: 'bench123',
          registerMethod: 'WEB',
          login: true,
        }),
      });
      return {
        connections: CONNECTIONS,
        durationMs: DURATION_MS,
        bareJsonServer: bare.small,
        bareJsonServerStatusBody: bare.sameBody,
        mockStatus,
        mockDbView,
        mockRegistrations: { ...registrations, fileBytesAfter: fs.statSync(dbFile).size },
        statusRatio: ratio(mockStatus.reqPerSec, bare.small.reqPerSec) ?? 0,
        statusCpuRatio: ratio(bare.small.cpuMsPerRequest, mockStatus.cpuMsPerRequest),
      };
    } finally {
      await mock.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function printMockBench(report: MockBenchReport): void {
  const rows = [
    ['bare json-server', report.bareJsonServer],
    ['bare, status body', report.bareJsonServerStatusBody],
    ['mock status', report.mockStatus],
    ['mock /__db view', report.mockDbView],
    ['mock registrations', report.mockRegistrations],
  ] as const;
  console.log(
    `\nMock throughput, ${report.connections} connections, ${report.durationMs / 1000} s each:\n`,
  );
  for (const [label, f] of rows)
    console.log(
      `  ${label.padEnd(20)} ${f.call.padEnd(28)} ${String(f.reqPerSec).padStart(6)} req/s  p50 ${f.p50Ms} ms  p99 ${f.p99Ms} ms  CPU ${f.cpuMsPerRequest ?? 'n/a'} ms/req  errors ${f.errors}`,
    );
  console.log(
    `  status / bare json-server: ${report.statusRatio} by req/s, ${report.statusCpuRatio ?? 'n/a'} by CPU per request; data file after the registrations: ${(report.mockRegistrations.fileBytesAfter / 1024).toFixed(0)} KB`,
  );
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  runMockBench()
    .then(printMockBench)
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
