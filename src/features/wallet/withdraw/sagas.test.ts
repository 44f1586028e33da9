import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, freePlayToken, loginToken, waitForState } from '@/testing/harness';
import {
  dropConnection,
  endSession,
  failNext,
  mockScenario,
  operator,
} from '@/testing/mock-backend';
import { callsMade } from '@/testing/requests';
import { sessionActions } from '@/core/session/slice';
import type { RootState } from '@/app/store';
import { WITHDRAW_POLL_MS } from './constants';
import { withdrawFeature } from './feature';
import { selectWithdraw } from './selectors';
import { withdrawActions, type ConfirmRequest } from './slice';

type Harness = ReturnType<typeof createTestStore>;

/** The withdrawal and balance calls made from now on. */
const recordCalls = () =>
  callsMade('withdrawInfo', 'withdraw', 'withdrawals', 'withdrawConfirm', 'balance');

afterEach(() => {
  vi.useRealTimers();
});

async function start(token: string | null): Promise<Harness> {
  const harness = createTestStore();
  harness.store.injectFeature(withdrawFeature);
  if (token) {
    harness.store.dispatch(sessionActions.tokenReceived(token));
    harness.store.dispatch(sessionActions.memberInfoRequested());
    await waitForState(harness.store, (s) => s.session.memberStatus === 'loaded');
  }
  return harness;
}

const page = (s: RootState) => selectWithdraw(s);
const settled = (status: string) => status === 'loaded' || status === 'failed';

async function open(harness: Harness) {
  harness.store.dispatch(withdrawActions.opened());
  const s = await waitForState(
    harness.store,
    (st) => settled(page(st).info.status) && settled(page(st).orders.status),
  );
  return page(s);
}

async function request(harness: Harness, payload: Parameters<typeof withdrawActions.submitted>[0]) {
  harness.store.dispatch(withdrawActions.submitCleared());
  harness.store.dispatch(withdrawActions.submitted(payload));
  const s = await waitForState(harness.store, (st) =>
    ['done', 'failed'].includes(page(st).submit.status),
  );
  return page(s).submit;
}

async function confirm(harness: Harness, payload: ConfirmRequest) {
  harness.store.dispatch(withdrawActions.confirmSubmitted(payload));
  const s = await waitForState(harness.store, (st) =>
    ['done', 'failed'].includes(page(st).confirm.status),
  );
  return page(s);
}

