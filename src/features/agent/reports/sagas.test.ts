import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import {
  createTestClient,
  createTestStore,
  freePlayToken,
  loginToken,
  waitForState,
} from '@/testing/harness';
import { queriesTo } from '@/testing/requests';
import { dropConnection, endSession, failNext } from '@/testing/mock-backend';
import { ErrorCodes } from '@/api/contract/constants';
import { sessionActions } from '@/core/session/slice';
import { dayOf, presetRange } from '@/lib/date-range';
import type { ReportPage } from './constants';
import { reportsFeature } from './feature';
import { reportParams } from './sagas';
import { selectReportPage } from './selectors';
import { defaultReportQuery, reportsActions, type ReportQuery } from './slice';

type Harness = ReturnType<typeof createTestStore>;

afterEach(() => server.events.removeAllListeners());

const today = () => dayOf(Date.now());

async function start(token?: string): Promise<Harness> {
  const harness = createTestStore();
  harness.store.injectFeature(reportsFeature);
  harness.store.dispatch(sessionActions.tokenReceived(token ?? (await loginToken('agent01'))));
  return harness;
}

/** Waits for the page's answer (or failure) after `act`. */
async function settle({ store }: Harness, page: ReportPage, act: () => unknown) {
  await act();
  await waitForState(store, (s) => ['loaded', 'failed'].includes(selectReportPage(s, page).status));
  return selectReportPage(store.getState(), page);
}

const open = (h: Harness, page: ReportPage) =>
  settle(h, page, () => h.store.dispatch(reportsActions.opened({ page, today: today() })));

const change = (h: Harness, page: ReportPage, changes: Partial<ReportQuery>) =>
  settle(h, page, () => h.store.dispatch(reportsActions.queryChanged({ page, changes })));

const month = () => ({
  preset: 'previous30' as const,
  range: presetRange('previous30', Date.now()),
});

describe('report calls', () => {
  const query = { ...defaultReportQuery('2024-06-10'), account: ' ab ', filter: 'RNG' };

  it('send the range, paging, the trimmed account and the page type filter; the period where it has one', () => {
    const range = { startDate: '2024-06-04', endDate: '2024-06-10' };
    expect(reportParams('betting', query)).toEqual({
      pageNo: 1,
      pageSize: 10,
      ...range,
      account: 'ab',
      gameType: 'RNG',
    });
    expect(reportParams('profitLoss', { ...query, period: 'WEEKLY' })).toMatchObject({
      period: 'WEEKLY',
      gameType: 'RNG',
    });
    // My income is the agent's own: no account; its filter is the income type.
    expect(reportParams('income', { ...query, filter: 'DIVIDEND' })).toEqual({
      pageNo: 1,
      pageSize: 10,
      ...range,
      incomeType: 'DIVIDEND',
      period: 'DAILY',
    });
    expect(reportParams('transactions', { ...query, account: '', filter: '' })).toEqual({
      pageNo: 1,
      pageSize: 10,
      ...range,
    });
  });
});

describe('report pages', () => {
  it("team betting opens on the previous 7 days; a member's pages come one by one with the range's totals", async () => {
    const calls = queriesTo('teamBetting');
    const token = await loginToken('agent01');
    const harness = await start(token);
    const team = await open(harness, 'betting');
    const range = presetRange('previous7', Date.now());
    expect(calls[0]).toEqual({
      pageNo: '1',
      pageSize: '10',
      startDate: range.start,
      endDate: range.end,
    });
    const account = team.rows[0]!.account as string;
    const first = await change(harness, 'betting', { account, pageSize: 50 });
    // Every row of the member, page by page, each page with the totals the call answers for the
    // whole range (that they are the sum of the rows is the mock's: mocks/handlers/agent-reports.test.ts).
    const { client, state } = createTestClient();
    state.token = token;
    const answered = await client.call('teamBetting', { ...calls.at(-1), pageNo: 1 } as never);
    const rows = [...first.rows];
    for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1) {
      const page = await change(harness, 'betting', { pageNo });
      expect(page.totals).toEqual(answered.totals);
      rows.push(...page.rows);
    }
    expect(first.totals).toEqual(answered.totals);
    expect(rows.length).toBe(first.totalCount);
    expect(new Set(rows.map((r) => r.betId)).size).toBe(rows.length);
  });

  it('a member account narrows the rows and the totals; a filter goes back to page 1', async () => {
    const harness = await start();
    await open(harness, 'profitLoss');
    const team = await change(harness, 'profitLoss', month());
    const account = team.rows[0]!.account as string;
    await change(harness, 'profitLoss', { pageNo: 2 });
    const one = await change(harness, 'profitLoss', { account });
    expect(one.query?.pageNo).toBe(1);
    expect(one.rows.length).toBeGreaterThan(0);
    expect(one.rows.every((r) => String(r.account).includes(account))).toBe(true);
    expect(one.totalCount).toBeLessThan(team.totalCount);
    expect(one.totals?.betAmount).toBeLessThan(team.totals!.betAmount as number);
  });

  it('an empty range answers no rows, not a failure', async () => {
    const harness = await start();
    await open(harness, 'transactions');
    const empty = await change(harness, 'transactions', {
      preset: null,
      range: { start: '2001-01-01', end: '2001-01-02' },
    });
    expect(empty).toMatchObject({ status: 'loaded', rows: [], totalCount: 0, failure: null });
  });

  it('a failure keeps the last rows; retry loads the same query again', async () => {
    const harness = await start();
    const first = await open(harness, 'income');
    failNext('agentIncome', ErrorCodes.systemBusy, 'busy');
    const failed = await change(harness, 'income', { period: 'MONTHLY' });
    expect(failed.failure).toMatchObject({ kind: 'busy' });
    expect(failed.rows).toEqual(first.rows);
    const again = await settle(harness, 'income', () =>
      harness.store.dispatch(reportsActions.retried('income')),
    );
    expect(again).toMatchObject({ status: 'loaded', failure: null });
    expect(again.query?.period).toBe('MONTHLY');
  });

  it('tells offline, a trial account and an ended session apart; a new login loads again', async () => {
    const token = await loginToken('agent01');
    const harness = await start(token);
    dropConnection('teamBetting', 1);
    expect((await open(harness, 'betting')).failure?.kind).toBe('offline');

    await endSession(token);
    expect((await open(harness, 'transactions')).failure?.kind).toBe('session');
    harness.store.dispatch(reportsActions.loginAsked());
    expect(harness.store.getState().modals.stack.at(-1)?.name).toBe('loginPopupModal');
    const back = await settle(harness, 'transactions', async () =>
      harness.store.dispatch(sessionActions.tokenReceived(await loginToken('agent01'))),
    );
    expect(back.failure).toBeNull();

    const trial = await start(await freePlayToken());
    expect((await open(trial, 'income')).failure?.kind).toBe('trial');
  });
});
