// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as nodeMock } from '../../mocks/node';
import { startMockServer } from '../../mocks/server';
import { startLyingBackend } from './drifted-backend';
import { cents, FLOW_IDS, main, MOCK_DEMO, runFlows } from './flows';

// Real HTTP to servers started here: the in-process MSW interception is paused.
beforeAll(() => nodeMock.close());
afterAll(() => nodeMock.listen({ onUnhandledRequest: 'error' }));

const demo = MOCK_DEMO;
const quiet = { out: () => undefined, err: () => undefined };

describe('contract:flows against the project mock', () => {
  it('passes every workflow, writes included, and reports the answers seen per endpoint', async () => {
    const mock = await startMockServer({ port: 0, dbFile: null });
    try {
      // No latency budget here: how fast the mock answers is the bench's figure, and a loaded
      // machine answered a balance in 2.3 s (the budget's warning has its own test).
      const run = await runFlows({ baseUrl: mock.url, ...demo, latencyBudgetMs: 60_000 });
      expect(run.results.map((r) => r.name)).toEqual(FLOW_IDS);
      const problems = run.results
        .filter((r) => r.outcome === 'fail' || r.outcome === 'skip')
        .map((r) => `${r.name} ${r.outcome}: ${JSON.stringify(r.findings)}`);
      expect(problems).toEqual([]);
      // Warnings only for undocumented fields (the mock's account record rows carry an orderNo
      // the contract does not name: reported, not a failure).
      const warnings = run.results.flatMap((r) => r.findings);
      expect(warnings.filter((f) => f.check !== 'extra-field')).toEqual([]);
      const transfer = run.results.find((r) => r.name === 'wallet-transfer')!;
      expect(transfer.path).toBe(
        'merchantWallet → balance → walletTransfer → balance → walletTransfer → balance → memberTransactions',
      );
      const seen = Object.fromEntries(run.coverage!.map((c) => [c.name, c.seen]));
      expect(seen.withdraw).toEqual(['password.invalid', 'success']);
      expect(seen.downlineTransfer).toEqual(['success', 'agent.not.in.team']);
      expect(seen.balance).toContain('HTTP 401 login.not.session');
      expect(seen.login).toEqual(
        expect.arrayContaining(['success', 'login.fail', 'captcha.required']),
      );
      const walletCoverage = run.coverage!.find((c) => c.name === 'walletTransfer')!;
      expect(walletCoverage.documented).toEqual([
        'success',
        'HTTP 400 request_param_err',
        'HTTP 401 login.not.session',
      ]);
      // The player logs in again afterwards (the captcha code cleared the failures).
      const again = await runFlows({ baseUrl: mock.url, ...demo, only: ['wallet-balances'] });
      expect(again.results[0]!.outcome).toBe('pass');
    } finally {
      await mock.close();
    }
  }, 60_000);

  it('runs only the read-only workflow without --allow-writes and names why the others skip', async () => {
    const mock = await startMockServer({ port: 0, dbFile: null });
    try {
      const run = await runFlows({ baseUrl: mock.url, ...demo, allowWrites: false });
      const outcome = Object.fromEntries(run.results.map((r) => [r.name, r.outcome]));
      expect(outcome['wallet-balances']).toBe('pass');
      expect(Object.values(outcome).filter((o) => o === 'skip')).toHaveLength(FLOW_IDS.length - 1);
      expect(run.results.find((r) => r.name === 'deposit')!.skipReason).toMatch(/--allow-writes/);
      const withoutAgent = await runFlows({
        baseUrl: mock.url,
        username: 'player1',
        password: 'pass1234',
        allowWrites: true,
        only: ['agent-transfer', 'withdrawal'],
      });
      expect(withoutAgent.results.map((r) => [r.name, r.outcome, r.skipReason])).toEqual([
        ['withdrawal', 'skip', expect.stringMatching(/--payment-password/)],
        ['agent-transfer', 'skip', expect.stringMatching(/--agent-username/)],
      ]);
    } finally {
      await mock.close();
    }
  }, 60_000);
});

