import { beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { getFixtures } from '../../../fixtures';
import { server } from '../../../mocks/node';
import type { RootState } from '@/app/store';
import type { Services } from '@/core/services';
import { dialogsActions } from '@/core/dialogs/slice';
import { initialSessionState } from '@/core/session/slice';
import { shellActions } from '@/features/shell/slice';
import { initI18n } from '@/i18n';
import { createTestClient, createTestStore, loginToken, waitForState } from '@/testing/harness';
import { recordCalls } from '@/testing/requests';
import { launchFeature } from './feature';
import { launchActions } from './slice';
import { selectLaunch } from './selectors';
import type { LaunchTarget } from './target';
import { mockScenario, failNext, failAlways, dropConnection } from '@/testing/mock-backend';
import { WalletErrorCodes } from '@/api/contract/constants';

beforeAll(() => initI18n('EN'));

type Store = ReturnType<typeof createTestStore>['store'];

async function member(account = 'player1'): Promise<Partial<RootState>> {
  const token = await loginToken(account);
  return {
    session: {
      ...initialSessionState,
      token,
      member: { id: 1001, account, type: 0 },
      memberStatus: 'loaded',
    },
  };
}
const trial: Partial<RootState> = {
  session: {
    ...initialSessionState,
    token: 'tk_trial',
    member: { id: 9, account: 'trial', type: 4 },
    memberStatus: 'loaded',
  },
};

function setup(preloaded?: Partial<RootState>, overrides: Partial<Services> = {}) {
  const harness = createTestStore(preloaded, overrides);
  harness.store.injectFeature(launchFeature);
  return harness;
}

const launch = (store: Store, target: LaunchTarget) =>
  store.dispatch(launchActions.launchRequested({ target }));
const idle = (store: Store) =>
  waitForState(
    store,
    (s) =>
      selectLaunch(s).launching === null && !s.modals.stack.some((m) => m.name === 'gameLaunching'),
  );
const firstDialog = (store: Store) =>
  waitForState(store, (s) => s.dialogs.queue.length > 0).then((s) => s.dialogs.queue[0]!);
const navigated = (services: Services, to: string) =>
  vi.waitFor(() => expect(services.navigate).toHaveBeenCalledWith(to, { replace: undefined }));
const modalNames = (store: Store) => store.getState().modals.stack.map((m) => m.name);

const EVO: LaunchTarget = {
  vassalage: 'EVO',
  gameType: 'LIVE',
  gameCode: 'EVO_LOBBY',
  gameId: 'evo-lobby',
  nodeId: '200001',
  isGame: 'GAME',
  displayName: 'Evolution',
};
const SBO_SPORTS: LaunchTarget = {
  vassalage: 'SBO',
  gameType: 'SPORTS',
  gameCode: 'SBO_SPORTS',
  gameId: 'sbo-sports',
  nodeId: '500001',
  displayName: 'SBOBET',
};
const PG_FIRST: LaunchTarget = {
  vassalage: 'PG',
  gameType: 'RNG',
  gameCode: 'PG_0001',
  gameId: 'pg-1',
  nodeId: '100001',
  isGame: 'GAME',
  gameName: 'First',
};

describe('who may launch', () => {
  it('a visitor gets the login popup and nothing is called', async () => {
    const calls = recordCalls('launchGame');
    const { store } = setup();
    launch(store, EVO);
    await waitForState(store, (s) => s.modals.stack.length > 0);
    expect(modalNames(store)).toEqual(['loginPopupModal']);
    expect(calls).toEqual([]);
  });

  it('a trial account is refused real play with in_need_true_account', async () => {
    const calls = recordCalls('launchGame');
    const { store } = setup(trial);
    launch(store, EVO);
    expect(await firstDialog(store)).toMatchObject({
      kind: 'warning',
      key: 'roles.in_need_true_account',
    });
    expect(calls).toEqual([]);
  });
});

describe('launch request V2 and the /game frame', () => {
  it('sends the documented request and shows game_url in the frame', async () => {
    const calls = recordCalls('launchGame');
    const { store, services } = setup(await member());
    launch(store, EVO);
    await navigated(services, '/game');
    expect(calls).toHaveLength(1);
    const { query, headers } = calls[0]!;
    expect(query).toMatchObject({
      gameId: 'evo-lobby',
      nodeId: '200001',
      accountType: '1',
      confirmTrans: '0',
      vassalage: 'EVO',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: '3',
      username: 'player1',
      merchantCode: 'DEMO',
      // The store's language (TY by default), also sent as the Language header.
      language: 'TY',
    });
    expect(query.token).toBe(store.getState().session.token);
    expect(query.roomId).toBeUndefined();
    expect(headers.language).toBe('TY');
    const url = sessionStorage.getItem('iframeUrl');
    expect(url).toMatch(/^\/launch-a\/game\?.*vendor=EVO/);
    expect(selectLaunch(await idle(store)).frame).toEqual({ url, name: 'Evolution' });
    expect(services.openWindow).not.toHaveBeenCalled();
  });

  it("launches a seamless vendor's game (main wallet) straight away: no transfer, none confirmed", async () => {
    const transfers = recordCalls('walletTransfer');
    const calls = recordCalls('launchGame');
    const { store, services } = setup(await member());
    launch(store, PG_FIRST);
    await navigated(services, '/game');
    expect(calls.map((c) => c.query)).toMatchObject([
      { vassalage: 'PG', accountType: '1', confirmTrans: '0' },
    ]);
    expect(transfers).toEqual([]);
    await idle(store);
    expect(modalNames(store)).toEqual([]);
  });

  it('shows game_url2 when game_url is empty', async () => {
    server.use(
      http.get('*/wps/game/launchGame', () =>
        HttpResponse.json({
          success: true,
          value: { content: { game_url: '', game_url2: 'https://games.example/play?id=7' } },
        }),
      ),
    );
    const { store, services } = setup(await member());
    launch(store, EVO);
    await navigated(services, '/game');
    expect(sessionStorage.getItem('iframeUrl')).toBe('https://games.example/play?id=7');
  });

  it('refuses an answer whose address is not http(s)', async () => {
    server.use(
      http.get('*/wps/game/launchGame', () =>
        HttpResponse.json({
          success: true,
          value: { content: { game_url: 'javascript:alert(1)' } },
        }),
      ),
    );
    const { store, services } = setup(await member());
    launch(store, EVO);
    expect(await firstDialog(store)).toMatchObject({
      key: 'launch.errors.noAddress',
      titleKey: 'launch.errors.title',
    });
    expect(services.navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('iframeUrl')).toBeNull();
  });

  it('shows the launching state while the call runs, and launches once however often it is asked', async () => {
    mockScenario({ delays: { launchGame: 150 } });
    const calls = recordCalls('launchGame');
    const { store, services } = setup(await member());
    launch(store, EVO);
    const busy = await waitForState(store, (s) => selectLaunch(s).launching !== null);
    expect(selectLaunch(busy).launching).toEqual({ name: 'Evolution' });
    expect(busy.modals.stack.at(-1)).toEqual({
      name: 'gameLaunching',
      props: { name: 'Evolution' },
    });
    launch(store, PG_FIRST);
    store.dispatch(
      shellActions.gameStartRequested({
        game: {
          vassalage: 'SBO',
          displayName: 'SBOBET',
          gameType: 'SPORTS',
          isHot: 1,
          isGame: 'GAME',
        },
      }),
    );
    await idle(store);
    // A request kept for later would have started as the first ended: none did.
    expect(selectLaunch(store.getState()).launching).toBeNull();
    expect(calls).toHaveLength(1);
    expect(services.navigate).toHaveBeenCalledTimes(1);
    expect(modalNames(store)).toEqual([]);
  });

  it('opens sportsbooks in a popup window instead of the frame', async () => {
    const { store, services } = setup(await member());
    launch(store, {
      vassalage: 'SBO',
      gameType: 'SPORTS',
      gameCode: 'SBO_SPORTS',
      gameId: 'sbo-sports',
      nodeId: '500001',
      displayName: 'SBOBET',
    });
    await vi.waitFor(() => expect(services.openWindow).toHaveBeenCalled());
    expect(vi.mocked(services.openWindow).mock.calls[0]![0]).toMatch(
      /^\/launch-a\/game\?.*vendor=SBO/,
    );
    await idle(store);
    expect(services.navigate).not.toHaveBeenCalled();
    expect(store.getState().dialogs.queue).toEqual([]);
  });

  it('reserves the sportsbook window on the start, before the launch answers, and fills it', async () => {
    const release = vi.fn();
    const reserveWindow = vi.fn(() => true);
    const { store, services } = setup(await member(), { reserveWindow, releaseWindow: release });
    launch(store, SBO_SPORTS);
    // Synchronously inside the dispatch: the click's permission to open a window still holds.
    expect(reserveWindow).toHaveBeenCalledWith(
      'portal-game',
      expect.stringContaining('width=1280'),
    );
    expect(services.openWindow).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(services.openWindow).toHaveBeenCalledWith(
        expect.stringMatching(/vendor=SBO/),
        'portal-game',
        expect.any(String),
      ),
    );
    await idle(store);
    await vi.waitFor(() => expect(release).toHaveBeenCalledTimes(1));
  });

  it('releases the reserved window when the sportsbook launch fails', async () => {
    failNext('launchGame', '#734', 'previous game');
    const release = vi.fn();
    const { store, services } = setup(await member(), {
      reserveWindow: vi.fn(() => true),
      releaseWindow: release,
    });
    launch(store, SBO_SPORTS);
    expect(await firstDialog(store)).toMatchObject({ key: 'launch.errors.previousGame' });
    // Closed before the message shows, not when it is answered.
    expect(release).toHaveBeenCalledWith('portal-game');
    expect(services.openWindow).not.toHaveBeenCalled();
  });

  it('says so when the popup window is blocked', async () => {
    const { store } = setup(await member(), { openWindow: vi.fn(() => null) });
    launch(store, {
      vassalage: 'SBO',
      gameType: 'SPORTS',
      gameCode: 'SBO_SPORTS',
      gameId: 'sbo-sports',
      nodeId: '500001',
      displayName: 'SBOBET',
    });
    expect(await firstDialog(store)).toMatchObject({ kind: 'warning', key: 'errors.popupBlocked' });
  });
});

