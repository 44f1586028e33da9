import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import type { Game } from '@/api/contract/games';
import type { LaunchGameRequest } from '@/api/contract/launch';
import { isApiError } from '@/api/errors';
import { services, type Services } from '@/core/services';
import type { RootState } from '@/app/store';
import { ask } from '@/core/dialogs/sagas';
import type { Dialog } from '@/core/dialogs/slice';
import { modalsActions, type ModalName } from '@/core/modals/slice';
import { navigationActions } from '@/core/navigation/slice';
import { formatMoney } from '@/lib/format';
import type { noticesActions } from '@/features/notices/slice';
import { requireLogin, requireRealAccount } from '@/core/session/gates';
import type { shellActions } from '@/features/shell/slice';
import {
  GAME_WINDOW_FEATURES,
  GAME_WINDOW_NAME,
  LAUNCH_CLIENT_TYPE,
  LAUNCH_ERROR_CODES,
} from './constants';
import { frameUrl, safeGameUrl } from './frame-url';
import { launchActions, type LaunchState } from './slice';
import { selectLaunch } from './selectors';
import { releaseGameWindow, withGameWindow } from '@/core/game-window';
import {
  displayModeOf,
  gameLaunchRequest,
  launchAddress,
  launchRoute,
  lotteryPath,
  seaLaunchRequest,
  targetName,
  targetOf,
  vnLotteryPath,
  type Launcher,
  type LaunchTarget,
} from './target';
import { GAME_LIST_PAGE_SIZE, GAME_LIST_PLATFORM } from '@/api/contract/constants';

/** The actions that start a launch: the side bar (shell), a banner, and the feature's own lists. */
export type LaunchAction =
  | ReturnType<typeof shellActions.gameStartRequested>
  | ReturnType<typeof noticesActions.bannerGameRequested>
  | ReturnType<typeof launchActions.launchRequested>;

/** The launch object of an action: a vendor card or game, a chosen target, or a banner's node id. */
export function targetOfAction(action: LaunchAction): LaunchTarget {
  const p = action.payload;
  if ('game' in p) return targetOf(p.game);
  if ('target' in p) return targetOf(p.target);
  return targetOf({ nodeId: p.nodeId });
}

/** The launch feature's own modals: closed once a game is on its way. */
const LIST_MODALS: ModalName[] = ['gamePopup', 'pvpRooms', 'gameSuggestions'];

const launcherOf = (s: RootState): Launcher => ({
  username: s.session.member?.account ?? null,
  token: s.session.token,
  merchantCode: s.system.brand.merchant,
  language: s.preferences.language,
});

const launchError = (key: string, params?: Dialog['params']): Omit<Dialog, 'id'> => ({
  kind: 'warning',
  key,
  params,
  titleKey: 'launch.errors.title',
});

/** Suggestions of a game.maintenance failure (value.suggestions), whatever the value holds. */
function suggestionsOf(value: unknown): Game[] {
  const list = (value as { suggestions?: unknown } | null)?.suggestions;
  return Array.isArray(list)
    ? (list.filter((g) => g && typeof g === 'object' && 'nodeId' in g) as Game[])
    : [];
}

/** A failed launch, told clearly (spec 2 §8; api-facts: #734, #727). */
export function* showLaunchError(target: LaunchTarget, error: unknown) {
  const name = targetName(target);
  if (!isApiError(error)) {
    yield call(ask, launchError('launch.errors.unknown'));
    return;
  }
  if (error.kind === 'network') {
    yield call(ask, launchError('launch.errors.network'));
    return;
  }
  switch (error.code) {
    case LAUNCH_ERROR_CODES.gameMaintenance: {
      const games = suggestionsOf(error.value);
      if (games.length) {
        yield put(launchActions.suggestionsShown({ name, games }));
        yield put(modalsActions.opened({ name: 'gameSuggestions', props: { name } }));
      } else {
        yield call(ask, launchError('launch.errors.maintenance'));
      }
      return;
    }
    case LAUNCH_ERROR_CODES.previousGameNotFinished:
      yield call(ask, launchError('launch.errors.previousGame'));
      return;
    case LAUNCH_ERROR_CODES.systemBusy:
      yield call(ask, launchError('launch.errors.systemBusy'));
      return;
    case LAUNCH_ERROR_CODES.functionNotAvailable:
      yield call(
        ask,
        launchError(target.free ? 'launch.errors.freePlay' : 'launch.errors.notAvailable'),
      );
      return;
    case LAUNCH_ERROR_CODES.insufficientBalance: {
      const { rooms }: LaunchState = yield select(selectLaunch);
      const symbol: string = yield select((s: RootState) => s.system.brand.currencySymbol);
      const room = rooms.list.find((r) => r.roomId === target.roomId);
      yield call(
        ask,
        room
          ? launchError('launch.errors.roomBalance', { amount: formatMoney(room.minEnter, symbol) })
          : launchError('launch.errors.balance'),
      );
      return;
    }
    case LAUNCH_ERROR_CODES.trialAccount:
      yield call(ask, { kind: 'warning', key: 'roles.in_need_true_account' });
      return;
    case LAUNCH_ERROR_CODES.notFound:
      yield call(ask, launchError('launch.errors.notFound'));
      return;
    default:
      // Anything else: the server's own message, under the launch title.
      yield call(ask, {
        ...launchError('launch.errors.unknown'),
        text: error.message || undefined,
      });
  }
}

