// @vitest-environment node
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as nodeMock } from '../../mocks/node';
import { startMockServer } from '../../mocks/server';
import { endpointNames, type EndpointName } from '../../src/api/contract/endpoints';
import { locksAccount, main, runCheck } from './check';
import { DRIFTS, startDriftedBackend } from './drifted-backend';

// Real HTTP to servers started here: the in-process MSW interception is paused.
beforeAll(() => nodeMock.close());
afterAll(() => nodeMock.listen({ onUnhandledRequest: 'error' }));

const player = { username: 'player1', password: 'pass1234' };
const quiet = { out: () => undefined, err: () => undefined };

// Each test starts a server and makes every registry call over loopback (about 0.6 s here): 5 s
// was not enough on a machine loaded by other work (2 failures in 1 of 8 full runs), and the
// command-line test took 14 s of 20 on a slow 2-core machine.
describe('contract:check against the project mock', { timeout: 60_000 }, () => {
  it('passes every registry endpoint, writes included, logging in first and out last', async () => {
    const mock = await startMockServer({ port: 0, dbFile: null });
    try {
      const run = await runCheck({ baseUrl: mock.url, ...player, allowWrites: true });
      expect(run.results.map((r) => r.name).sort()).toEqual([...endpointNames].sort());
      const failing = run.results.filter(
        (r) =>
          r.outcome === 'fail' || (r.outcome === 'skip' && !locksAccount(r.name as EndpointName)),
      );
      expect(failing.map((r) => `${r.name}: ${JSON.stringify(r.findings)}`)).toEqual([]);
      // A call that locks the account is skipped unless named: it would lock the check's account.
      expect(run.results.find((r) => r.name === 'selfExclude')).toMatchObject({
        outcome: 'skip',
        skipReason: 'locks the account it signs in with: runs only with --only selfExclude',
      });
      const locked = await runCheck({
        baseUrl: mock.url,
        ...player,
        allowWrites: true,
        only: ['selfExclude'],
      });
      expect(locked.results.find((r) => r.name === 'selfExclude')?.outcome).toBe('pass');
      expect(run.results.at(-1)?.name).toBe('logout');
      expect(run.results[1]?.name).toBe('login');
      const curl = run.results.find((r) => r.name === 'balance')?.curl;
      expect(curl).toMatch(
        /^curl -X GET 'http:\/\/127\.0\.0\.1:\d+\/wps\/v2\/wallets\/balance\?typeId=0' /,
      );
      expect(curl).toContain("-H 'ModuleId: WALLET3'");
      expect(curl).toContain("-H 'Authorization: <token>'");
      // The coverage of answers: every token call was refused without a token and answered with one.
      const seen = Object.fromEntries(run.coverage!.map((c) => [c.name, c.seen]));
      expect(seen.balance).toEqual(['HTTP 401 login.not.session', 'success']);
      expect(seen.countries).toEqual(['success']);
      expect(run.coverage!.map((c) => c.name).sort()).toEqual(
        endpointNames.filter((n) => !locksAccount(n)).sort(),
      );
    } finally {
      await mock.close();
    }
  });

  it('skips, and names, the calls that change data without --allow-writes; logs in with the legacy codec', async () => {
    const mock = await startMockServer({ port: 0, dbFile: null });
    try {
      const run = await runCheck({
        baseUrl: mock.url,
        ...player,
        codec: 'legacy',
        module: 'PTSYS3',
      });
      // login itself is not in the PTSYS3 selection, but it ran: the token calls passed.
      const outcome = Object.fromEntries(run.results.map((r) => [r.name, r.outcome]));
      expect(outcome).toEqual({
        pointBalance: 'pass',
        pointReward: 'pass',
        redeemPointList: 'pass',
        pointConfig: 'pass',
        pointDetails: 'pass',
        redeemPointReward: 'skip',
        convertPoint: 'skip',
      });
      expect(run.results.find((r) => r.name === 'convertPoint')?.skipReason).toMatch(
        /--allow-writes/,
      );
    } finally {
      await mock.close();
    }
  });
});

