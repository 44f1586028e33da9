import { call, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { RequestOf, ResponseOf } from '@/api/client';
import type { Game } from '@/api/contract/games';
import { isApiError } from '@/api/errors';
import { services, type Services } from '@/core/services';
import type { RootState } from '@/app/store';
import { ask } from '@/core/dialogs/sagas';
import { requireLogin } from '@/core/session/gates';
import { shellActions } from '@/features/shell/slice';
import { FAVOURITES_GAME_TYPE, GAME_LIST_CLIENT_TYPE, HOT_GAMES_IS_PLATFORM } from './constants';
import { listKey, type LobbyQuery } from './lobby-url';
import { gamesActions, hotKey } from './slice';
import { seamlessVendorsOf, selectGames } from './selectors';
import type { SideCategory } from '@/core/game-categories';
import { GAME_LIST_PAGE_SIZE, GAME_LIST_PLATFORM } from '@/api/contract/start-constants';

const messageOf = (error: unknown) =>
  isApiError(error) || error instanceof Error ? error.message : String(error);
const tokenOf = (s: RootState) => s.session.token;
const languageOf = (s: RootState) => s.preferences.language;

/** The full game list query (spec 2 §3): defaults pageNo 1, pageSize 42; empty filters left out. */
export function gameListRequest(
  query: LobbyQuery,
  pageNo: number,
  language: string,
  merchant: string,
  vendors?: readonly string[],
): RequestOf<'gameList'> {
  const gameName = query.gameName.trim();
  const named = vendors?.length ? vendors.join(',') : null;
  const vassalage = query.seamless ? named : (query.vendor ?? named);
  return {
    clientType: GAME_LIST_CLIENT_TYPE,
    platform: GAME_LIST_PLATFORM,
    merchant,
    ...(query.category ? { gameType: query.category } : {}),
    ...(vassalage ? { vassalage } : {}),
    ...(query.classify ? { gameClassify: query.classify } : {}),
    ...(gameName ? { gameName } : {}),
    language,
    pageNo,
    pageSize: GAME_LIST_PAGE_SIZE,
  };
}

/** The side bar's categories, waiting for the shell's vendor lanes when they are loading. */
function* laneCategories() {
  const status: RootState['shell']['vendors']['status'] = yield select(
    (s: RootState) => s.shell.vendors.status,
  );
  if (status === 'idle' || status === 'loading') {
    yield put(shellActions.vendorsRequested());
    yield take([shellActions.vendorsLoaded.type, shellActions.vendorsFailed.type]);
  }
  const categories: SideCategory[] = yield select((s: RootState) => s.shell.vendors.categories);
  return categories;
}

/**
 * The vendors a lobby asks for by name when it shows no one vendor: SPORTS without the esports
 * ones (the client moves those to ESPORTS, spec 2 §2), /seamless the seamless vendors (or the
 * chosen one, when it is one of them). Null: nothing to ask (no seamless vendor).
 */
function* namedVendors(query: LobbyQuery) {
  if (query.seamless) {
    const categories: SideCategory[] = yield call(laneCategories);
    const seamless = seamlessVendorsOf(categories).map((v) => v.vassalage);
    if (query.vendor && seamless.includes(query.vendor)) return [query.vendor];
    return seamless.length ? seamless : null;
  }
  if (query.category === 'SPORTS' && !query.vendor) {
    const categories: SideCategory[] = yield call(laneCategories);
    return categories.find((c) => c.code === 'SPORTS')?.vendors.map((v) => v.vassalage) ?? [];
  }
  return [];
}

function* fetchPage(query: LobbyQuery, pageNo: number, append: boolean) {
  const key = listKey(query);
  const { api }: Services = yield* services();
  const language: string = yield select(languageOf);
  const merchant: string = yield select((s: RootState) => s.system.brand.merchant);
  const vendors: string[] | null = yield call(namedVendors, query);
  if (!vendors) {
    yield put(
      gamesActions.listLoaded({ key, games: [], totalCount: 0, totalPages: 0, pageNo, append }),
    );
    return;
  }
  try {
    const value: ResponseOf<'gameList'> = yield call(
      api.call,
      'gameList',
      gameListRequest(query, pageNo, language, merchant, vendors),
    );
    yield put(
      gamesActions.listLoaded({
        key,
        games: value.games,
        totalCount: value.totalCount,
        totalPages: value.totalPages,
        pageNo,
        append,
      }),
    );
  } catch (error) {
    yield put(gamesActions.listFailed({ key, message: messageOf(error), append }));
  }
}

/**
 * The lobby's list. The game list needs a session: a visitor gets no call (the mock, like the
 * server, answers 401) and the lobby offers to log in, showing the category's hot games meanwhile.
 */
export function* listFlow(action: ReturnType<typeof gamesActions.listRequested>) {
  const query = action.payload;
  const token: string | null = yield select(tokenOf);
  if (!token) {
    yield put(gamesActions.listNeedsLogin({ key: listKey(query) }));
    return;
  }
  const { list }: ReturnType<typeof selectGames> = yield select(selectGames);
  // The scroll view keeps what it has loaded for the same query (e.g. coming back to the page).
  if (
    list.key === listKey(query) &&
    list.status === 'loaded' &&
    query.view === 'scroll' &&
    !list.needsLogin &&
    list.pageNo > 0
  )
    return;
  yield call(fetchPage, query, query.view === 'scroll' ? 1 : query.pageNo, false);
}

/** The scroll view's next page. */
export function* moreFlow() {
  const { list }: ReturnType<typeof selectGames> = yield select(selectGames);
  if (!list.query || !list.loadingMore) return;
  yield call(fetchPage, list.query, list.pageNo + 1, true);
}

/** Hot games (GCSGAME_hotGamesV2, no token). */
export function* hotFlow(action: ReturnType<typeof gamesActions.hotRequested>) {
  const { gameType, vendor } = action.payload;
  const key = hotKey(gameType, vendor);
  const { api }: Services = yield* services();
  const language: string = yield select(languageOf);
  const merchantCode: string = yield select((s: RootState) => s.system.brand.merchant);
  try {
    const value: ResponseOf<'hotGames'> = yield call(api.call, 'hotGames', {
      merchantCode,
      isPlatform: HOT_GAMES_IS_PLATFORM,
      platform: GAME_LIST_PLATFORM,
      language,
      ...(gameType ? { gameType } : {}),
      ...(vendor ? { vassalage: vendor } : {}),
    });
    yield put(gamesActions.hotLoaded({ key, games: value.list }));
  } catch (error) {
    yield put(gamesActions.hotFailed({ key, message: messageOf(error) }));
  }
}

/** A member's list of games: nothing for a visitor; loaded or failed. */
function* memberList(
  load: (api: Services['api']) => Promise<{ list: Game[] }>,
  loaded: (games: Game[]) => PayloadAction<Game[]>,
  failed: (message: string) => PayloadAction<string>,
) {
  const token: string | null = yield select(tokenOf);
  if (!token) return;
  const { api }: Services = yield* services();
  try {
    const value: { list: Game[] } = yield call(load, api);
    yield put(loaded(value.list));
  } catch (error) {
    yield put(failed(messageOf(error)));
  }
}

/** Recently played games of the member (GCS_recentGame, clientType 3). */
export function* recentFlow() {
  yield* memberList(
    (api) => api.call('recentGames', { clientType: GAME_LIST_CLIENT_TYPE }),
    gamesActions.recentLoaded,
    gamesActions.recentFailed,
  );
}

/** The member's favourite games (MCSFE_getFavoriteGamesList, gameType RNG). */
export function* favouritesFlow() {
  yield* memberList(
    (api) => api.call('favoriteGamesList', { gameType: FAVOURITES_GAME_TYPE }),
    gamesActions.favouritesLoaded,
    gamesActions.favouritesFailed,
  );
}

/**
 * The heart was toggled: the slice already shows the new state; the server confirms it, or the
 * heart goes back and the member is told why.
 */
export function* favouriteFlow(action: ReturnType<typeof gamesActions.favouriteToggled>) {
  const { game } = action.payload;
  const state: ReturnType<typeof selectGames> = yield select(selectGames);
  const favourite = state.favourites.ids[game.nodeId] === true;
  if (!state.favourites.pending[game.nodeId]) return;
  const { api }: Services = yield* services();
  try {
    yield call(api.call, 'favoriteGames', {
      action: favourite ? 'add' : 'remove',
      nodeId: game.nodeId,
      vendor: game.vassalage,
      gameType: game.gameType,
    });
    yield put(gamesActions.favouriteSettled({ nodeId: game.nodeId }));
  } catch (error) {
    yield put(gamesActions.favouriteRolledBack({ game, favourite: !favourite }));
    yield call(ask, {
      kind: 'error',
      key: favourite ? 'games.favourite.addFailed' : 'games.favourite.removeFailed',
      params: { name: game.gameName, reason: messageOf(error) },
    });
  }
}

/** Game classifications per category and vendor, once (the lobby's hall tabs). */
export function* classifiesFlow() {
  const { classifies }: ReturnType<typeof selectGames> = yield select(selectGames);
  if (classifies.status === 'loaded') return;
  const { api }: Services = yield* services();
  try {
    const value: ResponseOf<'vassGameType'> = yield call(api.call, 'vassGameType', {
      platform: GAME_LIST_PLATFORM,
    });
    yield put(gamesActions.classifiesLoaded(value.content));
  } catch {
    // Without classifications the lobby simply shows no type tabs.
    yield put(gamesActions.classifiesFailed());
  }
}

export function* loginAskedFlow() {
  yield call(requireLogin);
}

export function* watchGames() {
  yield takeLatest(gamesActions.listRequested.type, listFlow);
  yield takeLeading(gamesActions.moreRequested.type, moreFlow);
  yield takeEvery(gamesActions.hotRequested.type, hotFlow);
  yield takeLatest(gamesActions.recentRequested.type, recentFlow);
  yield takeLatest(gamesActions.favouritesRequested.type, favouritesFlow);
  // One call at a time per game: a toggle while the last is on its way is ignored (as the slice does).
  const inFlight = new Set<string>();
  yield takeEvery(
    gamesActions.favouriteToggled.type,
    function* oneAtATime(action: ReturnType<typeof gamesActions.favouriteToggled>) {
      const id = action.payload.game.nodeId;
      if (inFlight.has(id)) return;
      inFlight.add(id);
      try {
        yield call(favouriteFlow, action);
      } finally {
        inFlight.delete(id);
      }
    },
  );
  yield takeLeading(gamesActions.classifiesRequested.type, classifiesFlow);
  yield takeLeading(gamesActions.loginAsked.type, loginAskedFlow);
}
