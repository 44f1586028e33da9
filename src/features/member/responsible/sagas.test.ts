import { runSaga } from 'redux-saga';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RootState } from '@/app/store';
import type { MemberInfo } from '@/api/contract/member';
import { sessionActions } from '@/core/session/slice';
import { systemActions } from '@/core/system/slice';
import { createTestStore, createVisibility, loginToken, waitForState } from '@/testing/harness';
import { failNext } from '@/testing/mock-backend';
import { responsibleFeature } from './feature';
import { waitUntilDue } from './sagas';
import { selectResponsible } from './selectors';
import { responsibleActions } from './slice';

afterEach(() => {
  vi.useRealTimers();
});

describe('the reality check timer', () => {
  it('runs no timer while the tab is hidden and ends at once when it shows after its time', async () => {
    vi.useFakeTimers();
    const visibility = createVisibility(true);
    const dueAt = Date.now() + 15 * 60_000;
    let done = false;
    const task = runSaga(
      { context: { services: { visibility: visibility.service } } },
      waitUntilDue,
      dueAt,
    );
    void task.toPromise().then(() => {
      done = true;
    });
    expect(vi.getTimerCount()).toBe(1); // one timer to the time left while shown
    visibility.set(false);
    expect(vi.getTimerCount()).toBe(0); // hidden: nothing scheduled at all
    vi.setSystemTime(dueAt + 5 * 60_000); // the tab stays hidden past the time
    await Promise.resolve();
    expect(done).toBe(false);
    visibility.set(true);
    await task.toPromise();
    expect(done).toBe(true);
  });

  it('when shown before its time, waits out only the time left', async () => {
    vi.useFakeTimers();
    const visibility = createVisibility(false);
    const dueAt = Date.now() + 60_000;
    const task = runSaga(
      { context: { services: { visibility: visibility.service } } },
      waitUntilDue,
      dueAt,
    );
    vi.setSystemTime(dueAt - 1_000);
    visibility.set(true);
    expect(task.isRunning()).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task.isRunning()).toBe(false);
  });
});

describe('the responsible gaming page', () => {
  async function opened(before?: () => void) {
    const harness = createTestStore();
    harness.store.injectFeature(responsibleFeature);
    harness.store.dispatch(sessionActions.tokenReceived(await loginToken('player1')));
    before?.();
    harness.store.dispatch(responsibleActions.opened());
    const settled = (s: RootState) =>
      ['loaded', 'failed'].includes(selectResponsible(s).settings.status);
    await waitForState(harness.store, settled);
    return harness;
  }

  it('loads the limits, sets one (lower at once) and a raise shows pending', async () => {
    const { store } = await opened();
    store.dispatch(
      responsibleActions.limitSubmitted({ kind: 'LOSS', period: 'WEEK', amount: 200 }),
    );
    await waitForState(store, (s) => selectResponsible(s).save.status === 'done');
    store.dispatch(
      responsibleActions.limitSubmitted({ kind: 'LOSS', period: 'WEEK', amount: 300 }),
    );
    const s = await waitForState(
      store,
      (st) =>
        selectResponsible(st).settings.value!.limits.find(
          (l) => l.kind === 'LOSS' && l.period === 'WEEK',
        )!.pending !== null,
    );
    const week = selectResponsible(s).settings.value!.limits.find(
      (l) => l.kind === 'LOSS' && l.period === 'WEEK',
    )!;
    expect(week).toMatchObject({ amount: 200, pending: { amount: 300 } });
  });

  it('tells a busy system and loads on retry', async () => {
    const { store } = await opened(() => failNext('responsibleSettings', '#727', 'System busy'));
    expect(selectResponsible(store.getState()).settings.failure).toMatchObject({ kind: 'busy' });
    store.dispatch(responsibleActions.opened());
    await waitForState(store, (s) => selectResponsible(s).settings.status === 'loaded');
  });

  it('a time-out signs out at once', async () => {
    const { store } = await opened();
    store.dispatch(
      responsibleActions.exclusionSubmitted({
        kind: 'TIMEOUT',
        period: '7D',
        password: 'pass1234',
      }),
    );
    await waitForState(store, (s) => s.session.token === null);
  });
});

describe("the reality check's end of today's play time", () => {
  async function moveMockClock(minutes: number) {
    await fetch(new URL('/__mock/clock', window.location.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advance: { minutes } }),
    });
  }

  it("shows the time's-up dialog when the daily limit is used up; Log out ends the session", async () => {
    const harness = createTestStore();
    const { store, services } = harness;
    store.dispatch(sessionActions.tokenReceived(await loginToken('vip0001')));
    await services.api.call('setPlayLimit', { kind: 'SESSION', period: 'DAY', amount: 15 });
    await moveMockClock(15);
    store.dispatch(systemActions.flagsLoaded({ RESPGAME3: true }));
    store.dispatch(sessionActions.memberInfoLoaded({ account: 'vip0001', type: 1 } as MemberInfo));
    const shown = await waitForState(store, (s) => selectResponsible(s).realityCheck.open, 5_000);
    expect(selectResponsible(shown).realityCheck).toMatchObject({
      kind: 'timeUp',
      session: { playTime: { limitMinutes: 15, leftMinutes: 0 } },
    });
    store.dispatch(responsibleActions.realityCheckAnswered('logout'));
    await waitForState(store, (s) => s.session.token === null);
  });
});