describe('contract:check against a drifted backend', () => {
  it('fails exactly the drifted endpoints, each with its field path or broken rule', async () => {
    const drifted = await startDriftedBackend();
    try {
      const run = await runCheck({ baseUrl: drifted.url, ...player });
      const failing = run.results.filter((r) => r.outcome === 'fail');
      const errorDrifts = Object.entries(DRIFTS).filter(([, d]) => !('severity' in d.expect));
      expect(failing.map((r) => r.name).sort()).toEqual(errorDrifts.map(([n]) => n).sort());
      for (const [name, drift] of Object.entries(DRIFTS)) {
        const result = run.results.find((r) => r.name === name)!;
        expect(result.findings, name).toContainEqual(
          expect.objectContaining({
            check: drift.expect.check,
            severity: 'severity' in drift.expect ? 'warning' : 'error',
            ...('path' in drift.expect ? { path: drift.expect.path } : {}),
          }),
        );
      }
      const balance = run.results.find((r) => r.name === 'balance')!.findings[0]!;
      expect(balance).toMatchObject({ expected: 'number', received: 'string "12345.67"' });
      const missing = run.results.find((r) => r.name === 'memberInfo')!.findings[0]!;
      expect(missing).toMatchObject({ expected: 'string', received: 'missing' });
      const refinement = run.results.find((r) => r.name === 'missionSummary')!.findings[0]!;
      expect(refinement).toMatchObject({ expected: 'number ≥ 0', received: 'number -1' });
      expect(run.results.find((r) => r.name === 'countries')!.outcome).toBe('warn');
    } finally {
      await drifted.close();
    }
  });

  it('exits 1 from the real command line and writes the three reports', async () => {
    const drifted = await startDriftedBackend();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-check-'));
    try {
      const only = ['balance', 'chatUnread', 'countries', 'systemStatus'].join(',');
      const args = ['--import', 'tsx', 'scripts/contract/check.ts', '--base-url', drifted.url];
      args.push('--username', 'player1', '--password', 'pass1234', '--only', only);
      args.push('--strict', '--report-dir', dir);
      const { code, stdout } = await new Promise<{ code: number; stdout: string }>((resolve) => {
        execFile(process.execPath, args, { timeout: 30_000 }, (error, out) =>
          resolve({ code: error ? Number(error.code) : 0, stdout: out }),
        );
      });
      expect(code).toBe(1);
      expect(stdout).toMatch(
        /FAIL\s+wallet\s+balance\s.*schema value\.sumBalance: expected number/,
      );
      expect(stdout).toMatch(/FAIL\s+system\s+countries\s.*extra-field value\[\]\.flagEmoji/);
      expect(stdout).toMatch(/4 endpoints, 1 pass, 0 warn, 3 fail, 0 skip/);
      expect(stdout).toMatch(/not seen: HTTP 400 request_param_err on \d+ \(.*balance/);
      const junit = fs.readFileSync(path.join(dir, 'junit.xml'), 'utf8');
      expect(junit.match(/<testcase /g)).toHaveLength(4);
      expect(junit).toMatch(/<testcase classname="contract.chat" name="chatUnread[^>]*><failure/);
      const html = fs.readFileSync(path.join(dir, 'report.html'), 'utf8');
      expect(html).toContain('<code>value.sumBalance</code>');
      expect(html).toContain('Authorization: &lt;token&gt;');
      const json = JSON.parse(fs.readFileSync(path.join(dir, 'report.json'), 'utf8'));
      expect(json.results).toHaveLength(4);
    } finally {
      await drifted.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);

  it('answers 2 for usage and configuration errors and 3 when the backend is unreachable', async () => {
    expect(await main([], quiet)).toBe(2);
    expect(await main(['--base-url', 'http://127.0.0.1:9', '--only', 'nope'], quiet)).toBe(2);
    expect(await main(['--base-url', 'http://127.0.0.1:9', '--username', 'x'], quiet)).toBe(2);
    // Port 9 (discard) is closed on 127.0.0.1: nothing answers.
    expect(await main(['--base-url', 'http://127.0.0.1:9', '--timeout', '2000'], quiet)).toBe(3);
    const mock = await startMockServer({ port: 0, dbFile: null });
    try {
      const wrongPassword = ['--username', 'player1', '--password', 'wrong'];
      expect(await main(['--base-url', mock.url, ...wrongPassword], quiet)).toBe(2);
      const badToken = ['--token', 'not-a-session', '--module', 'WALLET3'];
      expect(await main(['--base-url', mock.url, ...badToken], quiet)).toBe(2);
    } finally {
      await mock.close();
    }
  });
});
