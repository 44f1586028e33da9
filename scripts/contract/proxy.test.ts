// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as nodeMock } from '../../mocks/node';
import { startMockServer } from '../../mocks/server';
import { startDriftedBackend } from './drifted-backend';
import { startProxy } from './proxy';

beforeAll(() => nodeMock.close());
afterAll(() => nodeMock.listen({ onUnhandledRequest: 'error' }));

const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'contract-proxy-'));
const readNdjson = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map(
      (line) => JSON.parse(line) as { endpoint: string; findings: Array<Record<string, unknown>> },
    );

const login = (base: string) =>
  fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'DEMO', ModuleId: 'COMM3' },
    body: JSON.stringify({ username: 'player1', password: 'pass1234', type: 'username' }),
  }).then(async (r) => ((await r.json()) as { value: { token: string } }).value.token);

describe('contract:proxy', () => {
  it('forwards calls to the mock untouched, logs only violations and reports per endpoint', async () => {
    const mock = await startMockServer({ port: 0, dbFile: null });
    const dir = tmpDir();
    const proxy = await startProxy({ upstream: mock.url, reportDir: dir });
    try {
      const status = await fetch(`${proxy.url}/wps/system/status?url=localhost`);
      expect(status.status).toBe(200);
      expect(await status.json()).toMatchObject({ success: true, value: { maintenance: false } });
      const token = await login(proxy.url);
      const balance = await fetch(`${proxy.url}/wps/v2/wallets/balance?typeId=0`, {
        headers: { Authorization: token },
      });
      expect(await balance.json()).toMatchObject({ success: true });
      expect((await fetch(`${proxy.url}/wps/v2/wallets/balance`)).status).toBe(401);
      expect((await fetch(`${proxy.url}/wps/nothing/here`)).status).toBe(404);
      // The client breaks the request schema (pageSize at most 500).
      await fetch(`${proxy.url}/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=9999`, {
        headers: { Authorization: token },
      });

      const run = await proxy.close();
      const row = (name: string) => run.results.find((r) => r.name === name)!;
      expect(row('systemStatus').outcome).toBe('pass');
      expect(row('login').outcome).toBe('pass');
      expect(row('balance')).toMatchObject({ outcome: 'pass', exchanges: 2 });
      expect(row('GET /wps/nothing/here')).toMatchObject({ outcome: 'warn', domain: 'unknown' });
      expect(row('gameList').findings).toContainEqual(
        expect.objectContaining({ check: 'request', path: 'request.pageSize' }),
      );
      expect(row('vendors')).toMatchObject({ outcome: 'skip', skipReason: /not called/ });
      const logged = readNdjson(proxy.ndjsonFile);
      expect(logged.map((l) => l.endpoint)).toEqual(['GET /wps/nothing/here', 'gameList']);
      expect(fs.existsSync(path.join(dir, 'report.html'))).toBe(true);
    } finally {
      await proxy.close().catch(() => undefined);
      await mock.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the drifted answers of a backend in the NDJSON as they happen', async () => {
    const drifted = await startDriftedBackend();
    const dir = tmpDir();
    const proxy = await startProxy({ upstream: drifted.url, reportDir: dir });
    try {
      const token = await login(proxy.url);
      await fetch(`${proxy.url}/wps/v2/wallets/balance?typeId=0`, {
        headers: { Authorization: token },
      });
      expect(readNdjson(proxy.ndjsonFile)).toEqual([
        expect.objectContaining({
          endpoint: 'balance',
          findings: [expect.objectContaining({ check: 'schema', path: 'value.sumBalance' })],
        }),
      ]);
      expect((await fetch(`${proxy.url}/wps/relay/GCSGAME_hotGamesV2`)).status).toBe(500);
      await fetch(`${proxy.url}/wps/relay/CBS_unreadCount`);
      const run = await proxy.close();
      const failing = run.results.filter((r) => r.outcome === 'fail').map((r) => r.name);
      expect(failing.sort()).toEqual(['balance', 'chatUnread', 'hotGames']);
    } finally {
      await drifted.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('streams compressed answers byte for byte and checks a decompressed copy', async () => {
    const body = zlib.gzipSync(JSON.stringify({ success: true, value: { id: 1, type: 0 } }));
    const upstream = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      res.end(body);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const port = (upstream.address() as { port: number }).port;
    const dir = tmpDir();
    const proxy = await startProxy({ upstream: `http://127.0.0.1:${port}`, reportDir: dir });
    try {
      const received = await new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>(
        (resolve, reject) => {
          http
            .get(`${proxy.url}/wps/member/info`, { headers: { Authorization: 't' } }, (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
            })
            .on('error', reject);
        },
      );
      expect(received.headers['content-encoding']).toBe('gzip');
      expect(received.bytes.equals(body)).toBe(true);
      const run = await proxy.close();
      expect(run.results.find((r) => r.name === 'memberInfo')!.findings).toContainEqual(
        expect.objectContaining({ path: 'value.account', received: 'missing' }),
      );
    } finally {
      await new Promise((done) => upstream.close(done));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
