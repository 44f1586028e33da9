import { describe, expect, it } from 'vitest';
import { sumMoney } from '@/lib/money';
import { mainBalance, memberClient } from './handlers/test-calls';

/** A back-office action on a member, as the scenario panel and a curl make it. */
async function operate(account: string, action: string, body: unknown) {
  const res = await fetch(
    new URL(`/__mock/operator/members/${account}/${action}`, window.location.origin),
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("the back office's actions on a member", () => {
  it('sends a message to the inbox, unread', async () => {
    const client = await memberClient();
    expect(
      (await operate('player1', 'message', { title: 'Weekend bonus', content: '<p>Hello</p>' }))
        .status,
    ).toBe(200);
    const inbox = await client.call('inboxMessages', { pageNo: 1, pageSize: 1 });
    expect(inbox.list[0]).toMatchObject({ kind: 'NOTICE', title: 'Weekend bonus', read: false });
  });

  it('adjusts the balance exactly, booked on the ledger, and never below zero', async () => {
    const client = await memberClient();
    const before = await mainBalance(client);
    expect(
      (await operate('player1', 'balance', { amount: 100.1, reason: 'Goodwill' })).body,
    ).toEqual({ account: 'player1', balance: sumMoney([before, 100.1]) });
    expect(await mainBalance(client)).toBe(sumMoney([before, 100.1]));
    const [row] = (await client.call('memberTransactions', { pageNo: 1, pageSize: 1 })).list;
    expect(row).toMatchObject({ transType: 'BONUS', amount: 100.1, remark: 'Goodwill' });
    await operate('player1', 'balance', { amount: -0.1 });
    expect(await mainBalance(client)).toBe(sumMoney([before, 100]));
    const tooMuch = await operate('player1', 'balance', { amount: -sumMoney([before, 1000]) });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.errorCode).toBe('wallet.insufficient');
    expect((await operate('player1', 'balance', { amount: 1.234 })).status).toBe(400);
  });

  it('offers a contract to an agent, who sees it pending; refuses members who are not agents', async () => {
    const agent = await memberClient('agent01');
    const offered = await operate('agent01', 'contract', {
      contractType: 'dailySalary',
      rate: 1.8,
    });
    expect(offered.body).toMatchObject({
      contractType: 'dailySalary',
      rate: 1.8,
      status: 'pending',
    });
    const { contract } = await agent.call('agentContracts', { contractType: 'dailySalary' });
    expect(contract).toMatchObject({ status: 'pending', rate: 1.8, offeredBy: 'operator' });
    expect(
      (await operate('agent01', 'contract', { contractType: 'dividend', rate: 5 })).status,
    ).toBe(409);
    expect(
      (await operate('player1', 'contract', { contractType: 'dividend', rate: 5 })).status,
    ).toBe(409);
  });

  it('answers 404 for an unknown member or action, 400 for a bad body', async () => {
    expect((await operate('nobody', 'message', { title: 'x', content: 'y' })).status).toBe(404);
    expect((await operate('player1', 'ban', {})).status).toBe(404);
    expect((await operate('player1', 'message', { title: '' })).status).toBe(400);
  });
});

describe("the control API's lists for the scenario panel", () => {
  const get = async (path: string) =>
    (await fetch(new URL(path, window.location.origin))).json() as Promise<Record<string, unknown>>;

  it('tells the module flags in force, the default scenario and the choices', async () => {
    expect(await get('/__mock/flags')).toMatchObject({ FREEPLAY3: true });
    await fetch(new URL('/__mock/scenario', window.location.origin), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ whitelabel: { FREEPLAY3: false }, maintenance: true }),
    });
    expect(await get('/__mock/flags')).toMatchObject({ FREEPLAY3: false });
    expect(await get('/__mock/scenario/default')).toMatchObject({
      maintenance: false,
      whitelabel: {},
    });
    const options = await get('/__mock/options');
    expect(options.endpoints).toContain('withdraw');
    expect(options.contractTypes).toEqual([
      'dividend',
      'dailySalary',
      'hourlySalary',
      'realTimeSalary',
    ]);
    expect(options.loginCheckMethods).toContain('SMS');
  });
});
