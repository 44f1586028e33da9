/**
 * Upgrades of a persisted data file from an older schema version, one version at a time; a file
 * of a version with no upgrade here is kept aside and the mock starts from the seed (file-db.ts).
 */
import { toMinor } from '../../src/lib/money';
import { createMembers } from '../../fixtures/members';
import { DEFAULT_SCENARIO } from '../scenario';
import type { MockState } from './state';

type Data = Partial<MockState> & { meta?: { schemaVersion?: number } };

/** Version N -> N + 1, in place. */
const upgrades: Record<number, (data: Data) => void> = {
  /**
   * 2 -> 3, the money ledger (issue 14): vendor wallets and account-record rows in minor units
   * (kinds `vendorWallet` and `ledger` instead of `subWallet` and `txn`), the scenario's money
   * settings, and the seeded members' payment passwords.
   */
  2: (data) => {
    if (data.scenario && !('money' in data.scenario))
      Object.assign(data.scenario, { money: structuredClone(DEFAULT_SCENARIO.money) });
    data.records = (data.records ?? []).map((r) => {
      if (r.kind === 'subWallet' && typeof r.data === 'number')
        return {
          ...r,
          id: r.id.replace(/^subWallet:/, 'vendorWallet:'),
          kind: 'vendorWallet',
          data: toMinor(r.data),
        };
      if (r.kind === 'txn') {
        const t = r.data as {
          transType: string;
          amount: number;
          balance: number;
          remark: string | null;
        };
        return {
          ...r,
          id: r.id.replace(/^txn:/, 'ledger:'),
          kind: 'ledger',
          data: {
            transType: t.transType,
            minor: toMinor(t.amount),
            balanceMinor: toMinor(t.balance),
            status: 'SUCCESS',
            remark: t.remark,
          },
        };
      }
      return r;
    });
    const seeded = new Map(createMembers().map((m) => [m.account, m.paymentPassword]));
    for (const m of data.members ?? [])
      if (m.paymentPassword === undefined) m.paymentPassword = seeded.get(m.account) ?? null;
  },
};

/** Whether a file of this version can be brought to `target`. */
export const canMigrate = (version: unknown, target: number): version is number =>
  typeof version === 'number' &&
  version < target &&
  Array.from({ length: target - version }, (_, i) => version + i).every((v) => upgrades[v]);

/** Brings the data to `target`, in place. */
export function migrate(data: Data, target: number): void {
  for (let v = data.meta?.schemaVersion ?? target; v < target; v += 1) upgrades[v]!(data);
  data.meta = { ...data.meta, schemaVersion: target };
}