describe('lottery entries', () => {
  it.each([
    [
      'LOTT',
      { accountTypeName: 'LOTT', gameCode: 'TCG_SSC', defaultPlayType: 'ZX5' },
      '/lottery?gameCode=TCG_SSC&playType=ZX5',
    ],
    ['ELOTT', { accountTypeName: 'ELOTT', gameCode: 'E_K3' }, '/lottery?gameCode=E_K3'],
    [
      'TCG_LOTTO_VN',
      { accountTypeName: 'TCG_LOTTO_VN', gameCode: 'VN_HN', defaultPlayType: 'X' },
      '/vnlottery?gameCode=VN_HN',
    ],
  ] as const)('%s goes to its lottery page with the query', async (_name, fields, path) => {
    const calls = recordCalls('launchGame');
    const { store, services } = setup(await member());
    launch(store, { vassalage: 'TCG', gameType: 'LOTT', ...fields });
    await navigated(services, path);
    expect(calls).toEqual([]);
  });

  it('TCG_SEA launches the SEA lottery (launchMode LOTT, lottoArea SEA) into the frame', async () => {
    const sea = getFixtures().games.games.find((g) => g.accountTypeName === 'TCG_SEA')!;
    const calls = recordCalls('launchGame');
    const { store, services } = setup(await member());
    launch(store, { ...sea });
    await navigated(services, '/game');
    expect(calls[0]!.query).toMatchObject({
      launchMode: 'LOTT',
      lottoArea: 'SEA',
      lottoGameCode: sea.gameCode,
      lottoView: 'betting',
      device: 'WEB',
      accountType: '1',
    });
    expect(sessionStorage.getItem('iframeUrl')).toMatch(/^\/launch-a\/lottery\?.*area=SEA/);
  });
});

