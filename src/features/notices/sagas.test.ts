import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { initI18n } from '@/i18n';
import { createTestClient, createTestStore, loginToken, waitForState } from '@/testing/harness';
import { queriesTo } from '@/testing/requests';
import { initialSessionState, sessionActions } from '@/core/session/slice';
import { systemActions } from '@/core/system/slice';
import type { RootState } from '@/app/store';
import { POPUP_MEMORY_KEY } from './popup-memory';
import { noticesActions } from './slice';
import { mockScenario, failAlways } from '@/testing/mock-backend';

type Store = ReturnType<typeof createTestStore>['store'];

afterEach(() => {
  server.events.removeAllListeners();
});

async function start(preloaded?: Partial<RootState>) {
  const harness = createTestStore(preloaded);
  harness.store.dispatch(systemActions.startupRequested());
  await waitForState(
    harness.store,
    (s) => s.notices.status === 'loaded' || s.notices.status === 'failed',
    4000,
  );
  return harness;
}

const openModal = (store: Store) =>
  store.getState().modals.stack.find((m) => m.name === 'noticeModal');
const shownIds = (store: Store) => store.getState().notices.shownPopups.map((p) => p.id);

describe('announcements at start', () => {
  it('loads banners, player notices, notices and promotions once the system is ready (types B,PL,PU,PR,H, platform W, execution B)', async () => {
    const calls = queriesTo('announcements');
    const { store } = await start();
    const notices = store.getState().notices;
    expect(notices.status).toBe('loaded');
    expect(notices.banners.length).toBeGreaterThan(10);
    expect(notices.player).toHaveLength(12);
    expect(notices.notices).toHaveLength(24);
    expect(notices.promotions.length).toBeGreaterThan(0);
    expect(calls[0]).toMatchObject({ types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' });
  });

  it('makes no call while the site is under maintenance', async () => {
    mockScenario({ maintenance: true });
    const calls = queriesTo('announcements');
    const { store } = createTestStore();
    store.dispatch(systemActions.startupRequested());
    // The start flow answers the ready system as it is dispatched: a load would be under way.
    await waitForState(store, (s) => s.system.phase === 'ready');
    expect(calls).toEqual([]);
    expect(store.getState().notices.status).toBe('idle');
  });

  it('leaves the lists empty and opens no popup when the call fails', async () => {
    failAlways('announcements', '#727', 'System busy');
    const { store } = await start();
    expect(store.getState().notices).toMatchObject({
      status: 'failed',
      banners: [],
      player: [],
      notices: [],
    });
    expect(openModal(store)).toBeUndefined();
  });
});

describe('popups (index_notice)', () => {
  it('shows the popups of execution B to a visitor and remembers them in session storage', async () => {
    const { store } = await start();
    await waitForState(store, (s) => s.modals.stack.some((m) => m.name === 'noticeModal'));
    expect(openModal(store)?.props).toEqual({ list: 'popup' });
    expect(shownIds(store)).toEqual(['PU-1', 'PU-2']);
    expect(store.getState().notices.selected.popup).toBe(0);
    expect(JSON.parse(sessionStorage.getItem(POPUP_MEMORY_KEY) ?? '[]')).toEqual(['PU-1', 'PU-2']);
  });

  it('does not repeat popups already shown in this session', async () => {
    sessionStorage.setItem(POPUP_MEMORY_KEY, JSON.stringify(['PU-1']));
    const { store } = await start();
    await waitForState(store, (s) => s.modals.stack.length > 0);
    expect(shownIds(store)).toEqual(['PU-2']);
    expect(JSON.parse(sessionStorage.getItem(POPUP_MEMORY_KEY)!)).toEqual(['PU-1', 'PU-2']);
  });

  it('shows nothing when every popup was seen, and treats a malformed memory as empty', async () => {
    sessionStorage.setItem(POPUP_MEMORY_KEY, JSON.stringify(['PU-1', 'PU-2']));
    // The popups are chosen as the list loads (start waits for it): none is left to show.
    const first = await start();
    expect(openModal(first.store)).toBeUndefined();

    sessionStorage.setItem(POPUP_MEMORY_KEY, 'not json');
    const second = await start();
    await waitForState(second.store, (s) => s.modals.stack.length > 0);
    expect(shownIds(second.store)).toEqual(['PU-1', 'PU-2']);
  });

  it('shows the popups of execution A (not B) to a member who starts logged in', async () => {
    const calls = queriesTo('announcements');
    const token = await loginToken();
    const { store } = await start({ session: { ...initialSessionState, token } });
    await waitForState(store, (s) => s.notices.shownPopups.length > 0);
    expect(shownIds(store)).toEqual(['PU-3', 'PU-4']);
    expect(calls[1]).toMatchObject({ types: 'PU', platform: 'W', execution: 'A,F' });
  });

  it('shows the popups of execution A after a login, and those of F only on a first login', async () => {
    const { store } = await start();
    await waitForState(store, (s) => s.notices.shownPopups.length === 2);
    store.dispatch({ type: 'modals/closed', payload: 'noticeModal' });
    store.dispatch(sessionActions.tokenReceived(await loginToken()));
    await waitForState(
      store,
      (s) => s.notices.loginPopups === 'loaded' && s.modals.stack.length > 0,
    );
    expect(shownIds(store)).toEqual(['PU-3', 'PU-4']);

    store.dispatch(noticesActions.firstLoginDetected());
    await waitForState(store, (s) => s.notices.shownPopups.some((p) => p.id === 'PU-5'));
    // Added to the popup view that is still open, and selected.
    expect(shownIds(store)).toEqual(['PU-3', 'PU-4', 'PU-5']);
    expect(store.getState().notices.selected.popup).toBe(2);
  });

  it('a first login reported before the popups arrived shows A and F together', async () => {
    sessionStorage.setItem(POPUP_MEMORY_KEY, JSON.stringify(['PU-1', 'PU-2']));
    const { store } = await start();
    const token = await loginToken('newbie1', '123456');
    store.dispatch(sessionActions.tokenReceived(token));
    store.dispatch(noticesActions.firstLoginDetected());
    await waitForState(store, (s) => s.notices.shownPopups.length === 3);
    expect(shownIds(store)).toEqual(['PU-3', 'PU-4', 'PU-5']);
  });

  it('forgets the first login when the session ends', async () => {
    const { store } = await start();
    store.dispatch(noticesActions.firstLoginDetected());
    store.dispatch(sessionActions.sessionEnded({ reason: 'logout' }));
    expect(store.getState().notices.firstLogin).toBe(false);
    expect(store.getState().notices.loginPopups).toBe('idle');
    expect(store.getState().notices.popups.every((p) => p.execution === 'B')).toBe(true);
  });
});

describe('notice modal requests', () => {
  it('opens the modal on a list at the given notice, or at the kept one', async () => {
    const { store } = createTestStore();
    store.dispatch(noticesActions.noticeModalRequested({ list: 'player', index: 10 }));
    expect(store.getState().notices.selected.player).toBe(10);
    expect(openModal(store)?.props).toEqual({ list: 'player' });
    store.dispatch({ type: 'modals/closed', payload: 'noticeModal' });
    store.dispatch(noticesActions.noticeModalRequested({ list: 'player' }));
    expect(store.getState().notices.selected.player).toBe(10);
  });
});

describe('banner linked to a game', () => {
  // The banner's game starts through the lazy launch feature: its chunk and texts load first.
  beforeAll(() => initI18n('EN'));
  const LOAD_MS = 5_000;

  it('asks a visitor to log in', async () => {
    const { store } = createTestStore();
    store.dispatch(noticesActions.bannerGameRequested({ nodeId: '100001' }));
    const s = await waitForState(store, (st) => st.modals.stack.length > 0, LOAD_MS);
    expect(s.modals.stack.map((m) => m.name)).toEqual(['loginPopupModal']);
    expect(s.dialogs.queue).toEqual([]);
  });

  it('warns a trial account that it needs a real one', async () => {
    const { client } = createTestClient();
    const trial = await client.call('freePlayLogin', { os: 'web', platform: 'W' });
    const { store } = createTestStore();
    store.dispatch(sessionActions.tokenReceived(trial.token));
    store.dispatch(sessionActions.memberInfoRequested());
    await waitForState(store, (s) => s.session.memberStatus === 'loaded');
    store.dispatch(noticesActions.bannerGameRequested({ nodeId: '100001' }));
    const s = await waitForState(store, (st) => st.dialogs.queue.length > 0, LOAD_MS);
    expect(s.dialogs.queue[0]).toMatchObject({
      kind: 'warning',
      key: 'roles.in_need_true_account',
    });
  });

  it("launches the banner's game (its node id) into the /game frame for a member, once per click", async () => {
    const { store, services } = createTestStore();
    store.dispatch(sessionActions.tokenReceived(await loginToken()));
    store.dispatch(sessionActions.memberInfoRequested());
    await waitForState(store, (s) => s.session.memberStatus === 'loaded');
    store.dispatch(noticesActions.bannerGameRequested({ nodeId: '100001' }));
    // A second click while the first launch runs starts nothing new (takeLeading).
    store.dispatch(noticesActions.bannerGameRequested({ nodeId: '100001' }));
    await vi.waitFor(
      () => expect(services.navigate).toHaveBeenCalledWith('/game', { replace: undefined }),
      { timeout: LOAD_MS },
    );
    expect(services.navigate).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('iframeUrl')).toMatch(/^\/launch-[ab]\/game\?.*nodeId=100001/);
    expect(store.getState().dialogs.queue).toEqual([]);
  });
});
