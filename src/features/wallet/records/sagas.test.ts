import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import {
  createTestClient,
  createTestStore,
  freePlayToken,
  loginToken,
  waitForState,
} from '@/testing/harness';
import { queriesTo, recordCalls } from '@/testing/requests';
import { dropConnection, endSession, failNext } from '@/testing/mock-backend';
import { ErrorCodes, MAIN_ACCOUNT_TYPE_ID } from '@/api/contract/constants';
import { sessionActions } from '@/core/session/slice';
import { dayOf, presetRange } from '@/lib/date-range';
import { formatDateTime } from '@/lib/format';
import type { RecordPage } from './constants';
import { recordsFeature } from './feature';
import { selectRecordPage } from './selectors';
import { recordsActions, recordsReducer, type RecordQuery } from './slice';

type Harness = ReturnType<typeof createTestStore>;

afterEach(() => server.events.removeAllListeners());

const today = () => dayOf(Date.now());

async function start(token?: string): Promise<Harness> {
  const harness = createTestStore();
  harness.store.injectFeature(recordsFeature);
  harness.store.dispatch(sessionActions.tokenReceived(token ?? (await loginToken())));
  return harness;
}

/** Waits for the page's answer (or failure) after `act`. */
async function settle<P extends RecordPage>({ store }: Harness, page: P, act: () => unknown) {
  await act();
  await waitForState(store, (s) => ['loaded', 'failed'].includes(selectRecordPage(s, page).status));
  return selectRecordPage(store.getState(), page);
}

const open = <P extends RecordPage>(h: Harness, page: P) =>
  settle(h, page, () => h.store.dispatch(recordsActions.opened({ page, today: today() })));

const change = <P extends RecordPage>(h: Harness, page: P, changes: Partial<RecordQuery>) =>
  settle(h, page, () => h.store.dispatch(recordsActions.queryChanged({ page, changes })));

describe('record pages', () => {
  it('open on the previous 7 days, 10 rows a page, with totals of the whole range', async () => {
    const calls = queriesTo('bettingRecords');
    const harness = await start();
    const bets = await open(harness, 'bets');
    const range = presetRange('previous7', Date.now());
    expect(calls).toEqual([
      { pageNo: '1', pageSize: '10', startDate: range.start, endDate: range.end },
    ]);
    expect(bets.query).toMatchObject({ preset: 'previous7', range, filter: '', pageNo: 1 });
    expect(bets.rows.length).toBe(10);
    expect(bets.totalCount).toBeGreaterThan(10);
    expect(bets.totals).toEqual({
      betAmount: expect.any(Number),
      validBet: expect.any(Number),
      winLoss: expect.any(Number),
    });
    for (const row of bets.rows) {
      const day = formatDateTime(row.betTime).slice(0, 10);
      expect(day >= range.start && day <= range.end).toBe(true);
    }
  });

  it('a filter or a preset goes back to page 1; a page change keeps the filter', async () => {
    const calls = queriesTo('memberTransactions');
    const harness = await start();
    await open(harness, 'transactions');
    await change(harness, 'transactions', { pageNo: 3 });
    const deposits = await change(harness, 'transactions', { filter: 'DEPOSIT' });
    expect(deposits.rows.length).toBeGreaterThan(0);
    expect(deposits.rows.every((r) => r.transType === 'DEPOSIT')).toBe(true);
    await change(harness, 'transactions', { pageNo: 2 });
    const month = await change(harness, 'transactions', {
      preset: 'previous30',
      range: presetRange('previous30', Date.now()),
    });
    expect(calls.map((c) => [c.pageNo, c.transType ?? '', c.startDate])).toEqual([
      ['1', '', presetRange('previous7', Date.now()).start],
      ['3', '', presetRange('previous7', Date.now()).start],
      ['1', 'DEPOSIT', presetRange('previous7', Date.now()).start],
      ['2', 'DEPOSIT', presetRange('previous7', Date.now()).start],
      ['1', 'DEPOSIT', presetRange('previous30', Date.now()).start],
    ]);
    expect(month.totalCount).toBeGreaterThanOrEqual(deposits.totalCount);
  });

  it('a newer query supersedes the one in flight: only its answer is shown', async () => {
    const harness = await start();
    await open(harness, 'bonus');
    // Every answer the page shows (the saga's puts do not pass the store's dispatch).
    const shown: unknown[] = [];
    let before = selectRecordPage(harness.store.getState(), 'bonus').rows;
    const stop = harness.store.subscribe(() => {
      const { rows } = selectRecordPage(harness.store.getState(), 'bonus');
      if (rows !== before) shown.push(rows);
      before = rows;
    });
    const calls = recordCalls('bonusDetails');
    harness.store.dispatch(recordsActions.queryChanged({ page: 'bonus', changes: { pageNo: 2 } }));
    const last = await change(harness, 'bonus', { filter: 'REBATE' });
    // Both queries answered by the mock: the first one's answer was sent before the shown one.
    await vi.waitFor(() => expect(calls.map((c) => c.answered)).toEqual([true, true]));
    stop();
    expect(shown).toHaveLength(1);
    expect(last.query).toMatchObject({ filter: 'REBATE', pageNo: 1 });
    expect(last.rows.every((r) => r.bonusType === 'REBATE')).toBe(true);
  });

  it('profit and loss asks for the period and shows the rows and totals it answers', async () => {
    const calls = queriesTo('profitLoss');
    const token = await loginToken();
    const harness = await start(token);
    await open(harness, 'profit');
    const weekly = await change(harness, 'profit', {
      period: 'WEEKLY',
      preset: 'previous30',
      range: presetRange('previous30', Date.now()),
    });
    expect(calls.at(-1)).toMatchObject({ period: 'WEEKLY', pageNo: '1' });
    expect(weekly.totalPages).toBe(1);
    expect(weekly.rows.length).toBeGreaterThanOrEqual(5);
    // The totals as answered (that they are the sum of the rows is the mock's:
    // mocks/handlers/wallet-records.test.ts).
    const { client, state } = createTestClient();
    state.token = token;
    const answered = await client.call('profitLoss', { ...calls.at(-1) } as never);
    expect(weekly.rows).toEqual(answered.list);
    expect(weekly.totals).toEqual(answered.totals);
  });

  it('the account record shows the transfer the member just made, first', async () => {
    const token = await loginToken();
    const { client, state } = createTestClient();
    state.token = token;
    await client.call('walletTransfer', {
      amount: 12.34,
      fromAccountTypeId: MAIN_ACCOUNT_TYPE_ID,
      toAccountTypeId: 201,
    });
    const record = await open(await start(token), 'transactions');
    expect(record.rows[0]).toMatchObject({ transType: 'TRANSFER_OUT', amount: -12.34 });
  });
});