describe("a vendor's own game list (isGame VASSALAGE)", () => {
  it('opens the popup list, 42 games a page, and pages on', async () => {
    const calls = recordCalls('gameList');
    const { store } = setup(await member());
    launch(store, {
      vassalage: 'PG',
      gameType: 'RNG',
      isGame: 'VASSALAGE',
      displayName: 'PG Soft',
      gameCode: 'PG_0001',
    });
    const s = await waitForState(store, (st) => selectLaunch(st).vendorList.status === 'loaded');
    expect(s.modals.stack).toEqual([{ name: 'gamePopup', props: { title: 'PG Soft' } }]);
    const list = selectLaunch(s).vendorList;
    expect(list.games).toHaveLength(42);
    expect(list.totalCount).toBe(1400);
    expect(list.games.every((g) => g.vassalage === 'PG')).toBe(true);
    expect(calls[0]!.query).toMatchObject({
      vassalage: 'PG',
      gameType: 'RNG',
      pageNo: '1',
      pageSize: '42',
      clientType: '3',
      platform: 'flash,html5-desktop',
    });
    store.dispatch(launchActions.vendorPageRequested(2));
    const next = await waitForState(
      store,
      (st) =>
        selectLaunch(st).vendorList.status === 'loaded' && selectLaunch(st).vendorList.page === 2,
    );
    expect(selectLaunch(next).vendorList.games[0]!.gameCode).toBe('PG_0043');
  });

  it('a game of the list launches and the list closes', async () => {
    const { store, services } = setup(await member());
    launch(store, {
      vassalage: 'PG',
      gameType: 'RNG',
      isGame: 'VASSALAGE',
      displayName: 'PG Soft',
    });
    const s = await waitForState(store, (st) => selectLaunch(st).vendorList.status === 'loaded');
    launch(store, selectLaunch(s).vendorList.games[0]!);
    await navigated(services, '/game');
    expect(modalNames(store)).toEqual([]);
  });

  it('says when the list cannot be had', async () => {
    failAlways('gameList', 'system.error', 'down');
    const { store } = setup(await member());
    launch(store, {
      vassalage: 'PG',
      gameType: 'RNG',
      isGame: 'VASSALAGE',
      displayName: 'PG Soft',
    });
    await waitForState(store, (st) => selectLaunch(st).vendorList.status === 'failed');
  });
});

