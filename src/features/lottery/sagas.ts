import { call, put, race, select, take, takeEvery, takeLatest, delay } from 'redux-saga/effects';
import type { ApiClient, ResponseOf } from '@/api/client';
import { isApiError } from '@/api/errors';
import { services, type Services } from '@/core/services';
import type { RootState } from '@/app/store';
import { requireLogin, requireRealAccount, TRIAL_ACCOUNT_TYPE } from '@/core/session/gates';
import { sessionActions } from '@/core/session/slice';
import { LOTTERY_DEVICE, VN_LOTTO_AREA, VN_RECENT_COUNT } from './constants';
import { readFavourites, toggleFavourite } from './favourites';
import { listKey, lotteryActions, type LaunchTarget, type LotteryList } from './slice';
import { selectAccount, selectLottery } from './selectors';
import { ErrorCodes, OPENED_NUMBERS_COUNT, POPULAR_LOTTERY_COUNT } from '@/api/contract/constants';

/** How long a flow waits for the member info (account, type) after a login. */
export const MEMBER_WAIT_MS = 10_000;

/** The prize mode the VN menu is asked for (the VN games are numeric lottery). */
const VN_MENU_PRIZE_MODE = 'Lott';

/** One gateway call per list (spec 2 §3, §7, §9); the /lgw answers are not wrapped. */
export async function fetchList(
  api: ApiClient,
  list: LotteryList,
  language: string,
): Promise<unknown[]> {
  const device = LOTTERY_DEVICE;
  switch (list.kind) {
    case 'menu':
      return api.call('gameMenus', { prizeMode: list.prizeMode, device, language });
    case 'vnMenu':
      return api.call('vnGameMenu', { prizeMode: VN_MENU_PRIZE_MODE, device, language });
    case 'vnRecent':
      return api.call('vnGameMenuRecent', { device, count: VN_RECENT_COUNT });
    case 'popular':
      return api.call('popularLottery', {
        count: POPULAR_LOTTERY_COUNT,
        prizeMode: list.prizeMode,
        device,
        language,
      });
    case 'opened':
      return api.call('openedNumero', { count: OPENED_NUMBERS_COUNT, prizeMode: list.prizeMode });
    case 'vnOpened':
      return api.call('vnOpenedNumbers', { count: OPENED_NUMBERS_COUNT });
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Loads a list once (again with `force`); the recent VN list needs a session. */
export function* listFlow(action: ReturnType<typeof lotteryActions.listRequested>) {
  const { list, force } = action.payload;
  const key = listKey(list);
  const state: RootState = yield select();
  const current = selectLottery(state).lists[key];
  if (!force && current && (current.status === 'loading' || current.status === 'loaded')) return;
  if (list.kind === 'vnRecent' && !state.session.token) {
    yield put(lotteryActions.listLoaded({ key, items: [] }));
    return;
  }
  const { api }: Services = yield* services();
  yield put(lotteryActions.listLoading(key));
  try {
    const items: unknown[] = yield call(fetchList, api, list, state.preferences.language);
    yield put(lotteryActions.listLoaded({ key, items }));
  } catch (error) {
    yield put(lotteryActions.listFailed({ key, error: messageOf(error) }));
  }
}

/** The member info once it is there (null when it failed or took too long). */
function* memberInfo() {
  const state: RootState = yield select();
  if (state.session.member) return state.session.member;
  if (state.session.memberStatus === 'failed') return null;
  const { loaded }: { loaded?: ReturnType<typeof sessionActions.memberInfoLoaded> } = yield race({
    loaded: take(sessionActions.memberInfoLoaded.type),
    failed: take(sessionActions.memberInfoFailed.type),
    timeout: delay(MEMBER_WAIT_MS),
  });
  return loaded?.payload ?? null;
}

/** Names of the other games a maintenance answer suggests. */
function suggestionsOf(value: unknown): string[] {
  const list = (value as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(list)) return [];
  return list.flatMap((g) => {
    const name = (g as { gameName?: unknown } | null)?.gameName;
    return typeof name === 'string' ? [name] : [];
  });
}

/**
 * The lottery lobby launch (spec 2 §3, §4): needs a session (a visitor gets the login popup) and a
 * real account (a trial account gets 'in_need_true_account'); then launchGame with launchMode
 * LOTT, the game code (view betting) or none (view lobby), device, back URL and language.
 */
export function* openLotteryFlow(action: ReturnType<typeof lotteryActions.launchRequested>) {
  // Leaving the page ends the launch, wherever it is.
  yield race({
    launch: call(launch, action.payload),
    closed: take(lotteryActions.launchClosed.type),
  });
}

function* launch(target: LaunchTarget) {
  yield put(lotteryActions.launchStarted(target));
  const token: string | null = yield select((s: RootState) => s.session.token);
  if (!token) {
    yield put(lotteryActions.launchNeedsLogin());
    yield call(requireLogin);
    return;
  }
  const member: ReturnType<typeof sessionActions.memberInfoLoaded>['payload'] | null =
    yield call(memberInfo);
  if (member?.type === TRIAL_ACCOUNT_TYPE) {
    yield put(lotteryActions.launchRefused());
    yield call(requireRealAccount);
    return;
  }
  const { api }: Services = yield* services();
  const language: string = yield select((s: RootState) => s.preferences.language);
  try {
    const value: ResponseOf<'launchGame'> = yield call(api.call, 'launchGame', {
      launchMode: 'LOTT',
      accountType: 1,
      lottoArea: target.area === 'VN' ? VN_LOTTO_AREA : undefined,
      lottoPrizeMode: target.prizeMode,
      lottoGameCode: target.gameCode,
      lottoView: target.gameCode ? 'betting' : 'lobby',
      playType: target.gameCode ? target.playType : undefined,
      device: LOTTERY_DEVICE,
      backUrl: target.backUrl,
      language,
    });
    yield put(
      lotteryActions.launchReady({
        url: value.content.game_url,
        spareUrl: value.content.game_url2 ?? null,
      }),
    );
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') {
      yield put(lotteryActions.launchNeedsLogin());
      return;
    }
    const maintenance = isApiError(error) && error.code === ErrorCodes.gameMaintenance;
    yield put(
      lotteryActions.launchFailed({
        error: messageOf(error),
        maintenance,
        suggestions: maintenance && isApiError(error) ? suggestionsOf(error.value) : [],
      }),
    );
  }
}

/** The favourites of the account logged in now, from LOTTFAV. */
export function* loadFavouritesFlow() {
  const account: string | null = yield select(selectAccount);
  yield put(
    lotteryActions.favouritesLoaded({ user: account, ids: account ? readFavourites(account) : [] }),
  );
}

/** Adds or removes a favourite lottery id of this member; a visitor gets the login popup. */
export function* toggleFavouriteFlow(action: ReturnType<typeof lotteryActions.favouriteToggled>) {
  const loggedIn: boolean = yield call(requireLogin);
  if (!loggedIn) return;
  const member: { account: string } | null = yield call(memberInfo);
  if (!member) return;
  const ids: string[] = yield call(toggleFavourite, member.account, action.payload);
  yield put(lotteryActions.favouritesLoaded({ user: member.account, ids }));
}

/** After a login: favourites of the new member, and a launch that waited for it runs again. */
function* memberArrivedFlow() {
  yield call(loadFavouritesFlow);
  const { launch } = selectLottery(yield select());
  if (launch.target && (launch.status === 'needsLogin' || launch.status === 'refused')) {
    yield put(lotteryActions.launchRequested(launch.target));
  }
}

/** After a logout: no favourites, no recent games, and the game frame closes. */
function* sessionEndedFlow() {
  yield put(lotteryActions.favouritesLoaded({ user: null, ids: [] }));
  yield put(lotteryActions.listCleared(listKey({ kind: 'vnRecent' })));
  const { launch } = selectLottery(yield select());
  if (launch.status === 'ready' || launch.status === 'loading')
    yield put(lotteryActions.launchNeedsLogin());
}

function* askLoginFlow() {
  yield call(requireLogin);
}

export function* watchLottery() {
  yield takeEvery(lotteryActions.listRequested.type, listFlow);
  yield takeLatest(lotteryActions.launchRequested.type, openLotteryFlow);
  yield takeLatest(lotteryActions.favouritesRequested.type, loadFavouritesFlow);
  yield takeEvery(lotteryActions.favouriteToggled.type, toggleFavouriteFlow);
  yield takeLatest(lotteryActions.loginAsked.type, askLoginFlow);
  yield takeLatest(sessionActions.memberInfoLoaded.type, memberArrivedFlow);
  yield takeLatest(sessionActions.sessionEnded.type, sessionEndedFlow);
}
