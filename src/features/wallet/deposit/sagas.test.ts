import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTestStore,
  createVisibility,
  freePlayToken,
  loginToken,
  waitForState,
} from '@/testing/harness';
import { dropConnection, endSession, failNext, operator } from '@/testing/mock-backend';
import { callsMade } from '@/testing/requests';
import { sessionActions } from '@/core/session/slice';
import type { RootState } from '@/app/store';
import { DEPOSIT_POLL_MS } from './constants';
import { depositFeature } from './feature';
import { selectDeposit } from './selectors';
import { depositActions } from './slice';

type Harness = ReturnType<typeof createTestStore>;

/** The deposit calls made from now on. */
const recordCalls = () => callsMade('depositChannels', 'deposit', 'depositOrders');

afterEach(() => {
  vi.useRealTimers();
});

async function start(token: string | null, overrides = {}): Promise<Harness> {
  const harness = createTestStore(undefined, overrides);
  harness.store.injectFeature(depositFeature);
  if (token) {
    harness.store.dispatch(sessionActions.tokenReceived(token));
    harness.store.dispatch(sessionActions.memberInfoRequested());
    await waitForState(harness.store, (s) => s.session.memberStatus === 'loaded');
  }
  return harness;
}

const deposit = (s: RootState) => selectDeposit(s);
const loaded = (s: RootState) =>
  deposit(s).channels.status !== 'loading' &&
  deposit(s).channels.status !== 'idle' &&
  deposit(s).orders.status !== 'loading' &&
  deposit(s).orders.status !== 'idle';

async function open(harness: Harness) {
  harness.store.dispatch(depositActions.opened());
  return deposit(await waitForState(harness.store, loaded));
}

/** Lets the sagas and the mock answer while the fake clock stands still. */
async function settle() {
  for (let i = 0; i < 10; i += 1) await vi.advanceTimersByTimeAsync(5);
}

