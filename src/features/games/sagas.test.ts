import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mockDb, server } from '../../../mocks/node';
import type { RootState } from '@/app/store';
import { initialSessionState } from '@/core/session/slice';
import { dialogsActions } from '@/core/dialogs/slice';
import { initI18n } from '@/i18n';
import { createTestStore, loginToken, waitForState } from '@/testing/harness';
import { recordCalls, type Call } from '@/testing/requests';
import { gamesFeature } from './feature';
import { gameListRequest } from './sagas';
import { gamesActions, hotKey } from './slice';
import { selectGames } from './selectors';
import { parseLobbyQuery } from './lobby-url';
import { failNext } from '@/testing/mock-backend';

beforeAll(() => initI18n('EN'));

const member = async (): Promise<Partial<RootState>> => {
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

async function start(preloaded?: Partial<RootState>) {
  const harness = createTestStore(preloaded);
  harness.store.injectFeature(gamesFeature);
  return harness;
}

const games = (s: RootState) => selectGames(s);
const query = (path: string, search = '') => parseLobbyQuery(path, search);
let injected: Call[] = [];
/** The query of the last game-list call. */
const lastRequest = () => injected.at(-1)?.query ?? {};
const recordGameList = () => {
  injected = recordCalls('gameList');
};

describe('game list', () => {
  it('asks for the full query with the defaults and shows the first page of 42', async () => {
    recordGameList();
    const { store } = await start(await member());
    store.dispatch(gamesActions.listRequested(query('/rng', '?vendor=PG')));
    const s = await waitForState(store, (st) => games(st).list.status === 'loaded');
    const list = games(s).list;
    expect(list.games).toHaveLength(42);
    expect(list.games.every((g) => g.vassalage === 'PG' && g.gameType === 'RNG')).toBe(true);
    expect(list.totalCount).toBe(1400);
    expect(list.totalPages).toBe(34);
    expect(lastRequest()).toMatchObject({
      clientType: '3',
      platform: 'flash,html5-desktop',
      merchant: 'DEMO',
      gameType: 'RNG',
      vassalage: 'PG',
      language: s.preferences.language,
      pageNo: '1',
      pageSize: '42',
    });
  });

  it('searches by name across the whole catalogue and finds nothing for an unknown name', async () => {
    const { store } = await start(await member());
    store.dispatch(gamesActions.listRequested(query('/rng', '?q=dragon')));
    let s = await waitForState(store, (st) => games(st).list.status === 'loaded');
    expect(games(s).list.totalCount).toBeGreaterThan(42);
    expect(games(s).list.games.every((g) => g.gameName.toLowerCase().includes('dragon'))).toBe(
      true,
    );
    store.dispatch(gamesActions.listRequested(query('/rng', '?q=zzzqqq')));
    s = await waitForState(
      store,
      (st) => games(st).list.status === 'loaded' && games(st).list.query?.gameName === 'zzzqqq',
    );
    expect(games(s).list.games).toEqual([]);
  });

  it('moves the SPORTS games of the esports vendors to ESPORTS', async () => {
    const { store } = await start(await member());
    store.dispatch(gamesActions.listRequested(query('/esports')));
    const s = await waitForState(store, (st) => games(st).list.status === 'loaded');
    expect(
      games(s)
        .list.games.map((g) => g.vassalage)
        .sort(),
    ).toEqual(['AV', 'IA', 'IMES', 'TF']);
  });

  it('leaves the esports vendors out of SPORTS (waiting for the vendor lanes)', async () => {
    const { store } = await start(await member());
    store.dispatch(gamesActions.listRequested(query('/sports')));
    const s = await waitForState(store, (st) => games(st).list.status === 'loaded');
    expect(
      games(s)
        .list.games.map((g) => g.vassalage)
        .sort(),
    ).toEqual(['BTI', 'CMD', 'SABA', 'SBO']);
  });

  it('appends the next page in the scroll view until the last', async () => {
    const { store } = await start(await member());
    store.dispatch(gamesActions.listRequested(query('/rng', '?vendor=MG&view=scroll')));
    await waitForState(store, (st) => games(st).list.status === 'loaded');
    store.dispatch(gamesActions.moreRequested());
    let s = await waitForState(
      store,
      (st) => games(st).list.pageNo === 2 && !games(st).list.loadingMore,
    );
    expect(games(s).list.games).toHaveLength(84);
    expect(new Set(games(s).list.games.map((g) => g.nodeId)).size).toBe(84);
    for (let page = 3; page <= 8; page += 1) {
      store.dispatch(gamesActions.moreRequested());
      s = await waitForState(
        store,
        (st) => games(st).list.pageNo === page && !games(st).list.loadingMore,
      );
    }
    expect(games(s).list.games).toHaveLength(300);
    store.dispatch(gamesActions.moreRequested());
    expect(games(store.getState()).list.loadingMore).toBe(false);
  });

  it('shows a failure, and a retry loads the list', async () => {
    failNext('gameList', '#500', 'System busy');
    const { store } = await start(await member());
    store.dispatch(gamesActions.listRequested(query('/live')));
    let s = await waitForState(store, (st) => games(st).list.status === 'failed');
    expect(games(s).list.error).toBe('System busy');
    store.dispatch(gamesActions.listRequested(query('/live')));
    s = await waitForState(store, (st) => games(st).list.status === 'loaded');
    expect(games(s).list.games.length).toBeGreaterThan(0);
  });

  it('asks a visitor to log in without calling the list (it needs a token)', async () => {
    recordGameList();
    const { store } = await start();
    store.dispatch(gamesActions.listRequested(query('/rng')));
    const s = await waitForState(store, (st) => games(st).list.needsLogin);
    expect(games(s).list.games).toEqual([]);
    expect(injected).toEqual([]);
    store.dispatch(gamesActions.loginAsked());
    await waitForState(store, (st) => st.modals.stack.some((m) => m.name === 'loginPopupModal'));
  });

  it('builds no empty filters into the query', () => {
    const req = gameListRequest(query('/inhouse', '?q=%20%20'), 2, 'TY', 'DEMO');
    expect(req).toEqual({
      clientType: 3,
      platform: 'flash,html5-desktop',
      merchant: 'DEMO',
      language: 'TY',
      pageNo: 2,
      pageSize: 42,
    });
  });
});

describe('hot, recent and favourite games', () => {
  it('loads hot games without a token, by category', async () => {
    const { store } = await start();
    store.dispatch(gamesActions.hotRequested({ gameType: 'LIVE' }));
    const s = await waitForState(store, (st) => games(st).hot[hotKey('LIVE')]?.status === 'loaded');
    const hot = games(s).hot[hotKey('LIVE')]!.games;
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((g) => g.gameType === 'LIVE')).toBe(true);
  });

  it('loads the recent games of a member', async () => {
    const preloaded = await member();
    const { store } = await start(preloaded);
    store.dispatch(gamesActions.recentRequested());
    const s = await waitForState(store, (st) => games(st).recent.status === 'loaded');
    expect(Array.isArray(games(s).recent.games)).toBe(true);
  });

  it('adds a favourite at once, and the server keeps it', async () => {
    const { store } = await start(await member());
    store.dispatch(gamesActions.favouritesRequested());
    await waitForState(store, (st) => games(st).favourites.status === 'loaded');
    store.dispatch(gamesActions.listRequested(query('/rng', '?vendor=PG')));
    const s = await waitForState(store, (st) => games(st).list.status === 'loaded');
    const game = games(s).list.games.find((g) => !games(s).favourites.ids[g.nodeId])!;
    store.dispatch(gamesActions.favouriteToggled({ game }));
    expect(games(store.getState()).favourites.ids[game.nodeId]).toBe(true);
    expect(games(store.getState()).favourites.games[0]?.nodeId).toBe(game.nodeId);
    await waitForState(store, (st) => !games(st).favourites.pending[game.nodeId]);
    store.dispatch(gamesActions.favouritesRequested());
    const after = await waitForState(store, (st) => games(st).favourites.status === 'loaded');
    expect(games(after).favourites.games.map((g) => g.nodeId)).toContain(game.nodeId);

    store.dispatch(gamesActions.favouriteToggled({ game }));
    await waitForState(store, (st) => !games(st).favourites.pending[game.nodeId]);
    expect(games(store.getState()).favourites.ids[game.nodeId]).toBe(false);
    expect(mockDb.state().favorites.some((f) => f.nodeId === game.nodeId)).toBe(false);
  });

  it('rolls the heart back and says why when the server refuses', async () => {
    server.use(
      http.get('*/wps/relay/MCSFE_getFavoriteGames', () =>
        HttpResponse.json({
          success: false,
          value: null,
          errorCode: '#900',
          message: 'Favourites are full',
        }),
      ),
    );
    const { store } = await start(await member());
    store.dispatch(gamesActions.listRequested(query('/fish')));
    const s = await waitForState(store, (st) => games(st).list.status === 'loaded');
    const game = games(s).list.games[0]!;
    store.dispatch(gamesActions.favouriteToggled({ game }));
    expect(games(store.getState()).favourites.ids[game.nodeId]).toBe(true);
    const failed = await waitForState(store, (st) => st.dialogs.queue.length > 0);
    expect(games(failed).favourites.ids[game.nodeId]).toBe(false);
    expect(games(failed).favourites.games).toEqual([]);
    expect(failed.dialogs.queue[0]).toMatchObject({
      kind: 'error',
      key: 'games.favourite.addFailed',
      params: { name: game.gameName, reason: 'Favourites are full' },
    });
    store.dispatch(dialogsActions.answered({ id: failed.dialogs.queue[0]!.id, confirmed: true }));
  });

  it('forgets the member lists when the session ends', async () => {
    const { store } = await start(await member());
    store.dispatch(gamesActions.favouritesRequested());
    await waitForState(store, (st) => games(st).favourites.status === 'loaded');
    store.dispatch({ type: 'session/sessionEnded', payload: { reason: 'logout' } });
    expect(games(store.getState()).favourites.status).toBe('idle');
  });
});

