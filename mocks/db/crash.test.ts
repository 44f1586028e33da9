// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as nodeMock } from '../node';
import { DB_SCHEMA_VERSION, type Persisted } from './file-db';
import { bundleMockServer, spawnMockServer, type MockServerProcess } from './server-process';

// Real HTTP to child processes here: the in-process MSW interception of the unit tests is paused.
beforeAll(() => nodeMock.close());
afterAll(() => nodeMock.listen({ onUnhandledRequest: 'error' }));

/**
 * Six kills (three per data file) are enough to catch both ways of losing data. Acknowledging a
 * registration before it is on disk loses one at nearly every kill. Writing the file in place
 * (truncate, write) instead of beside it and renaming left a torn or empty file at 6 of 16 kills
 * when tried, so six kills miss that with a chance of about 0.6^6 = 5% per run.
 */
const KILLS = 6;
const CONNECTIONS = 16;
const PASSWORD = 'crash123';

/** mulberry32: the kill moments are random but the same on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One JSON call over a fresh connection; rejects when the connection dies. */
function call(
  url: string,
  method: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = http.request(
      url,
      {
        method,
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (data += chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(data) });
          } catch (error) {
            reject(error as Error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

const register = (url: string, username: string) =>
  call(`${url}/wps/member/register`, 'PUT', {
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    registerMethod: 'WEB',
    login: true,
  });

describe('the standalone mock killed (SIGKILL) during parallel registrations', () => {
  let dir: string;
  let bundle: string;
  /** Every server started, so that none outlives a failed run (the other chain stops too). */
  const started: MockServerProcess[] = [];
  let over = false;
  const start = async (file: string) => {
    if (over) throw new Error('the test is over');
    const mock = await spawnMockServer({ dbFile: file, bundle, timeoutMs: 60_000 });
    started.push(mock);
    if (over) await mock.stop(0);
    return mock;
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-crash-'));
    bundle = await bundleMockServer(dir);
  }, 60_000);
  afterAll(async () => {
    over = true;
    await Promise.all(started.map((mock) => mock.stop(0)));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /**
   * One data file through `kills` starts, each killed at a seeded random moment while 16
   * connections register, and a last start that logs in with an account registered before a kill.
   */
  async function killChain(chain: number, kills: number) {
    const file = path.join(dir, `db-${chain}.json`);
    const random = seeded(20_261_123 + chain);
    const acknowledged: string[] = [];

    for (let trial = 0; trial < kills; trial += 1) {
      const mock = await start(file);
      // Each start reads the file the previous kill left: never kept aside as unreadable.
      expect(mock.output()).not.toContain('kept as');
      let killed = false;
      let firstAck!: () => void;
      const acked = new Promise<void>((resolve) => (firstAck = resolve));
      const loops = Array.from({ length: CONNECTIONS }, async (_, lane) => {
        for (let n = 0; !killed; n += 1) {
          const username = `c${chain}k${trial}l${lane}n${n}`;
          const answer = await register(mock.url, username).catch(() => null);
          // No answer: the connection died with the server. An answer read after the kill
          // counts as not acknowledged.
          if (!answer || killed) return;
          expect(answer.json).toMatchObject({ success: true, value: { userName: username } });
          acknowledged.push(username);
          firstAck();
        }
      });
      await Promise.race([acked, Promise.all(loops)]);
      await new Promise((resolve) => setTimeout(resolve, random() * 250));
      killed = true;
      mock.child.kill('SIGKILL');
      expect(await mock.exited).toBe('SIGKILL');
      await Promise.all(loops);

      const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Persisted;
      expect(data.meta.schemaVersion).toBe(DB_SCHEMA_VERSION);
      const accounts = new Set(data.members.map((m) => m.account));
      expect(acknowledged.filter((name) => !accounts.has(name))).toEqual([]);
    }
    expect(acknowledged.length).toBeGreaterThan(kills);

    const mock = await start(file);
    try {
      expect(mock.output()).not.toContain('kept as');
      const login = await call(`${mock.url}/wps/session/login`, 'POST', {
        username: acknowledged.at(-1),
        password: PASSWORD,
        type: 'username',
      });
      expect(login.json).toMatchObject({ success: true });
    } finally {
      await mock.stop();
    }
  }

  // Two files side by side: a start is one core's work for most of a second.
  it(`keeps a whole data file with every acknowledged registration, ${KILLS} kills`, async () => {
    await Promise.all([killChain(0, KILLS / 2), killChain(1, KILLS / 2)]);
  }, 180_000);
});
