import { describe, expect, it } from 'vitest';
import { ErrorCodes, SESSIONS_FLAG } from '@/api/contract/constants';
import type { RootState } from '@/app/store';
import { sessionActions } from '@/core/session/slice';
import { systemActions } from '@/core/system/slice';
import { createTestClient, createTestStore, loginToken, waitForState } from '@/testing/harness';
import { failNext } from '@/testing/mock-backend';
import { callsMade } from '@/testing/requests';
import { DEFAULT_FLAGS } from '../../../../fixtures/system';
import { securityFeature } from './feature';
import { selectSecurity } from './selectors';
import { securityActions as a } from './slice';

type Harness = ReturnType<typeof createTestStore>;
const security = (s: RootState) => selectSecurity(s);

/** The security centre opened by the token's member, with the module flag as told. */
async function open(token: string, sessionsOn = true) {
  const harness = createTestStore();
  harness.store.dispatch(
    systemActions.flagsLoaded({ ...DEFAULT_FLAGS, [SESSIONS_FLAG]: sessionsOn }),
  );
  harness.store.injectFeature(securityFeature);
  harness.store.dispatch(sessionActions.tokenReceived(token));
  harness.store.dispatch(a.opened());
  await waitForState(harness.store, (s) => security(s).info.status === 'loaded');
  return harness;
}

const until = (h: Harness, predicate: (s: ReturnType<typeof security>) => boolean) =>
  waitForState(h.store, (s) => predicate(security(s))).then(security, (e: Error) => {
    const { sessions, history, ending, endFailure } = security(h.store.getState());
    throw new Error(
      `${e.message.slice(0, 40)}: ${JSON.stringify({ sessions, history, ending, endFailure })}`,
    );
  });

const otherBrowser = (token: string) => {
  const c = createTestClient();
  c.state.token = token;
  return c.client;
};

describe('security centre: active sessions and login history (issue 30)', () => {
  it('lists the sessions with this one marked, and the logins newest first', async () => {
    const h = await open(await loginToken());
    const state = await until(
      h,
      (s) => s.sessions.status === 'loaded' && s.history.status === 'loaded',
    );
    expect(state.sessions.value!.map((s) => [s.current, s.device])).toEqual([
      [true, expect.anything()],
      [false, 'iPhone'],
      [false, 'Windows desktop'],
    ]);
    expect(state.history.value![0]!.outcome).toBe('SUCCESS');
    expect(state.history.value!.map((l) => l.outcome)).toContain('WRONG_PASSWORD');
  });

  it('ends one other session: that browser is refused at once, the list loads again', async () => {
    const elsewhere = await loginToken();
    const h = await open(await loginToken());
    const before = await until(h, (s) => s.sessions.status === 'loaded');
    expect(before.sessions.value).toHaveLength(4);
    const mineElsewhere = (await otherBrowser(elsewhere).call('securitySessions', {})).list.find(
      (s) => s.current,
    )!;
    h.store.dispatch(a.sessionEndRequested(mineElsewhere.sessionId));
    const after = await until(
      h,
      (s) => s.ending === null && s.sessions.value?.length === 3 && s.sessions.status === 'loaded',
    );
    expect(after.sessions.value!.map((s) => s.sessionId)).not.toContain(mineElsewhere.sessionId);
    await expect(otherBrowser(elsewhere).call('balance', { typeId: 1 })).rejects.toMatchObject({
      code: ErrorCodes.notLoggedIn,
    });
  });

  it('ends all the others and keeps this one', async () => {
    const elsewhere = await loginToken();
    const h = await open(await loginToken());
    await until(h, (s) => s.sessions.status === 'loaded');
    h.store.dispatch(a.otherSessionsEndRequested());
    const after = await until(h, (s) => s.ending === null && s.sessions.value?.length === 1);
    expect(after.sessions.value![0]!.current).toBe(true);
    await expect(otherBrowser(elsewhere).call('balance', { typeId: 1 })).rejects.toMatchObject({
      code: ErrorCodes.notLoggedIn,
    });
  });

  it('tells a failed end above the list, which stays', async () => {
    const h = await open(await loginToken());
    await until(h, (s) => s.sessions.status === 'loaded');
    failNext('endOtherSessions', ErrorCodes.systemBusy, 'System busy');
    h.store.dispatch(a.otherSessionsEndRequested());
    const after = await until(h, (s) => s.endFailure !== null && s.sessions.status === 'loaded');
    expect(after.endFailure).toMatchObject({ kind: 'busy' });
    expect(after.sessions.value).toHaveLength(3);
  });

  it('retries a list that failed; keeps the history apart', async () => {
    failNext('securitySessions', ErrorCodes.systemBusy, 'System busy');
    const h = await open(await loginToken());
    const failed = await until(
      h,
      (s) => s.sessions.status === 'failed' && s.history.status === 'loaded',
    );
    expect(failed.sessions.failure).toMatchObject({ kind: 'busy' });
    h.store.dispatch(a.sessionsRequested());
    const loaded = await until(h, (s) => s.sessions.status === 'loaded');
    expect(loaded.sessions.value!.length).toBeGreaterThan(0);
  });

  it('asks nothing when the module is off', async () => {
    const calls = callsMade('securitySessions', 'loginHistory');
    const h = await open(await loginToken(), false);
    expect(security(h.store.getState()).sessions.status).toBe('idle');
    expect(calls).toEqual([]);
  });
});