describe('the record query', () => {
  it('keeps the range, filter and period between visits; a preset moves with today, a custom range stays', () => {
    const { opened, queryChanged } = recordsActions;
    let state = recordsReducer(undefined, opened({ page: 'profit', today: '2024-06-10' }));
    expect(state.profit.query).toMatchObject({
      preset: 'previous7',
      range: { start: '2024-06-04', end: '2024-06-10' },
    });
    state = recordsReducer(state, queryChanged({ page: 'profit', changes: { period: 'MONTHLY' } }));
    state = recordsReducer(state, opened({ page: 'profit', today: '2024-06-12' }));
    expect(state.profit.query).toMatchObject({
      period: 'MONTHLY',
      range: { start: '2024-06-06', end: '2024-06-12' },
    });
    const custom = { start: '2024-05-01', end: '2024-05-31' };
    state = recordsReducer(
      state,
      queryChanged({ page: 'profit', changes: { preset: null, range: custom } }),
    );
    state = recordsReducer(state, opened({ page: 'profit', today: '2024-06-20' }));
    expect(state.profit.query?.range).toEqual(custom);
  });
});

describe('record page failures', () => {
  it('#727 busy: told as busy, and a retry loads the page', async () => {
    const harness = await start();
    failNext('bettingRecords', ErrorCodes.systemBusy, 'System busy');
    const failed = await open(harness, 'bets');
    expect(failed.failure).toEqual({ kind: 'busy', message: 'System busy' });
    const again = await settle(harness, 'bets', () =>
      harness.store.dispatch(recordsActions.retried('bets')),
    );
    expect(again.failure).toBeNull();
    expect(again.rows.length).toBeGreaterThan(0);
  });

  it('a dropped connection is told as offline; another error keeps the server message', async () => {
    const harness = await start();
    dropConnection('bonusDetails', 1);
    expect((await open(harness, 'bonus')).failure?.kind).toBe('network');
    failNext('profitLoss', 'system.error', 'Report service unavailable');
    expect((await open(harness, 'profit')).failure).toEqual({
      kind: 'server',
      message: 'Report service unavailable',
    });
  });

  it('401: the session ends, the page asks to log in, and loads again after the next login', async () => {
    const token = await loginToken();
    const harness = await start(token);
    await endSession(token);
    const failed = await open(harness, 'transactions');
    expect(failed.failure?.kind).toBe('session');
    expect(harness.store.getState().session.token).toBeNull();
    harness.store.dispatch(recordsActions.loginAsked());
    expect(harness.store.getState().modals.stack.at(-1)?.name).toBe('loginPopupModal');
    const back = await settle(harness, 'transactions', async () =>
      harness.store.dispatch(sessionActions.tokenReceived(await loginToken())),
    );
    expect(back.failure).toBeNull();
    expect(back.rows.length).toBeGreaterThan(0);
  });

  it('a trial account reads its records (reading is not a gated action); a refusal would be told', async () => {
    const harness = await start(await freePlayToken());
    const bets = await open(harness, 'bets');
    expect(bets.failure).toBeNull();
    failNext('bonusDetails', ErrorCodes.trialAccount, 'in_need_true_account');
    expect((await open(harness, 'bonus')).failure?.kind).toBe('trial');
  });
});
