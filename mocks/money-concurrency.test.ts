// @vitest-environment node
/**
 * 50 parallel transfers of one member through the standalone mock (HTTP on 127.0.0.1, its data in
 * a file written by group commit): no money is lost or created. Each wallet ends at its start plus
 * exactly the moves the mock accepted, every refused move was answered "insufficient balance", and
 * the data file holds the same wallets once the server has stopped.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletErrorCodes } from '../src/api/contract/constants';
import { toMinor } from '../src/lib/money';
import { server as nodeMock } from './node';
import { startMockServer } from './server';

beforeAll(() => nodeMock.close());
afterAll(() => nodeMock.listen({ onUnhandledRequest: 'error' }));

interface Envelope<T> {
  success: boolean;
  errorCode: string | null;
  value: T;
}
type Balance = { balance: { accountTypeId: number; availBalance: number }[] };

describe('the ledger under concurrent requests', () => {
  it('loses or creates no money in 50 parallel transfers of the same member', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-money-'));
    const dbFile = path.join(dir, 'db.json');
    const srv = await startMockServer({ port: 0, dbFile });
    let finalWallets: Map<number, number> | undefined;
    try {
      const call = async <T>(p: string, body?: unknown, token?: string) => {
        const res = await fetch(`${srv.url}${p}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            Merchant: 'DEMO',
            'Content-Type': 'application/json',
            ...(token ? { Authorization: token } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
        return (await res.json()) as Envelope<T>;
      };
      const login = await call<{ token: string }>('/wps/session/login', {
        username: 'player1',
        password: 'pass1234',
        type: 'username',
      });
      const token = login.value.token;
      // A server with a data file credits deposits by itself after 10 s (people trying it by hand).
      const scenario = (await (await fetch(`${srv.url}/__mock/scenario`)).json()) as {
        money: { depositAutoCreditMs: number | null };
      };
      expect(scenario.money.depositAutoCreditMs).toBe(10_000);
      const wallets = async () => {
        const answer = await call<Balance>('/wps/v2/wallets/balance?typeId=0', undefined, token);
        return new Map(answer.value.balance.map((w) => [w.accountTypeId, toMinor(w.availBalance)]));
      };

      const before = await wallets();
      const [main, a, b] = [...before.keys()];
      // Out of the main wallet into two vendor wallets, and back: more than the member holds, so
      // that some are refused, and moves out of vendor wallets that may or may not hold enough.
      const moves = Array.from({ length: 50 }, (_, i) => ({
        from: i % 5 === 4 ? a! : main!,
        to: i % 5 === 4 ? main! : i % 2 ? a! : b!,
        minor: 400_03 + i,
      }));
      const answers = await Promise.all(
        moves.map((m) =>
          call<unknown>(
            '/wps/relay/GCS_walletTransfer',
            { amount: m.minor / 100, fromAccountTypeId: m.from, toAccountTypeId: m.to },
            token,
          ),
        ),
      );
      const after = await wallets();
      finalWallets = after;

      const refused = answers.filter((x) => !x.success);
      expect(refused.length).toBeGreaterThan(0);
      expect(answers.length - refused.length).toBeGreaterThan(30);
      for (const x of refused) expect(x.errorCode).toBe(WalletErrorCodes.insufficientBalance);

      const expected = new Map(before);
      moves.forEach((m, i) => {
        if (!answers[i]!.success) return;
        expected.set(m.from, expected.get(m.from)! - m.minor);
        expected.set(m.to, expected.get(m.to)! + m.minor);
      });
      expect(after).toEqual(expected);
      const total = (w: Map<number, number>) => [...w.values()].reduce((s, x) => s + x, 0);
      expect(total(after)).toBe(total(before));
      for (const minor of after.values()) expect(minor).toBeGreaterThanOrEqual(0);

      // The account record books each accepted move of the main wallet, once.
      const record = await call<{ totalCount: number }>(
        '/wps/relay/ODSFE2_MemTransDet?pageNo=1&pageSize=1&transType=TRANSFER_OUT&startDate=' +
          new Date().toISOString().slice(0, 10),
        undefined,
        token,
      );
      const outOfMain = moves.filter((m, i) => answers[i]!.success && m.from === main).length;
      expect(record.value.totalCount).toBe(outOfMain);
    } finally {
      await srv.close();
    }
    // What the file holds once the server has stopped: the same wallets.
    const saved = JSON.parse(fs.readFileSync(dbFile, 'utf8')) as {
      members: { id: number; balance: number }[];
      records: { kind: string; memberId: number; id: string; data: number }[];
    };
    fs.rmSync(dir, { recursive: true, force: true });
    const inFile = new Map([[1, toMinor(saved.members.find((m) => m.id === 1001)!.balance)]]);
    for (const r of saved.records)
      if (r.kind === 'vendorWallet' && r.memberId === 1001)
        inFile.set(Number(r.id.split(':')[2]), r.data);
    for (const [wallet, minor] of finalWallets!) expect(inFile.get(wallet) ?? 0).toBe(minor);
  });
});
