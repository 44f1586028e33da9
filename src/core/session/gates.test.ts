import { describe, expect, it } from 'vitest';
import { call } from 'redux-saga/effects';
import { createTestStore, loginToken, waitForState } from '@/testing/harness';
import { dialogsActions } from '@/core/dialogs/slice';
import { sessionActions } from './slice';
import { requireRealAccount } from './gates';

async function runGate(token: string | null) {
  const harness = createTestStore();
  if (token) {
    harness.store.dispatch(sessionActions.tokenReceived(token));
    harness.store.dispatch(sessionActions.memberInfoRequested());
    await waitForState(harness.store, (s) => s.session.memberStatus === 'loaded');
  }
  return { harness };
}

describe('gates', () => {
  it('open the login popup for a visitor', async () => {
    const { harness } = await runGate(null);
    const { runSaga } = await import('redux-saga');
    const outcome = await runSaga(
      { dispatch: harness.store.dispatch, getState: harness.store.getState },
      function* () {
        return (yield call(requireRealAccount)) as boolean;
      },
    ).toPromise();
    expect(outcome).toBe(false);
    expect(harness.store.getState().modals.stack).toEqual([
      { name: 'loginPopupModal', props: { mode: 'login' } },
    ]);
  });

  it('warn a trial account with in_need_true_account', async () => {
    const res = await fetch(new URL('/wps/session/login/freeplay', window.location.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ os: 'web', platform: 'W' }),
    });
    const token = ((await res.json()) as { value: { token: string } }).value.token;
    const { harness } = await runGate(token);
    const { runSaga, stdChannel } = await import('redux-saga');
    const channel = stdChannel();
    const pending = runSaga(
      {
        channel,
        dispatch: (a: never) => {
          harness.store.dispatch(a);
          channel.put(a);
        },
        getState: harness.store.getState,
      },
      function* () {
        return (yield call(requireRealAccount)) as boolean;
      },
    ).toPromise();
    await waitForState(harness.store, (s) => s.dialogs.queue.length === 1);
    const dialog = harness.store.getState().dialogs.queue[0]!;
    expect(dialog).toMatchObject({ kind: 'warning', key: 'roles.in_need_true_account' });
    const answer = dialogsActions.answered({ id: dialog.id, confirmed: true });
    harness.store.dispatch(answer);
    channel.put(answer);
    expect(await pending).toBe(false);
  });

  it('let a real player through', async () => {
    const { harness } = await runGate(await loginToken('player1'));
    const { runSaga } = await import('redux-saga');
    const outcome = await runSaga(
      { dispatch: harness.store.dispatch, getState: harness.store.getState },
      function* () {
        return (yield call(requireRealAccount)) as boolean;
      },
    ).toPromise();
    expect(outcome).toBe(true);
  });
});
