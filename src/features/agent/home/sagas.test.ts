import { describe, expect, it, vi } from 'vitest';
import { ErrorCodes } from '@/api/contract/constants';
import { createTestStore, loginToken, waitForState } from '@/testing/harness';
import { dropConnection, failNext } from '@/testing/mock-backend';
import { presetRange } from '@/lib/date-range';
import { sessionActions } from '@/core/session/slice';
import { agentHomeFeature } from './feature';
import { agentHomeActions } from './slice';

async function agentStore() {
  const harness = createTestStore();
  harness.store.injectFeature(agentHomeFeature);
  harness.store.dispatch(sessionActions.tokenReceived(await loginToken('agent01')));
  const call = vi.spyOn(harness.services.api, 'call');
  return { ...harness, call };
}

describe('agent team overview', () => {
  it('asks the last 7 days first, then the range chosen, both days included', async () => {
    const { store, call } = await agentStore();
    store.dispatch(agentHomeActions.overviewOpened());
    const first = await waitForState(store, (s) => s.agentHome?.overview.status === 'loaded');
    const week = presetRange('previous7', Date.now());
    expect(call).toHaveBeenLastCalledWith('teamOverview', {
      startDate: week.start,
      endDate: week.end,
    });
    expect(first.agentHome?.overview.value).toMatchObject({
      startDate: week.start,
      endDate: week.end,
    });
    const month = presetRange('previous30', Date.now());
    store.dispatch(agentHomeActions.overviewRangeChosen({ preset: 'previous30', range: month }));
    const second = await waitForState(
      store,
      (s) =>
        s.agentHome?.overview.status === 'loaded' &&
        s.agentHome.overview.value?.startDate === month.start,
    );
    expect(second.agentHome?.overview.preset).toBe('previous30');
    expect(second.agentHome!.overview.value!.newMembers).toBeGreaterThanOrEqual(
      first.agentHome!.overview.value!.newMembers,
    );
  });

  it('tells #727 apart and keeps the last figures; a retry asks again', async () => {
    const { store } = await agentStore();
    store.dispatch(agentHomeActions.overviewOpened());
    await waitForState(store, (s) => s.agentHome?.overview.status === 'loaded');
    failNext('teamOverview', ErrorCodes.systemBusy, 'System busy');
    store.dispatch(agentHomeActions.overviewOpened());
    const failed = await waitForState(store, (s) => s.agentHome?.overview.status === 'failed');
    expect(failed.agentHome?.overview.failure?.kind).toBe('busy');
    expect(failed.agentHome?.overview.value).not.toBeNull();
    store.dispatch(agentHomeActions.overviewOpened());
    await waitForState(store, (s) => s.agentHome?.overview.status === 'loaded');
  });
});

describe('agent announcements', () => {
  it('asks the page chosen; a dropped connection is told as offline', async () => {
    const { store, call } = await agentStore();
    store.dispatch(agentHomeActions.announcementsOpened());
    const state = await waitForState(store, (s) => s.agentHome?.announcements.status === 'loaded');
    expect(state.agentHome?.announcements.value?.list[0]?.id).toBe('AG-3');
    expect(call).toHaveBeenLastCalledWith('agentAnnouncements', { pageNo: 1, pageSize: 5 });
    dropConnection('agentAnnouncements', 1);
    store.dispatch(agentHomeActions.announcementsPageChosen(2));
    const failed = await waitForState(store, (s) => s.agentHome?.announcements.status === 'failed');
    expect(failed.agentHome?.announcements.failure?.kind).toBe('offline');
    expect(call).toHaveBeenLastCalledWith('agentAnnouncements', { pageNo: 2, pageSize: 5 });
  });

  it('forgets what it showed when the session ends', async () => {
    const { store } = await agentStore();
    store.dispatch(agentHomeActions.announcementsOpened());
    await waitForState(store, (s) => s.agentHome?.announcements.status === 'loaded');
    store.dispatch(sessionActions.sessionEnded({ reason: 'logout' }));
    expect(store.getState().agentHome?.announcements.value).toBeNull();
  });
});