describe('deposit page', () => {
  it('loads the channels with their limits and the member’s orders, newest first', async () => {
    const state = await open(await start(await loginToken()));
    expect(state.gate).toBeNull();
    expect(state.channels.items.map((c) => [c.channelId, c.open])).toEqual([
      ['BANK-01', true],
      ['EWALLET-01', true],
      ['QR-01', true],
      ['CRYPTO-01', false],
    ]);
    expect(state.channels.items[0]).toMatchObject({ minAmount: 100, maxAmount: 50_000 });
    expect(state.orders.items.map((o) => [o.orderNo, o.status])).toEqual([
      ['DP-1', 'PENDING'],
      ['DP-2', 'CREDITED'],
      ['DP-3', 'FAILED'],
    ]);
    expect(state.orders.items[2]!.reason).toBe('Payment not received by the channel');
  });

  it('polls the orders every 5 s while one is pending and the tab is shown, and shows the credit', async () => {
    const token = await loginToken();
    const calls = recordCalls();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const visibility = createVisibility();
    const harness = await start(token, { visibility: visibility.service });
    harness.store.dispatch(depositActions.opened());
    await settle();
    const ordersCalls = () => calls.filter((c) => c === 'depositOrders').length;
    expect(ordersCalls()).toBe(1);

    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    await settle();
    expect(ordersCalls()).toBe(2);

    visibility.set(false);
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 3);
    expect(ordersCalls()).toBe(2);

    operator('deposits', 'DP-1', { outcome: 'CREDITED' });
    visibility.set(true);
    await settle();
    expect(ordersCalls()).toBe(3);
    expect(deposit(harness.store.getState()).orders.items[0]).toMatchObject({
      orderNo: 'DP-1',
      status: 'CREDITED',
    });

    // Nothing pending any more: the poll stops.
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 3);
    expect(ordersCalls()).toBe(3);
  });

  it('stops polling when the page closes', async () => {
    const token = await loginToken();
    const calls = recordCalls();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const harness = await start(token);
    harness.store.dispatch(depositActions.opened());
    await settle();
    harness.store.dispatch(depositActions.closed());
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 3);
    expect(calls.filter((c) => c === 'depositOrders')).toHaveLength(1);
  });

  it('requests a deposit once per click and shows the pending order first', async () => {
    const harness = await start(await loginToken());
    await open(harness);
    const calls = recordCalls();
    const request = { channelId: 'EWALLET-01', amount: 300.5 };
    harness.store.dispatch(depositActions.submitted(request));
    harness.store.dispatch(depositActions.submitted(request));
    const state = deposit(
      await waitForState(harness.store, (s) => deposit(s).submit.status === 'done'),
    );
    expect(calls.filter((c) => c === 'deposit')).toHaveLength(1);
    expect(state.submit.order).toMatchObject({
      channelId: 'EWALLET-01',
      channelName: 'GCash',
      amount: 300.5,
      status: 'PENDING',
    });
    expect(state.orders.items[0]!.orderNo).toBe(state.submit.order!.orderNo);
  });

  it('follows the new order until it fails, with the reason', async () => {
    const token = await loginToken();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const harness = await start(token);
    harness.store.dispatch(depositActions.opened());
    await settle();
    operator('deposits', 'DP-1', { outcome: 'CREDITED' });
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    await settle();
    harness.store.dispatch(depositActions.submitted({ channelId: 'BANK-01', amount: 500 }));
    await settle();
    const { orderNo } = deposit(harness.store.getState()).submit.order!;
    operator('deposits', orderNo, { outcome: 'FAILED', reason: 'Bank rejected the transfer' });
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    await settle();
    expect(deposit(harness.store.getState()).submit.order).toMatchObject({
      orderNo,
      status: 'FAILED',
      reason: 'Bank rejected the transfer',
    });
  });

  it('tells the server’s refusals apart: limits, closed channel, busy, offline', async () => {
    const harness = await start(await loginToken());
    await open(harness);
    const failureOf = async (request: { channelId: string; amount: number }) => {
      harness.store.dispatch(depositActions.submitCleared());
      harness.store.dispatch(depositActions.submitted(request));
      const s = await waitForState(harness.store, (st) => deposit(st).submit.status === 'failed');
      return deposit(s).submit.failure;
    };
    expect(await failureOf({ channelId: 'BANK-01', amount: 99.99 })).toMatchObject({
      kind: 'server',
      code: 'wallet.amount.below.min',
    });
    expect(await failureOf({ channelId: 'EWALLET-01', amount: 20_000.01 })).toMatchObject({
      code: 'wallet.amount.above.max',
    });
    expect(await failureOf({ channelId: 'CRYPTO-01', amount: 1_000 })).toMatchObject({
      code: 'deposit.channel.closed',
    });
    // The channels are asked for again: the page shows them as they are now.
    await waitForState(harness.store, (s) => deposit(s).channels.status === 'loaded');
    failNext('deposit', '#727', 'System busy');
    expect(await failureOf({ channelId: 'BANK-01', amount: 500 })).toMatchObject({
      kind: 'busy',
    });
    dropConnection('deposit', 1);
    expect(await failureOf({ channelId: 'BANK-01', amount: 500 })).toMatchObject({
      kind: 'offline',
    });
  });

  it('shows the channels call failing, and loads them on retry', async () => {
    failNext('depositChannels', '#727', 'System busy');
    const harness = await start(await loginToken());
    const state = await open(harness);
    expect(state.channels).toMatchObject({ status: 'failed', failure: { kind: 'busy' } });
    harness.store.dispatch(depositActions.channelsRequested());
    const after = await waitForState(harness.store, (s) => deposit(s).channels.status === 'loaded');
    expect(deposit(after).channels.items).toHaveLength(4);
  });

  it('reloads the orders on retry after a dropped connection', async () => {
    dropConnection('depositOrders', 1);
    const harness = await start(await loginToken());
    const state = await open(harness);
    expect(state.orders).toMatchObject({ status: 'failed', failure: { kind: 'offline' } });
    harness.store.dispatch(depositActions.ordersRequested());
    const after = await waitForState(harness.store, (s) => deposit(s).orders.status === 'loaded');
    expect(deposit(after).orders.items).toHaveLength(3);
  });

  it('refuses a trial account without calling, and a visitor gets the login popup', async () => {
    const calls = recordCalls();
    const trial = await start(await freePlayToken());
    trial.store.dispatch(depositActions.opened());
    const state = await waitForState(trial.store, (s) => deposit(s).gate !== null);
    expect(deposit(state).gate).toMatchObject({ kind: 'trial' });

    const visitor = await start(null);
    visitor.store.dispatch(depositActions.opened());
    await waitForState(visitor.store, (s) => deposit(s).gate?.kind === 'session');
    visitor.store.dispatch(depositActions.loginAsked());
    const after = await waitForState(visitor.store, (s) => s.modals.stack.length === 1);
    expect(after.modals.stack[0]?.name).toBe('loginPopupModal');
    expect(calls).toEqual([]);
  });

  it('ends the session on a 401 and loads again after the next login', async () => {
    const token = await loginToken();
    const harness = await start(token);
    await open(harness);
    await endSession(token);
    harness.store.dispatch(depositActions.submitted({ channelId: 'BANK-01', amount: 500 }));
    const ended = await waitForState(harness.store, (s) => deposit(s).gate?.kind === 'session');
    expect(ended.session.token).toBeNull();

    harness.store.dispatch(sessionActions.tokenReceived(await loginToken()));
    harness.store.dispatch(sessionActions.memberInfoRequested());
    const back = await waitForState(
      harness.store,
      (s) => deposit(s).gate === null && deposit(s).channels.status === 'loaded',
    );
    expect(deposit(back).channels.items).toHaveLength(4);
  });
});
