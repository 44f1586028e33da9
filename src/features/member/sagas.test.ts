import { describe, expect, it, vi } from 'vitest';
import { createTestStore, freePlayToken, loginToken, waitForState } from '@/testing/harness';
import { answerWith, dropConnection, endSession } from '@/testing/mock-backend';
import { dialogsActions } from '@/core/dialogs/slice';
import { modalsActions } from '@/core/modals/slice';
import { navigationActions } from '@/core/navigation/slice';
import { sessionActions } from '@/core/session/slice';
import { memberFeature } from './feature';
import { selectPanelView } from './selectors';
import { memberActions } from './slice';

/** A store with the member feature, at `address`, logged in as `token` when given. */
async function open(address: string, token?: string) {
  const harness = createTestStore();
  harness.store.injectFeature(memberFeature);
  harness.location.current = address;
  if (token) {
    harness.store.dispatch(sessionActions.tokenReceived(token));
    harness.store.dispatch(sessionActions.memberInfoRequested());
  }
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

  it('asks a visitor to log in, then comes back to the asked page after the login went home', async () => {
    const { store, services } = await open('/lottery?member=withdraw');
    const state = await waitForState(store, (s) => s.modals.stack.length === 1);
    expect(state.modals.stack[0]?.name).toBe('loginPopupModal');
    expect(selectPanelView(state)).toBe('none');
    // What the login flow does: the session, the popup closed, home.
    store.dispatch(sessionActions.tokenReceived(await loginToken('player1')));
    store.dispatch(sessionActions.memberInfoRequested());
    await waitForState(store, (s) => s.session.memberStatus === 'loaded');
    store.dispatch(modalsActions.closed('loginPopupModal'));
    store.dispatch(navigationActions.navigateRequested({ to: '/' }));
    await vi.waitFor(() =>
      expect(services.navigate).toHaveBeenLastCalledWith('/lottery?member=withdraw', {
        replace: true,
      }),
    );
    await waitForState(store, (s) => selectPanelView(s) === 'panel');
  });

  it("drops the panel's address when the visitor closes the login popup", async () => {
    const { store, services } = await open('/lottery?member=withdraw');
    await waitForState(store, (s) => s.modals.stack.length === 1);
    store.dispatch(modalsActions.closed('loginPopupModal'));
    await vi.waitFor(() =>
      expect(services.navigate).toHaveBeenCalledWith('/lottery', { replace: true }),
    );
  });

  it("tells a trial account it needs a real one and drops the panel's address", async () => {
    const { store, services } = await open('/?member=withdraw', await freePlayToken());
    const state = await waitForState(store, (s) => s.dialogs.queue.length === 1);
    expect(state.dialogs.queue[0]).toMatchObject({ key: 'roles.in_need_true_account' });
    expect(selectPanelView(state)).toBe('none');
    expect(services.navigate).toHaveBeenCalledWith('/', { replace: true });
    store.dispatch(dialogsActions.answered({ id: state.dialogs.queue[0]!.id, confirmed: true }));
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

  it('pushes a history entry for each page chosen and for closing', async () => {
    const { store, services, location } = await open('/games?member=withdraw');
    store.dispatch(memberActions.pageChosen({ page: 'depositv2' }));
    expect(services.navigate).toHaveBeenLastCalledWith('/games?member=depositv2', {
      replace: undefined,
    });
    expect(location.current).toBe('/games?member=depositv2');
    store.dispatch(memberActions.closeRequested());
    expect(services.navigate).toHaveBeenLastCalledWith('/games', { replace: undefined });
  });
});
