// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJsonServerDb, DB_SCHEMA_VERSION } from './file-db';
import { createSeedState } from './state';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('a data file of schema version 2 (before the money ledger)', () => {
  it('is upgraded in place: wallets and account rows in minor units, money settings, payment passwords', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-migrate-'));
    dirs.push(dir);
    const file = path.join(dir, 'db.json');
    const v2 = createSeedState() as unknown as Record<string, unknown> & {
      scenario: Record<string, unknown>;
      members: Record<string, unknown>[];
    };
    delete v2.scenario.money;
    for (const m of v2.members) delete m.paymentPassword;
    v2.members[0]!.balance = 12_245.57;
    v2.records = [
      { id: 'subWallet:1001:201', kind: 'subWallet', memberId: 1001, at: 1, data: 100.1 },
      {
        id: 'txn:1001:TX1',
        kind: 'txn',
        memberId: 1001,
        at: 2,
        data: { transType: 'TRANSFER_OUT', amount: -100.1, balance: 12_245.57, remark: 'to PG' },
      },
    ];
    fs.writeFileSync(file, JSON.stringify({ ...v2, meta: { schemaVersion: 2 } }));
    const error = vi.spyOn(console, 'error');

    const { db } = createJsonServerDb(file);
    const state = db.state();
    expect(error).not.toHaveBeenCalled();
    expect(fs.readdirSync(dir)).toEqual(['db.json']);
    expect(state.scenario.money).toEqual({ confirmMinutes: 30, depositAutoCreditMs: null });
    expect(state.members.find((m) => m.account === 'player1')!.paymentPassword).toBe('pay1234');
    expect(state.members.find((m) => m.account === 'newbie1')!.paymentPassword).toBeNull();
    expect(state.records).toEqual([
      { id: 'vendorWallet:1001:201', kind: 'vendorWallet', memberId: 1001, at: 1, data: 10_010 },
      {
        id: 'ledger:1001:TX1',
        kind: 'ledger',
        memberId: 1001,
        at: 2,
        data: {
          transType: 'TRANSFER_OUT',
          minor: -10_010,
          balanceMinor: 1_224_557,
          status: 'SUCCESS',
          remark: 'to PG',
        },
      },
    ]);
    db.commit();
    return db.persisted().then(() => {
      const written = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        meta: { schemaVersion: number };
      };
      expect(written.meta.schemaVersion).toBe(DB_SCHEMA_VERSION);
    });
  });
});