/** Calls launchGame and shows the answer in the /game frame or a popup window. */
function* runLaunch(
  target: LaunchTarget,
  build: (t: LaunchTarget, who: Launcher) => LaunchGameRequest,
) {
  const { api, openWindow }: Services = yield* services();
  const name = targetName(target);
  yield put(launchActions.launchStarted({ name }));
  yield put(modalsActions.opened({ name: 'gameLaunching', props: { name } }));
  try {
    const who: Launcher = yield select(launcherOf);
    let value: ResponseOf<'launchGame'>;
    try {
      value = yield call(api.call, 'launchGame', build(target, who));
    } catch (error) {
      yield put(modalsActions.closed('gameLaunching'));
      yield call(releaseGameWindow);
      yield call(showLaunchError, target, error);
      return;
    }
    yield put(modalsActions.closed('gameLaunching'));
    const url = safeGameUrl(launchAddress(value.content));
    if (!url) {
      yield call(releaseGameWindow);
      yield call(ask, launchError('launch.errors.noAddress'));
      return;
    }
    for (const modal of LIST_MODALS) yield put(modalsActions.closed(modal));
    if (displayModeOf(target) === 'window') {
      const opened: Window | null = yield call(
        openWindow,
        url,
        GAME_WINDOW_NAME,
        GAME_WINDOW_FEATURES,
      );
      if (!opened) yield call(ask, { kind: 'warning', key: 'errors.popupBlocked' });
      return;
    }
    yield call(frameUrl.write, url);
    yield put(launchActions.frameShown({ url, name }));
    yield put(navigationActions.navigateRequested({ to: '/game' }));
  } finally {
    yield put(modalsActions.closed('gameLaunching'));
    yield put(launchActions.launchFinished());
  }
}

/**
 * Game launch (spec 2 §4): login required (a visitor gets the login popup), a trial account is
 * refused unless it asks for free play; then by the launch object: the vendor's game list, the
 * lottery pages, the SEA lottery's own launch, the PVP room list, or the launch call.
 */
export function* launchFlow(action: LaunchAction) {
  const target = targetOfAction(action);
  const { launching }: LaunchState = yield select(selectLaunch);
  if (launching) return;
  const allowed: boolean = target.free ? yield call(requireLogin) : yield call(requireRealAccount);
  if (!allowed) return;
  switch (launchRoute(target)) {
    case 'vendorList': {
      const title = target.displayName || target.vassalage || '';
      yield put(
        launchActions.vendorListOpened({
          vassalage: target.vassalage ?? null,
          gameType: target.gameType ?? null,
          title,
        }),
      );
      yield put(modalsActions.opened({ name: 'gamePopup', props: { title } }));
      return;
    }
    case 'lottery':
      yield put(navigationActions.navigateRequested({ to: lotteryPath(target) }));
      return;
    case 'vnLottery':
      yield put(navigationActions.navigateRequested({ to: vnLotteryPath(target) }));
      return;
    case 'pvpRooms':
      yield put(launchActions.roomsOpened({ game: target }));
      yield put(modalsActions.opened({ name: 'pvpRooms', props: { title: targetName(target) } }));
      return;
    case 'seaLottery':
      yield call(runLaunch, target, seaLaunchRequest);
      return;
    case 'game':
      yield call(runLaunch, target, gameLaunchRequest);
  }
}

/** One page of the vendor's games (GCSGAME_gameList with the vendor, 42 a page). */
export function* vendorPageFlow() {
  const { api }: Services = yield* services();
  const state: RootState = yield select();
  const list = selectLaunch(state).vendorList;
  try {
    const value: ResponseOf<'gameList'> = yield call(api.call, 'gameList', {
      clientType: LAUNCH_CLIENT_TYPE,
      platform: GAME_LIST_PLATFORM,
      merchant: state.system.brand.merchant,
      gameType: list.gameType ?? undefined,
      vassalage: list.vassalage ?? undefined,
      pageNo: list.page,
      pageSize: GAME_LIST_PAGE_SIZE,
      language: state.preferences.language,
    });
    yield put(
      launchActions.vendorPageLoaded({
        games: value.games,
        totalPages: value.totalPages,
        totalCount: value.totalCount,
      }),
    );
  } catch {
    yield put(launchActions.vendorPageFailed());
  }
}

/** The rooms of the chosen PVP game (GLS2_roomList). */
export function* roomsFlow() {
  const { api }: Services = yield* services();
  const { rooms }: LaunchState = yield select(selectLaunch);
  const game = rooms.game;
  if (!game) return;
  try {
    const value: ResponseOf<'pvpRooms'> = yield call(api.call, 'pvpRooms', {
      vassalage: game.vassalage ?? undefined,
      gameCode: game.gameCode ?? undefined,
      nodeId: game.nodeId ?? undefined,
    });
    yield put(launchActions.roomsLoaded(value.list));
  } catch {
    yield put(launchActions.roomsFailed());
  }
}

/** Leaving the game frame forgets its address. */
function* frameClosedFlow() {
  yield call(frameUrl.clear);
}

export function* watchLaunch() {
  yield takeLeading(launchActions.launchRequested.type, withGameWindow(launchFlow));
  yield takeLatest(
    [launchActions.vendorListOpened.type, launchActions.vendorPageRequested.type],
    vendorPageFlow,
  );
  yield takeLatest([launchActions.roomsOpened.type, launchActions.roomsRetried.type], roomsFlow);
  yield takeLatest(launchActions.frameClosed.type, frameClosedFlow);
}