describe('PVP rooms', () => {
  const KY: LaunchTarget = {
    vassalage: 'KY',
    gameType: 'PVP',
    gameCode: 'KY_PVP_01',
    gameId: 'ky-p1',
    nodeId: '400001',
    gameName: "Texas Hold'em",
  };

  it('lists the rooms of the game, then enters one with its roomId', async () => {
    const calls = recordCalls('launchGame');
    const { store, services } = setup(await member());
    launch(store, KY);
    const s = await waitForState(store, (st) => selectLaunch(st).rooms.status === 'loaded');
    expect(s.modals.stack).toEqual([{ name: 'pvpRooms', props: { title: "Texas Hold'em" } }]);
    const rooms = selectLaunch(s).rooms.list;
    expect(rooms.map((r) => r.roomName)).toEqual(['Beginner', 'Intermediate', 'Advanced', 'VIP']);
    const open = rooms.find((r) => r.status === 'OPEN')!;
    launch(store, { ...KY, roomId: open.roomId });
    await navigated(services, '/game');
    expect(calls[0]!.query).toMatchObject({
      roomId: open.roomId,
      nodeId: '400001',
      accountType: '1',
    });
    expect(calls[0]!.query.gameId).toBeUndefined();
    expect(sessionStorage.getItem('iframeUrl')).toContain(`roomId=${open.roomId}`);
  });

  it('tells a player whose balance is too low for the room how much is needed', async () => {
    failNext(
      'launchGame',
      WalletErrorCodes.insufficientBalance,
      'A balance of 2000 is needed to enter this room',
    );
    const { store } = setup(await member());
    launch(store, KY);
    const s = await waitForState(store, (st) => selectLaunch(st).rooms.status === 'loaded');
    const vip = selectLaunch(s).rooms.list.find((r) => r.roomName === 'VIP')!;
    launch(store, { ...KY, roomId: vip.roomId });
    expect(await firstDialog(store)).toMatchObject({
      key: 'launch.errors.roomBalance',
      params: { amount: '$2,000.00' },
      titleKey: 'launch.errors.title',
    });
  });
});

