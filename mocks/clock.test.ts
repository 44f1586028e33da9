import { describe, expect, it } from 'vitest';
import { mockNow } from '../fixtures/clock';
import { DAY_MS } from '../fixtures/money';
import { mockScenario } from '@/testing/mock-backend';
import { mainBalance, memberClient } from './handlers/test-calls';
import { seededHistory } from './handlers/ledger';
import { mockDb } from './node';

const MINUTE = 60_000;

/** A call of the control API, as a developer's curl or the scenario panel makes it. */
async function control(method: string, path: string, body?: unknown) {
  const res = await fetch(new URL(path, window.location.origin), {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

interface Advanced {
  now: number;
  offsetMs: number;
  events: { at: number; kind: string; account: string | null; detail: string }[];
}
const advance = async (by: Record<string, number>) =>
  (await control('POST', '/__mock/clock', { advance: by })).body as unknown as Advanced;

describe('the mock clock', () => {
  it('starts at the real time, moves forward by minutes, hours and days, and resets with the data', async () => {
    const start = (await control('GET', '/__mock/clock')).body;
    expect(start.offsetMs).toBe(0);
    expect(Math.abs((start.now as number) - Date.now())).toBeLessThan(5_000);
    const moved = await advance({ minutes: 30, hours: 2, days: 1 });
    // Exactly the step, however long the mock took to work out what fell due.
    expect(moved.offsetMs).toBe(DAY_MS + 2 * 60 * MINUTE + 30 * MINUTE);
    expect((await advance({ minutes: 1 })).offsetMs).toBe(moved.offsetMs + MINUTE);
    // The mock's now is the real one plus the offset: bracketed by two readings of the real clock,
    // which a millisecond may pass between (one reading beside it was 1 ms off in a full run).
    const before = Date.now();
    const now = mockNow();
    const after = Date.now();
    expect(now - before).toBeGreaterThanOrEqual(moved.offsetMs + MINUTE);
    expect(now - after).toBeLessThanOrEqual(moved.offsetMs + MINUTE);
    expect((await control('POST', '/__mock/reset')).status).toBe(200);
    expect((await control('GET', '/__mock/clock')).body.offsetMs).toBe(0);
  });

  it('refuses a move of nothing, backwards or of unknown units, and stays put', async () => {
    for (const advance of [{}, { minutes: 0 }, { minutes: -5 }, { weeks: 1 }, { hours: 1.5 }])
      expect((await control('POST', '/__mock/clock', { advance })).status).toBe(400);
    expect((await control('POST', '/__mock/clock', 'soon')).status).toBe(400);
    expect((await control('GET', '/__mock/clock')).body.offsetMs).toBe(0);
  });

  it('counts a paid withdrawal as received once its confirmation deadline passes', async () => {
    const client = await memberClient();
    const wd1 = async () =>
      (await client.call('withdrawals', { pageNo: 1, pageSize: 1, orderNo: 'WD-1' })).list[0]!;
    expect(await wd1()).toMatchObject({ status: 'PAID', forcedReceipt: false });
    // WD-1 was paid 5 minutes ago; the member has 30 minutes to confirm.
    const early = await advance({ minutes: 20 });
    expect(early.events.filter((e) => e.kind === 'withdrawal.forcedReceipt')).toEqual([]);
    expect(await wd1()).toMatchObject({ status: 'PAID', forcedReceipt: false });
    const late = await advance({ minutes: 10 });
    expect(late.events).toContainEqual(
      expect.objectContaining({ kind: 'withdrawal.forcedReceipt', account: 'player1' }),
    );
    expect(await wd1()).toMatchObject({ status: 'RECEIVED', forcedReceipt: true });
  });

  it('credits deposits at their due time, in order, when they credit themselves', async () => {
    mockScenario({ money: { depositAutoCreditMs: 10 * MINUTE } });
    const client = await memberClient();
    const before = await mainBalance(client);
    const first = await client.call('deposit', { channelId: 'BANK-01', amount: 500 });
    await advance({ minutes: 4 });
    const second = await client.call('deposit', { channelId: 'BANK-01', amount: 1000 });
    const { events } = await advance({ minutes: 30 });
    const credited = events.filter((e) => e.kind === 'deposit.autoCredited');
    expect(credited.map((e) => e.detail)).toEqual([
      `${first.orderNo} credited`,
      `${second.orderNo} credited`,
    ]);
    expect(credited[1]!.at - credited[0]!.at).toBeGreaterThanOrEqual(4 * MINUTE);
    expect(await mainBalance(client)).toBe(before + 1500);
    const { list } = await client.call('depositOrders', { pageNo: 1, pageSize: 2 });
    expect(list.map((o) => o.status)).toEqual(['CREDITED', 'CREDITED']);
  });

  it('leaves deposits to the operator when they do not credit themselves', async () => {
    const client = await memberClient();
    const order = await client.call('deposit', { channelId: 'BANK-01', amount: 500 });
    const { events } = await advance({ days: 2 });
    expect(events.some((e) => e.kind === 'deposit.autoCredited')).toBe(false);
    const { list } = await client.call('depositOrders', { pageNo: 1, pageSize: 10 });
    expect(list.find((o) => o.orderNo === order.orderNo)).toMatchObject({ status: 'PENDING' });
  });

  it("settles the agent's salary periods and closes the day's records as time passes", async () => {
    const agent = await memberClient('agent01');
    const hourly = () => agent.call('agentContracts', { contractType: 'hourlySalary' });
    const before = await hourly();
    const { events } = await advance({ hours: 3 });
    const after = await hourly();
    expect(after.settlements[0]!.period).not.toBe(before.settlements[0]!.period);
    expect(after.settlements[3]!.period).toBe(before.settlements[0]!.period);
    expect(events).toContainEqual(
      expect.objectContaining({
        kind: 'contract.periodsClosed',
        account: 'agent01',
        detail: 'hourlySalary: 3 periods settled',
      }),
    );
  });

  it('rolls the seeded daily records over to the next day', async () => {
    const player1 = mockDb.state().members.find((m) => m.account === 'player1')!;
    const lastBet = () => Math.max(...seededHistory(player1).bets.map((b) => b.at));
    const today = lastBet();
    const { events } = await advance({ days: 1 });
    expect(events.filter((e) => e.kind === 'day.rolledOver')).toHaveLength(1);
    expect(lastBet() - today).toBe(DAY_MS);
  });

  it("lets an SMS code's minute run out", async () => {
    const login = async () =>
      (
        await control('POST', '/wps/session/login', {
          username: '9170000001',
          password: '123456',
          type: 'sms',
          countryDialingCode: '63',
        })
      ).body;
    const sms = { mobileNum: '9170000001', countryDialingCode: '63' };
    await control('POST', '/wps/verification/sms/noLogin', sms);
    const { events } = await advance({ minutes: 2 });
    expect(events).toContainEqual(
      expect.objectContaining({
        kind: 'sms.expired',
        detail: 'SMS code for 63-9170000001 expired',
      }),
    );
    expect(await login()).toMatchObject({
      success: false,
      message: 'Code expired, please send again',
    });
    await control('POST', '/wps/verification/sms/noLogin', sms);
    expect(await login()).toMatchObject({ success: true });
  });

  it('lists what happened in time order', async () => {
    mockScenario({ money: { depositAutoCreditMs: 90 * MINUTE } });
    const client = await memberClient();
    await client.call('deposit', { channelId: 'BANK-01', amount: 500 });
    const { events } = await advance({ days: 1 });
    const times = events.map((e) => e.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(events.map((e) => e.kind))).toEqual(
      new Set([
        'withdrawal.forcedReceipt',
        'deposit.autoCredited',
        'contract.periodsClosed',
        'day.rolledOver',
      ]),
    );
  });
});