describe('contract:flows against a backend that lies about a transfer', () => {
  it('fails the transfer workflow naming the wallet, the call, the field, expected and received', async () => {
    const lying = await startLyingBackend();
    try {
      const run = await runFlows({ baseUrl: lying.url, ...demo, only: ['wallet-transfer'] });
      const transfer = run.results[0]!;
      expect(transfer.outcome).toBe('fail');
      const balance = await fetchBalance(lying.url);
      const main = balance.toLocaleString('en-US', { minimumFractionDigits: 2 });
      const after = (cents(balance)! - 1000) / 100;
      expect(transfer.findings[0]).toMatchObject({
        call: 'walletTransfer',
        check: 'value',
        severity: 'error',
        path: 'value.balance[accountTypeId=1].availBalance',
        message: expect.stringMatching(/^the main wallet \(accountTypeId 1\) after moving 10\.00/),
        expected: after.toLocaleString('en-US', { minimumFractionDigits: 2 }),
        received: main,
      });
      expect(transfer.findings).toContainEqual(
        expect.objectContaining({
          call: 'balance',
          message: expect.stringMatching(
            /^the vendor wallet .+ \(accountTypeId \d+\) after moving/,
          ),
        }),
      );
      expect(transfer.findings).toContainEqual(
        expect.objectContaining({
          call: 'memberTransactions',
          path: 'value.list[transType=TRANSFER_OUT]',
        }),
      );
    } finally {
      await lying.close();
    }
  }, 60_000);

  it('exits 1 from the command line and the table names the wallet', async () => {
    const lying = await startLyingBackend();
    let out = '';
    try {
      const args = ['--base-url', lying.url, '--username', 'player1', '--password', 'pass1234'];
      args.push('--allow-writes', '--only', 'wallet-transfer,deposit');
      const code = await main(args, { out: (s) => (out += s), err: () => undefined });
      expect(code).toBe(1);
      expect(out).toMatch(
        /FAIL\s+wallet\s+wallet-transfer\s.*walletTransfer value value\.balance\[accountTypeId=1\]\.availBalance: expected [\d,.]+, received [\d,.]+/,
      );
      expect(out).toMatch(/PASS\s+wallet\s+deposit/);
      expect(out).toMatch(/2 workflows, 1 pass, 0 warn, 1 fail, 0 skip/);
      expect(out).toMatch(/answers seen: \d+ of \d+ documented outcomes/);
    } finally {
      await lying.close();
    }
  }, 60_000);

  it('answers 2 for usage errors', async () => {
    expect(await main([], quiet)).toBe(2);
    expect(await main(['--base-url', 'http://127.0.0.1:9'], quiet)).toBe(2);
    const creds = ['--username', 'a', '--password', 'b'];
    expect(
      await main(['--base-url', 'http://127.0.0.1:9', ...creds, '--only', 'nope'], quiet),
    ).toBe(2);
    expect(
      await main(['--base-url', 'http://127.0.0.1:9', ...creds, '--agent-username', 'x'], quiet),
    ).toBe(2);
  });
});

async function fetchBalance(url: string): Promise<number> {
  const login = await fetch(`${url}/wps/session/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'player1', password: 'pass1234', type: 'username' }),
  }).then((r) => r.json() as Promise<{ value: { token: string } }>);
  const balance = await fetch(`${url}/wps/v2/wallets/balance?typeId=0`, {
    headers: { Authorization: login.value.token, ModuleId: 'WALLET3', Merchant: 'DEMO' },
  }).then(
    (r) =>
      r.json() as Promise<{
        value: { balance: { accountTypeId: number; availBalance: number }[] };
      }>,
  );
  return balance.value.balance.find((w) => w.accountTypeId === 1)!.availBalance;
}