describe('classifications', () => {
  it('loads the hall tabs once', async () => {
    const { store } = await start();
    store.dispatch(gamesActions.classifiesRequested());
    const s = await waitForState(store, (st) => games(st).classifies.status === 'loaded');
    expect(Object.keys(games(s).classifies.content)).toContain('RNG');
  });
});

describe('the seamless lobby (/seamless)', () => {
  const listed = async (store: Awaited<ReturnType<typeof start>>['store'], search = '') => {
    store.dispatch(gamesActions.listRequested(query('/seamless', search)));
    const s = await waitForState(store, (st) => games(st).list.status === 'loaded');
    return games(s).list;
  };

  it("lists only the games of the vendors that play from the main wallet, or the chosen one's", async () => {
    recordGameList();
    const { store } = await start(await member());
    const all = await listed(store);
    expect(new Set(all.games.map((g) => g.vassalage))).toEqual(new Set(['PG', 'JILI']));
    expect(lastRequest().vassalage).toBe('JILI,PG');
    expect(lastRequest()).not.toHaveProperty('gameType');
    const jili = await listed(store, '?vendor=JILI');
    expect(jili.games.every((g) => g.vassalage === 'JILI')).toBe(true);
    // A vendor with its own wallet is not part of this lobby: the seamless vendors are listed.
    await listed(store, '?vendor=EVO');
    expect(lastRequest().vassalage).toBe('JILI,PG');
  });

  it('asks nothing and lists no game when no vendor plays from the main wallet', async () => {
    recordGameList();
    server.use(
      http.get('*/GCSGAME_newGameVendor', () =>
        HttpResponse.json({
          success: true,
          errorCode: null,
          message: null,
          value: {
            data: {
              lanes: [
                {
                  title: 'LIVE',
                  cards: [
                    { vassalage: 'EVO', displayName: 'Evolution', gameType: 'LIVE', isHot: 1 },
                  ],
                },
              ],
            },
          },
        }),
      ),
    );
    const { store } = await start(await member());
    const list = await listed(store);
    expect(list).toMatchObject({ games: [], totalCount: 0 });
    expect(injected).toEqual([]);
  });
});
