import { beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import type { RootState } from '@/app/store';
import { initialSessionState } from '@/core/session/slice';
import { dialogsActions } from '@/core/dialogs/slice';
import { initI18n } from '@/i18n';
import { createTestStore, loginToken, waitForState } from '@/testing/harness';
import { initialLobbyFilter, initialShellState, shellActions } from './slice';
import { failNext, failAlways } from '@/testing/mock-backend';
import { recordCalls } from '@/testing/requests';

type Harness = ReturnType<typeof createTestStore>;

// A game start loads the launch feature and its texts, which need i18next running.
beforeAll(() => initI18n('EN'));

const withVendors = async (preloaded?: Partial<RootState>): Promise<Harness> => {
  const harness = createTestStore(preloaded);
  harness.store.dispatch(shellActions.vendorsRequested());
  await waitForState(
    harness.store,
    (s) => s.shell.vendors.status !== 'loading' && s.shell.vendors.status !== 'idle',
  );
  return harness;
};

const loggedIn = async (type?: number): Promise<Partial<RootState>> => {
  if (type === 4) {
    return {
      session: {
        ...initialSessionState,
        token: 'tk_trial',
        member: { id: 9, account: 'trial', type: 4 },
        memberStatus: 'loaded',
      },
    };
  }
  const token = await loginToken('player1');
  return {
    session: {
      ...initialSessionState,
      token,
      member: { id: 1001, account: 'player1', type: 0 },
      memberStatus: 'loaded',
    },
  };
};

const category = (s: RootState, code: string) =>
  s.shell.vendors.categories.find((c) => c.code === code)!;

describe('vendors for the side bar', () => {
  it('loads the lanes once: categories in server order with esports split from sports', async () => {
    const { store } = await withVendors();
    const s = store.getState();
    expect(s.shell.vendors.status).toBe('loaded');
    expect(s.shell.vendors.categories.map((c) => c.code)).toEqual([
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
    ]);
    expect(category(s, 'SPORTS').vendors.map((v) => v.vassalage)).toEqual([
      'SBO',
      'SABA',
      'CMD',
      'BTI',
    ]);
    expect(category(s, 'ESPORTS').vendors.map((v) => v.vassalage)).toEqual([
      'AV',
      'IMES',
      'TF',
      'IA',
    ]);
  });

  it('asks for the html5-desktop platform, and does not ask again once loaded', async () => {
    const calls = recordCalls('vendors');
    const { store } = await withVendors();
    store.dispatch(shellActions.vendorsRequested());
    store.dispatch(shellActions.vendorsRequested());
    // The flow looks as it takes a request: a load would have marked the vendors loading.
    expect(store.getState().shell.vendors.status).toBe('loaded');
    expect(calls.map((c) => c.query.platform)).toEqual(['html5-desktop']);
  });

  it('has no categories when the vendors call fails', async () => {
    failAlways('vendors', 'system.error', 'down');
    const { store } = await withVendors();
    expect(store.getState().shell.vendors).toEqual({ status: 'failed', categories: [] });
  });
});

describe('side bar behaviours (spec 1 §4 Left bar)', () => {
  it('Home resets the lobby filters', async () => {
    const { store } = createTestStore();
    store.dispatch(
      shellActions.lobbyFilterChanged({ category: 'RNG', vendor: 'PG', gameType: 'RNG', page: 3 }),
    );
    store.dispatch(shellActions.homeChosen());
    expect(store.getState().shell.lobbyFilter).toEqual(initialLobbyFilter);
  });

  it.each([
    ['RNG', '/rng'],
    ['LIVE', '/live'],
    ['SPORTS', '/sports'],
    ['FISH', '/fish'],
    ['PVP', '/pvp'],
    ['ESPORTS', '/esports'],
  ] as const)(
    'a %s category sets the filter (no vendor, its game type, page 1) and goes to %s',
    async (code, path) => {
      const { store, services } = await withVendors();
      store.dispatch(shellActions.lobbyFilterChanged({ vendor: 'OLD', page: 4 }));
      store.dispatch(shellActions.categoryChosen({ category: code }));
      expect(store.getState().shell.lobbyFilter).toEqual({
        category: code,
        vendor: null,
        gameType: code,
        page: 1,
      });
      expect(services.navigate).toHaveBeenCalledWith(path, { replace: undefined });
    },
  );

  it.each(['ELOTT', 'LOTT'] as const)(
    'a lottery category (%s) starts its first game directly: the lottery page',
    async (code) => {
      const { store, services } = await withVendors(await loggedIn());
      const first = category(store.getState(), code).vendors[0]!;
      expect(first.accountTypeName).toBe(code);
      store.dispatch(shellActions.categoryChosen({ category: code }));
      await vi.waitFor(() => expect(services.navigate).toHaveBeenCalled());
      const query = new URLSearchParams({
        gameCode: first.gameCode!,
        ...(first.defaultPlayType ? { playType: first.defaultPlayType } : {}),
      });
      expect(services.navigate).toHaveBeenCalledWith(`/lottery?${query}`, { replace: undefined });
      const s = store.getState();
      expect(s.dialogs.queue).toEqual([]);
      expect(s.shell.lobbyFilter).toEqual(initialLobbyFilter);
      // Only a vendor entry's direct start collapses the bar.
      expect(s.shell.sideMenu.collapsed).toBe(false);
    },
  );

  it("a category's 'all' entry goes to the category page without a vendor", async () => {
    const { store, services } = await withVendors();
    store.dispatch(shellActions.vendorAllChosen({ category: 'PVP' }));
    expect(store.getState().shell.lobbyFilter).toEqual({
      category: 'PVP',
      vendor: null,
      gameType: 'PVP',
      page: 1,
    });
    expect(services.navigate).toHaveBeenCalledWith('/pvp', { replace: undefined });
  });

  it('a vendor with its own game list goes to the category page filtered by that vendor', async () => {
    const { store, services } = await withVendors();
    const pg = category(store.getState(), 'RNG').vendors.find((v) => v.vassalage === 'PG')!;
    expect(pg.isGame).toBe('VASSALAGE');
    store.dispatch(shellActions.vendorChosen({ category: 'RNG', vendor: pg }));
    expect(store.getState().shell.lobbyFilter).toEqual({
      category: 'RNG',
      vendor: 'PG',
      gameType: 'RNG',
      page: 1,
    });
    expect(services.navigate).toHaveBeenCalledWith('/rng?vendor=PG', { replace: undefined });
  });

  it('a fishing vendor goes to the fishing page filtered by vendor, though it is a game entry', async () => {
    const { store, services } = await withVendors(await loggedIn());
    const jili = category(store.getState(), 'FISH').vendors.find((v) => v.vassalage === 'JILI')!;
    expect(jili.isGame).toBe('GAME');
    store.dispatch(shellActions.vendorChosen({ category: 'FISH', vendor: jili }));
    expect(store.getState().shell.lobbyFilter).toEqual({
      category: 'FISH',
      vendor: 'JILI',
      gameType: 'FISH',
      page: 1,
    });
    expect(services.navigate).toHaveBeenCalledWith('/fish?vendor=JILI', { replace: undefined });
    expect(store.getState().shell.sideMenu.collapsed).toBe(false);
    expect(store.getState().dialogs.queue).toEqual([]);
  });

  it('any other vendor starts its game (the launch, then the /game frame) and collapses the bar when logged in', async () => {
    const { store, services } = await withVendors(await loggedIn());
    const evo = category(store.getState(), 'LIVE').vendors.find((v) => v.vassalage === 'EVO')!;
    store.dispatch(shellActions.vendorChosen({ category: 'LIVE', vendor: evo }));
    expect(store.getState().shell.sideMenu.collapsed).toBe(true);
    await vi.waitFor(() =>
      expect(services.navigate).toHaveBeenCalledWith('/game', { replace: undefined }),
    );
    expect(sessionStorage.getItem('iframeUrl')).toMatch(/^\/launch-[ab]\/game\?.*vendor=EVO/);
    expect(store.getState().dialogs.queue).toEqual([]);
  });

  it('a visitor starting a game gets the login popup, and the bar stays open', async () => {
    const { store } = await withVendors();
    const sbo = category(store.getState(), 'SPORTS').vendors[0]!;
    store.dispatch(shellActions.vendorChosen({ category: 'SPORTS', vendor: sbo }));
    const s = await waitForState(store, (st) => st.modals.stack.length > 0, 5_000);
    expect(s.modals.stack).toEqual([{ name: 'loginPopupModal', props: { mode: 'login' } }]);
    expect(s.shell.sideMenu.collapsed).toBe(false);
    expect(s.dialogs.queue).toEqual([]);
  });

  it('a trial account starting a game gets the real-account warning', async () => {
    const { store } = await withVendors(await loggedIn(4));
    store.dispatch(shellActions.categoryChosen({ category: 'LOTT' }));
    const s = await waitForState(store, (st) => st.dialogs.queue.length > 0, 5_000);
    expect(s.dialogs.queue[0]).toMatchObject({
      kind: 'warning',
      key: 'roles.in_need_true_account',
    });
    store.dispatch(dialogsActions.answered({ id: s.dialogs.queue[0]!.id, confirmed: true }));
    expect(store.getState().dialogs.queue).toEqual([]);
  });
});

describe('side bar collapse', () => {
  it('starts collapsed on /seamless and /vnlottery and opens again elsewhere', () => {
    const { store } = createTestStore();
    const collapsed = () => store.getState().shell.sideMenu.collapsed;
    store.dispatch(shellActions.sideMenuRouteEntered('/'));
    expect(collapsed()).toBe(false);
    store.dispatch(shellActions.sideMenuRouteEntered('/seamless'));
    expect(collapsed()).toBe(true);
    store.dispatch(shellActions.sideMenuRouteEntered('/rng'));
    expect(collapsed()).toBe(false);
    store.dispatch(shellActions.sideMenuRouteEntered('/vnlottery'));
    expect(collapsed()).toBe(true);
  });

  it("keeps the user's own choice on other routes", () => {
    const { store } = createTestStore();
    const collapsed = () => store.getState().shell.sideMenu.collapsed;
    store.dispatch(shellActions.sideMenuToggled());
    expect(collapsed()).toBe(true);
    store.dispatch(shellActions.sideMenuRouteEntered('/rng'));
    expect(collapsed()).toBe(true);
    store.dispatch(shellActions.sideMenuToggled());
    store.dispatch(shellActions.sideMenuRouteEntered('/vnlottery'));
    store.dispatch(shellActions.sideMenuToggled());
    expect(collapsed()).toBe(false);
    store.dispatch(shellActions.sideMenuRouteEntered('/'));
    expect(collapsed()).toBe(false);
  });
});

describe('customer-service sub-menu: platform messages', () => {
  it('asks a visitor to log in', async () => {
    const { store } = createTestStore();
    store.dispatch(shellActions.platformMessagesRequested());
    const s = await waitForState(store, (st) => st.modals.stack.length > 0);
    expect(s.modals.stack[0]!.name).toBe('loginPopupModal');
    expect(s.dialogs.queue).toEqual([]);
  });

  it('opens the member centre on the messages over the current route for a member', async () => {
    const harness = createTestStore(await loggedIn());
    harness.location.current = '/rng?page=2';
    harness.store.dispatch(shellActions.platformMessagesRequested());
    await vi.waitFor(() =>
      expect(harness.services.navigate).toHaveBeenCalledWith('/rng?page=2&member=messageV2', {
        replace: undefined,
      }),
    );
    expect(harness.store.getState().dialogs.queue).toEqual([]);
  });
});

describe('help centre', () => {
  it('loads the articles', async () => {
    const { store } = createTestStore();
    store.dispatch(shellActions.helpCenterRequested());
    const s = await waitForState(store, (st) => st.shell.help.status === 'loaded');
    expect(s.shell.help.articles.map((a) => a.title)).toContain('How do I register?');
  });

  it('fails with the server message, and loads on retry', async () => {
    failNext('helpCenter', 'system.error', 'Help is down');
    const { store } = createTestStore();
    store.dispatch(shellActions.helpCenterRequested());
    const s = await waitForState(store, (st) => st.shell.help.status === 'failed');
    expect(s.shell.help.error).toBe('Help is down');
    store.dispatch(shellActions.helpCenterRequested());
    await waitForState(store, (st) => st.shell.help.status === 'loaded');
  });

  it('reports a dropped connection with the network message', async () => {
    server.use(http.get('*/wps/system/helpCenter', () => HttpResponse.error()));
    const { store } = createTestStore();
    store.dispatch(shellActions.helpCenterRequested());
    const s = await waitForState(store, (st) => st.shell.help.status === 'failed');
    expect(s.shell.help.error).toBe('Network link is abnormal, please try again');
  });
});

it('starts from its documented initial state', () => {
  expect(createTestStore().store.getState().shell).toEqual(initialShellState);
});