describe('launch errors (spec 2 §8)', () => {
  it('a game under maintenance offers the suggested games, each launchable', async () => {
    const { store, services } = setup(await member());
    const pg3 = getFixtures().games.games.find((g) => g.gameCode === 'PG_0003')!;
    launch(store, pg3);
    const s = await waitForState(store, (st) =>
      st.modals.stack.some((m) => m.name === 'gameSuggestions'),
    );
    const { suggestions } = selectLaunch(s);
    expect(suggestions.name).toBe(pg3.gameName);
    expect(suggestions.games.length).toBeGreaterThan(0);
    expect(suggestions.games.every((g) => !g.maintenance)).toBe(true);
    expect(s.dialogs.queue).toEqual([]);
    await idle(store);
    launch(store, suggestions.games[0]!);
    await navigated(services, '/game');
    expect(modalNames(store)).toEqual([]);
  });

  it.each([
    ['#734', 'launch.errors.previousGame'],
    ['#727', 'launch.errors.systemBusy'],
    ['not.found', 'launch.errors.notFound'],
    ['game.maintenance', 'launch.errors.maintenance'],
  ])('%s is told with %s', async (errorCode, key) => {
    failNext('launchGame', errorCode, 'server says');
    const { store, services } = setup(await member());
    launch(store, EVO);
    const dialog = await firstDialog(store);
    expect(dialog).toMatchObject({ kind: 'warning', key, titleKey: 'launch.errors.title' });
    expect(services.navigate).not.toHaveBeenCalled();
    expect(modalNames(store)).toEqual([]);
    // Answered, the next try goes through (the error was for one call).
    store.dispatch(dialogsActions.answered({ id: dialog.id, confirmed: true }));
    await idle(store);
    launch(store, EVO);
    await navigated(services, '/game');
  });

  it('a dropped connection is told as a network failure', async () => {
    dropConnection('launchGame');
    const { store } = setup(await member());
    launch(store, EVO);
    expect(await firstDialog(store)).toMatchObject({ key: 'launch.errors.network' });
  });

  it('free play that the game does not offer is told', async () => {
    const noFree = getFixtures().games.games.find((g) => g.gameType === 'RNG' && !g.freePlay)!;
    const { store } = setup(await member());
    launch(store, { ...noFree, free: true });
    expect(await firstDialog(store)).toMatchObject({ key: 'launch.errors.freePlay' });
  });

  it('free play is open to a trial account', async () => {
    const calls = recordCalls('launchGame');
    const free = getFixtures().games.games.find(
      (g) => g.gameType === 'RNG' && g.freePlay && !g.maintenance,
    )!;
    const { token } = await createTestClient().client.call('freePlayLogin', {
      os: 'web',
      platform: 'W',
    });
    const { store, services } = setup({ ...trial, session: { ...trial.session!, token } });
    launch(store, { ...free, free: true });
    await navigated(services, '/game');
    expect(calls[0]!.query.accountType).toBe('0');
  });

  it('any other failure shows the server message under the launch title', async () => {
    failAlways('launchGame', 'vendor.down', 'Vendor EVO is down');
    const { store } = setup(await member());
    launch(store, EVO);
    expect(await firstDialog(store)).toMatchObject({
      text: 'Vendor EVO is down',
      titleKey: 'launch.errors.title',
    });
  });
});
