import { describe, expect, it } from 'vitest';
import { createTestStore, freePlayToken, loginToken, waitForState } from '@/testing/harness';
import { failAlways, mockScenario } from '@/testing/mock-backend';
import { callsMade, queriesTo } from '@/testing/requests';
import { sessionActions } from '@/core/session/slice';
import type { RootState } from '@/app/store';
import { rebateFeature } from './feature';
import { formatRate, periodBounds } from './rebate-format';
import { selectRebate } from './selectors';
import { rebateActions } from './slice';

type Harness = ReturnType<typeof createTestStore>;

async function start(token: string): Promise<Harness> {
  const harness = createTestStore();
  harness.store.injectFeature(rebateFeature);
  harness.store.dispatch(sessionActions.tokenReceived(token));
  harness.store.dispatch(sessionActions.memberInfoRequested());
  await waitForState(harness.store, (s) => s.session.memberStatus === 'loaded');
  return harness;
}

const rebate = (s: RootState) => selectRebate(s);
const done = (s: RootState) =>
  ['loaded', 'failed'].includes(rebate(s).summary.status) &&
  ['loaded', 'failed'].includes(rebate(s).history.status);

async function open(harness: Harness) {
  harness.store.dispatch(rebateActions.opened());
  return rebate(await waitForState(harness.store, done));
}

const claimed = (s: RootState) =>
  ['done', 'failed'].includes(rebate(s).claim.status) && rebate(s).summary.status === 'loaded';

describe('manual rebate page', () => {
  it('loads the previous 7 days per category and an empty history; another period loads again', async () => {
    const harness = await start(await loginToken());
    const summaries = queriesTo('rebateSummary');
    const state = await open(harness);
    const week = periodBounds('previous7');
    expect(summaries).toContainEqual({ startDate: week.startDate, endDate: week.endDate });
    expect(state.summary.value!.categories).toHaveLength(7);
    expect(state.history.value).toEqual({ rows: [], totalPages: 0 });
    harness.store.dispatch(rebateActions.periodChosen('previous30'));
    const month = await waitForState(
      harness.store,
      (s) => rebate(s).summary.value?.startDate === periodBounds('previous30').startDate,
    );
    expect(rebate(month).summary.value!.total).toBeGreaterThan(state.summary.value!.total);
  });

  it('claims one category: the balance is asked again, the rebate and the history reload', async () => {
    const harness = await start(await loginToken());
    const before = await open(harness);
    const rng = before.summary.value!.categories.find((c) => c.gameType === 'RNG')!;
    const calls = callsMade();
    harness.store.dispatch(rebateActions.claimRequested({ gameType: 'RNG' }));
    const s = await waitForState(
      harness.store,
      (st) => claimed(st) && rebate(st).history.value?.rows.length === 1,
    );
    expect(rebate(s).claim).toMatchObject({ status: 'done', target: 'RNG', total: rng.amount });
    expect(rebate(s).history.value!.rows[0]).toMatchObject({ gameType: 'RNG', amount: rng.amount });
    expect(rebate(s).summary.value!.categories[4]).toMatchObject({ gameType: 'RNG', amount: 0 });
    expect(calls[0]).toBe('claimRebate');
    await expect.poll(() => calls).toContain('balance');
  });

  it('a claim below the minimum is refused and the rebate shown as it is now', async () => {
    const harness = await start(await loginToken('vip0001'));
    await open(harness);
    harness.store.dispatch(rebateActions.claimRequested({}));
    const s = await waitForState(harness.store, claimed);
    expect(rebate(s).claim).toMatchObject({
      status: 'failed',
      target: 'ALL',
      failure: { kind: 'server', code: 'rebate.below.minimum' },
    });
  });

  it('tells a busy system; a retry loads the rebate', async () => {
    const harness = await start(await loginToken());
    // Until the retry (not only the next call: a reload of the test before may still arrive).
    failAlways('rebateSummary', '#727', 'System busy');
    expect((await open(harness)).summary.failure).toMatchObject({ kind: 'busy' });
    mockScenario({ errors: { rebateSummary: null } });
    harness.store.dispatch(rebateActions.summaryRequested());
    const s = await waitForState(harness.store, (st) => rebate(st).summary.status === 'loaded');
    expect(rebate(s).summary.value!.categories).toHaveLength(7);
  });

  it('a trial account is told it needs a real account', async () => {
    const state = await open(await start(await freePlayToken()));
    expect(state.summary.failure).toMatchObject({ kind: 'trial' });
  });

  it('shows rates as the percent they are', () => {
    expect([0.3, 1, 0.25, 12.5].map(formatRate)).toEqual(['0.3%', '1%', '0.25%', '12.5%']);
  });
});
