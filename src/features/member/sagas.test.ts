import { describe, expect, it } from 'vitest';
import { centreStore } from '@/testing/centre';
import { loginToken, waitForState } from '@/testing/harness';
import { answerWith, dropConnection, endSession } from '@/testing/mock-backend';
import { sessionActions } from '@/core/session/slice';
import { memberFeature } from './feature';
import { selectPanelView } from './selectors';
import { memberActions } from './slice';

/** A store with the member feature, at `address`, logged in as `token` when given. */
async function open(address: string, token?: string) {
  const harness = centreStore(memberFeature, address, token);
  harness.store.dispatch(memberActions.panelOpened({ page: 'withdraw' }));
  return harness;
}

describe('member centre panel', () => {
  it('shows once the member is known and the mission summary answered, with its count', async () => {
    answerWith('missionSummary', { missionCount: 3, missions: [] });
    const { store } = await open('/?member=withdraw', await loginToken('player1'));
    expect(selectPanelView(store.getState())).toBe('loading');
    const state = await waitForState(store, (s) => selectPanelView(s) === 'panel');
    expect(state.member?.missionCount).toBe(3);
  });

  it('still shows when the mission summary fails, without a count', async () => {
    dropConnection('missionSummary');
    const { store } = await open('/?member=withdraw', await loginToken('player1'));
    const state = await waitForState(store, (s) => selectPanelView(s) === 'panel');
    expect(state.member?.missionCount).toBeNull();
  });

  it('opens the login popup when a 401 ends the session while it is open', async () => {
    const token = await loginToken('player1');
    const { store } = await open('/?member=withdraw', token);
    await waitForState(store, (s) => selectPanelView(s) === 'panel');
    await endSession(token);
    store.dispatch(sessionActions.sessionEnded({ reason: 'expired' }));
    const state = await waitForState(store, (s) =>
      s.modals.stack.some((m) => m.name === 'loginPopupModal'),
    );
    expect(selectPanelView(state)).toBe('loading');
    expect(state.member?.access).toBe('idle');
  });
});
