import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import { isApiError } from '@/api/errors';
import { services, type Services } from '@/core/services';
import type { RootState } from '@/app/store';
import { memberCentreAddress } from '@/core/member-centre-address';
import { navigationActions } from '@/core/navigation/slice';
import { requireLogin } from '@/core/session/gates';
import {
  buildCategories,
  categoryHref,
  LOTTERY_CATEGORIES,
  type SideCategory,
} from '../../core/game-categories';
import { shellActions } from './slice';
import { IS_GAME_VASSALAGE } from '@/api/contract/start-constants';

/** Vendors request of the side bar (spec 2 §7: GET, platform html5-desktop). */
export const VENDORS_PLATFORM = 'html5-desktop';

/** Loads the vendor lanes once: the side bar's categories and the footer's providers. */
export function* loadVendorsFlow() {
  const status: RootState['shell']['vendors']['status'] = yield select(
    (s: RootState) => s.shell.vendors.status,
  );
  if (status === 'loaded' || status === 'loading') return;
  const { api }: Services = yield* services();
  yield put(shellActions.vendorsLoading());
  try {
    const value: ResponseOf<'vendors'> = yield call(api.call, 'vendors', {
      platform: VENDORS_PLATFORM,
    });
    yield put(shellActions.vendorsLoaded(buildCategories(value.data.lanes)));
  } catch {
    // Without vendors the bar shows no game categories; everything else still works.
    yield put(shellActions.vendorsFailed());
  }
}

const categoryOf = (state: RootState, code: string): SideCategory | undefined =>
  state.shell.vendors.categories.find((c) => c.code === code);

function* filterAndGo(category: SideCategory['code'], vendor: string | null) {
  yield put(shellActions.lobbyFilterChanged({ category, vendor, gameType: category, page: 1 }));
  yield put(navigationActions.navigateRequested({ to: categoryHref(category, vendor) }));
}

/** A category entry (spec 1 §4 Left bar): lottery starts its first game; others filter and navigate. */
export function* categoryChosenFlow(action: ReturnType<typeof shellActions.categoryChosen>) {
  const { category } = action.payload;
  if (LOTTERY_CATEGORIES.includes(category)) {
    const entry: SideCategory | undefined = yield select(categoryOf, category);
    const first = entry?.vendors[0];
    if (first) yield put(shellActions.gameStartRequested({ game: first }));
    return;
  }
  yield call(filterAndGo, category, null);
}

/** A category's 'all' entry: the category page without a vendor. */
export function* vendorAllChosenFlow(action: ReturnType<typeof shellActions.vendorAllChosen>) {
  yield call(filterAndGo, action.payload.category, null);
}

/**
 * A vendor entry: a vendor that opens its own game list (isGame VASSALAGE), or any fishing vendor,
 * goes to the category page filtered by that vendor; otherwise the game starts directly and the
 * bar collapses when logged in.
 */
export function* vendorChosenFlow(action: ReturnType<typeof shellActions.vendorChosen>) {
  const { category, vendor } = action.payload;
  if (vendor.isGame === IS_GAME_VASSALAGE || category === 'FISH') {
    yield call(filterAndGo, category, vendor.vassalage);
    return;
  }
  yield put(shellActions.gameStartRequested({ game: vendor }));
  const token: string | null = yield select((s: RootState) => s.session.token);
  if (token) yield put(shellActions.sideMenuCollapsed(true));
}

/**
 * Platform messages are the member centre's messageV2 page: a visitor logs in first; a member gets
 * the panel on that page over the current route (the panel itself refuses a trial account).
 */
export const platformMessagesFlow = () => memberPageFlow('messageV2');

/** The footer's responsible gaming link: the member centre's page, after a visitor logs in. */
export const responsibleGamingFlow = () => memberPageFlow('responsible');

function* memberPageFlow(page: 'messageV2' | 'responsible') {
  const loggedIn: boolean = yield call(requireLogin);
  if (!loggedIn) return;
  const { location }: Services = yield* services();
  const current: string = yield call(location);
  yield put(navigationActions.navigateRequested({ to: memberCentreAddress(current, page) }));
}

/** The help centre's articles (GET /wps/system/helpCenter). */
export function* helpCenterFlow() {
  const { api }: Services = yield* services();
  try {
    const articles: ResponseOf<'helpCenter'> = yield call(api.call, 'helpCenter');
    yield put(shellActions.helpCenterLoaded(articles));
  } catch (error) {
    yield put(shellActions.helpCenterFailed(isApiError(error) ? error.message : String(error)));
  }
}

export function* watchShell() {
  yield takeLeading(shellActions.vendorsRequested.type, loadVendorsFlow);
  yield takeLatest(shellActions.categoryChosen.type, categoryChosenFlow);
  yield takeLatest(shellActions.vendorAllChosen.type, vendorAllChosenFlow);
  yield takeLatest(shellActions.vendorChosen.type, vendorChosenFlow);
  // gameStartRequested is taken by the app (src/app/workflows.ts): the lazy launch feature's flow.
  yield takeLeading(shellActions.platformMessagesRequested.type, platformMessagesFlow);
  yield takeLeading(shellActions.responsibleGamingRequested.type, responsibleGamingFlow);
  yield takeLatest(shellActions.helpCenterRequested.type, helpCenterFlow);
}