/** A 1×1 png as a data URL. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('withdrawal page', () => {
  it('loads the accounts, limits, withdrawable amount and the withdrawals in every state', async () => {
    const state = await open(await start(await loginToken()));
    expect(state.info.value).toMatchObject({
      minAmount: 100,
      maxAmount: 50_000,
      hasPaymentPassword: true,
      confirmMinutes: 30,
    });
    expect(state.info.value!.accounts.map((a) => a.kind)).toEqual(['BANK', 'EWALLET']);
    expect(state.info.value!.withdrawable).toBeGreaterThan(0);
    const byNo = Object.fromEntries(state.orders.items.map((o) => [o.orderNo, o]));
    expect(byNo['WD-1']).toMatchObject({ status: 'PAID', forcedReceipt: false });
    expect(byNo['WD-1']!.confirmDeadline).toBeGreaterThan(Date.now());
    // Paid and never confirmed in time: counted as received, no refund.
    expect(byNo['WD-4']).toMatchObject({ status: 'RECEIVED', forcedReceipt: true });
    expect(byNo['WD-5']).toMatchObject({ status: 'PARTLY_RECEIVED', remainingAmount: 1_000 });
    expect(byNo['WD-7']!.rejectReason).toBe('The account name does not match the member');
  });

  it('requests a withdrawal once per click, then refreshes the withdrawable amount and the balance', async () => {
    const harness = await start(await loginToken());
    const before = (await open(harness)).info.value!.withdrawable;
    const calls = recordCalls();
    const payload = { accountId: 'EW-1', amount: 150.25, password: 'pay1234' };
    harness.store.dispatch(withdrawActions.submitted(payload));
    const submit = await request(harness, payload);
    expect(submit.order).toMatchObject({ amount: 150.25, status: 'PENDING', accountId: 'EW-1' });
    expect(calls.filter((c) => c === 'withdraw')).toHaveLength(1);
    const after = await waitForState(
      harness.store,
      (s) => page(s).info.value!.withdrawable !== before,
    );
    expect(Math.round((before - page(after).info.value!.withdrawable) * 100)).toBe(15_025);
    expect(calls).toContain('balance');
    expect(page(after).orders.items[0]!.orderNo).toBe(submit.order!.orderNo);
  });

  it('tells wrong password, limits, balance, busy and offline apart', async () => {
    const harness = await start(await loginToken());
    const { withdrawable } = (await open(harness)).info.value!;
    const ok = { accountId: 'BA-1', amount: 200, password: 'pay1234' };
    expect((await request(harness, { ...ok, password: 'nope' })).failure).toMatchObject({
      code: 'password.invalid',
    });
    expect((await request(harness, { ...ok, amount: 99.99 })).failure).toMatchObject({
      code: 'wallet.amount.below.min',
    });
    expect((await request(harness, { ...ok, amount: 50_000.01 })).failure).toMatchObject({
      code: 'wallet.amount.above.max',
    });
    if (withdrawable < 50_000)
      expect(
        (await request(harness, { ...ok, amount: Math.floor(withdrawable) + 1 })).failure,
      ).toMatchObject({ code: 'wallet.insufficient' });
    failNext('withdraw', '#727', 'System busy');
    expect((await request(harness, ok)).failure).toMatchObject({ kind: 'busy' });
    dropConnection('withdraw', 1);
    expect((await request(harness, ok)).failure).toMatchObject({ kind: 'offline' });
  });

  it('knows when the member has no payment password yet, and the server refuses then', async () => {
    const harness = await start(await loginToken('newbie1', '123456'));
    const state = await open(harness);
    expect(state.info.value!.hasPaymentPassword).toBe(false);
    const submit = await request(harness, { accountId: 'BA-1', amount: 200, password: 'x' });
    expect(submit.failure).toMatchObject({ kind: 'server', code: 'password.not.set' });
  });

  it('polls while a withdrawal waits for review or payout and shows it paid', async () => {
    const token = await loginToken();
    const calls = recordCalls();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const harness = await start(token);
    harness.store.dispatch(withdrawActions.opened());
    for (let i = 0; i < 10; i += 1) await vi.advanceTimersByTimeAsync(5);
    const listCalls = () => calls.filter((c) => c === 'withdrawals').length;
    expect(listCalls()).toBe(1);
    operator('withdrawals', 'WD-3', { action: 'pay' });
    await vi.advanceTimersByTimeAsync(WITHDRAW_POLL_MS);
    for (let i = 0; i < 10; i += 1) await vi.advanceTimersByTimeAsync(5);
    expect(listCalls()).toBe(2);
    const wd3 = page(harness.store.getState()).orders.items.find((o) => o.orderNo === 'WD-3');
    expect(wd3).toMatchObject({ status: 'PAID' });
    expect(wd3!.confirmDeadline).toBeGreaterThan(Date.now());
  });

  it('confirms a paid withdrawal as received, and a second confirmation is refused', async () => {
    const harness = await start(await loginToken());
    await open(harness);
    const done = await confirm(harness, { orderNo: 'WD-1', outcome: 'RECEIVED' });
    expect(done.confirm.status).toBe('done');
    expect(done.orders.items.find((o) => o.orderNo === 'WD-1')).toMatchObject({
      status: 'RECEIVED',
      receivedAmount: 2_500,
    });
    harness.store.dispatch(withdrawActions.confirmCleared());
    const again = await confirm(harness, { orderNo: 'WD-1', outcome: 'RECEIVED' });
    expect(again.confirm.failure).toMatchObject({ kind: 'server', code: 'order.invalid.state' });
  });

  it('confirms partly received with the remainder, and not received with a proof image', async () => {
    const harness = await start(await loginToken());
    await open(harness);
    const part = await confirm(harness, {
      orderNo: 'WD-1',
      outcome: 'PARTLY_RECEIVED',
      receivedAmount: 2_000.1,
    });
    expect(part.orders.items.find((o) => o.orderNo === 'WD-1')).toMatchObject({
      status: 'PARTLY_RECEIVED',
      receivedAmount: 2_000.1,
      remainingAmount: 499.9,
    });

    operator('withdrawals', 'WD-3', { action: 'pay' });
    harness.store.dispatch(withdrawActions.confirmCleared());
    const not = await confirm(harness, {
      orderNo: 'WD-3',
      outcome: 'NOT_RECEIVED',
      proofImage: PNG,
    });
    expect(not.orders.items.find((o) => o.orderNo === 'WD-3')).toMatchObject({
      status: 'NOT_RECEIVED',
      remainingAmount: 2_000,
    });
  });

  it('a payout unconfirmed past its deadline counts as received, forced', async () => {
    mockScenario({ money: { confirmMinutes: 1 } });
    const state = await open(await start(await loginToken()));
    // WD-1 was paid five minutes ago: with one minute to confirm, it is already received.
    expect(state.orders.items.find((o) => o.orderNo === 'WD-1')).toMatchObject({
      status: 'RECEIVED',
      forcedReceipt: true,
    });
  });

  it('shows the info call failing and loads it on retry', async () => {
    failNext('withdrawInfo', '#727', 'System busy');
    const harness = await start(await loginToken());
    const state = await open(harness);
    expect(state.info).toMatchObject({ status: 'failed', failure: { kind: 'busy' } });
    harness.store.dispatch(withdrawActions.infoRequested());
    const after = await waitForState(harness.store, (s) => page(s).info.status === 'loaded');
    expect(page(after).info.value!.accounts).toHaveLength(2);
  });

  it('refuses a trial account without calling; a 401 ends the session', async () => {
    const calls = recordCalls();
    const trial = await start(await freePlayToken());
    trial.store.dispatch(withdrawActions.opened());
    const gated = await waitForState(trial.store, (s) => page(s).gate !== null);
    expect(page(gated).gate).toMatchObject({ kind: 'trial' });
    expect(calls.filter((c) => c !== 'balance')).toEqual([]);

    const token = await loginToken();
    const harness = await start(token);
    await open(harness);
    await endSession(token);
    harness.store.dispatch(
      withdrawActions.confirmSubmitted({ orderNo: 'WD-1', outcome: 'RECEIVED' }),
    );
    const ended = await waitForState(harness.store, (s) => page(s).gate?.kind === 'session');
    expect(ended.session.token).toBeNull();
  });
});
