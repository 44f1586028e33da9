import type { Action } from '@reduxjs/toolkit';
import type { EventChannel } from 'redux-saga';
import {
  all,
  call,
  delay,
  fork,
  put,
  select,
  take,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import { DEFAULT_BRAND } from '@/api/contract/start-constants';
import type { BrandConfig } from '@/api/contract/system';
import { isApiError } from '@/api/errors';
import { services, type Services } from '@/core/services';
import type { RootState } from '@/app/store';
import { DEFAULT_SUPPORTED, LANGUAGE_STORAGE_KEY, resolveLanguage } from '@/i18n/languages';
import { flattenWhitelabel, pickRandom } from '@/lib/flags';
import { local } from '@/lib/storage';
import { BRAND_CSS_KEY, BRAND_STYLE_ID, BRAND_THEME_KEY } from '@/lib/brand-keys';
import type * as BrandHead from '@/lib/brand-head';
import { preferencesActions } from '@/core/preferences/slice';
import { sessionActions } from '@/core/session/slice';
import { modalsActions } from '@/core/modals/slice';
import { systemActions, type StartupResult, type SystemStatusCode } from './slice';
import { domainsOf, namesHost } from './domain';
import type * as DomainList from './domain-list';
import type * as CustomerServiceModule from './customer-service';

/** Customer-service window size (spec 1 §2.6). */
export const CS_WINDOW_FEATURES = 'width=440,height=750';
export const CS_WINDOW_NAME = 'customer-service';
/** VIP customer service above this club rank level (spec 1 §9). */
export const VIP_RANK_THRESHOLD = 4;

export const statusCode = (maintenance: boolean, regionRestriction: boolean): SystemStatusCode =>
  maintenance ? 1 : regionRestriction ? 2 : 0;

function* loadBrand() {
  const { api }: Services = yield* services();
  try {
    const brand: BrandConfig = yield call(api.call, 'brandConfig');
    return brand;
  } catch {
    return DEFAULT_BRAND;
  }
}

/**
 * The brand's look (issue 26): the block a host put into the page is kept for the next visit's
 * first paint (the early script applies it where the page has none: the installed app's cached
 * page); where no host put one (or only the kept one is there), the app puts the brand's in.
 */
export function* brandLookFlow(brand: BrandConfig) {
  const style = document.getElementById(BRAND_STYLE_ID);
  if (style && style.dataset.cached === undefined) {
    local.set(BRAND_CSS_KEY, style.textContent ?? '');
    local.set(BRAND_THEME_KEY, style.dataset.defaultTheme ?? '');
    return;
  }
  if (!brand.theme) return;
  const { applyBrand }: typeof BrandHead = yield call(() => import('@/lib/brand-head'));
  yield call(applyBrand, document, brand, local.set);
}

function* loadCountriesFlow() {
  const { api }: Services = yield* services();
  try {
    const countries: ResponseOf<'countries'> = yield call(api.call, 'countries');
    yield put(systemActions.countriesLoaded(countries));
  } catch {
    /* the country pickers fall back to free text; nothing to block */
  }
}

type StatusAnswer = { status: ResponseOf<'systemStatus'> } | { error: unknown };

function* loadStatus() {
  const { api, host }: Services = yield* services();
  try {
    const status: ResponseOf<'systemStatus'> = yield call(api.call, 'systemStatus', {
      url: host(),
    });
    return { status };
  } catch (error) {
    return { error };
  }
}

/**
 * Start-up (spec 1 §2.1, §4): brand and status side by side (neither needs the other; both go
 * with the default merchant), then language, countries and member info.
 */
export function* startupFlow() {
  const { random, imageCdnDraw, host }: Services = yield* services();
  const [brand, answer]: [BrandConfig, StatusAnswer] = yield all([
    call(loadBrand),
    call(loadStatus),
  ]);
  yield fork(brandLookFlow, brand);
  if ('error' in answer) {
    const { error } = answer;
    yield put(systemActions.startupFailed(isApiError(error) ? error.message : String(error)));
    return;
  }
  const { status } = answer;
  let code = statusCode(status.maintenance, status.regionRestriction);
  if (code === 0) {
    // The domain check (spec 2 §8): a host the status answer names is allowed at once; another
    // waits for the domain list (its code loads only then).
    const named = domainsOf([status.info.mainDomain, status.info.domainRoute]);
    if (!namesHost(named, host())) {
      const { hostAllowed }: typeof DomainList = yield call(() => import('./domain-list'));
      const allowed: boolean = yield call(hostAllowed, host(), named);
      if (!allowed) code = 3;
    }
  }
  const languages = status.info.languages?.length ? status.info.languages : DEFAULT_SUPPORTED;
  const result: StartupResult = {
    brand,
    status: code,
    maintenanceEndTime: status.maintenanceEndTime ?? null,
    location: { ip: status.location.ip, country: status.location.country },
    flags: flattenWhitelabel(status.info.whitelabel),
    registerRules: status.info.register,
    resources: status.info.resources,
    customerService: status.info.customerService,
    imageCdn: pickRandom(
      status.info.imageCDNs,
      imageCdnDraw === undefined ? random : () => imageCdnDraw,
    ),
    launchCdn: pickRandom(status.info.launchGameCDNs, random),
    languages,
    gtagId: status.info.analytics?.gtagId ?? null,
  };
  yield put(
    preferencesActions.languageResolved(
      resolveLanguage(local.get(LANGUAGE_STORAGE_KEY), languages, brand.defaultLanguage),
    ),
  );
  // The start-up timeline: start-up's answers are in (`npm run bench` reads it).
  yield call([performance, performance.mark], 'app-started');
  yield put(systemActions.startupSucceeded(result));
  yield fork(loadCountriesFlow);
  yield fork(statusRecheckFlow);
  const token: string | null = yield select((s: RootState) => s.session.token);
  if (token) yield put(sessionActions.memberInfoRequested());
}

/**
 * The status again each time the tab is shown after it was hidden (inferred: spec 1 §2.1 asks at
 * start-up only, but a tab left open when maintenance begins, or ends, would hold the old page until
 * a reload). A failed call keeps what is shown.
 */
export function* statusRecheckFlow() {
  const { visibility }: Services = yield* services();
  if (!visibility) return;
  const changes: EventChannel<boolean> = yield call(visibility);
  try {
    let visible = true;
    for (;;) {
      const shown: boolean = yield take(changes);
      if (shown && !visible) {
        const answer: StatusAnswer = yield call(loadStatus);
        if ('status' in answer) {
          const { maintenance, regionRestriction, maintenanceEndTime } = answer.status;
          yield put(
            systemActions.statusChecked({
              status: statusCode(maintenance, regionRestriction),
              maintenanceEndTime: maintenanceEndTime ?? null,
            }),
          );
        }
      }
      visible = shown;
    }
  } finally {
    changes.close();
  }
}

/**
 * The white-label switches again (`whitelabel`, spec 1 §7), when the login popup or a registration
 * form opens: their modes (SMS login, free trial, username or mobile registration, the SMS step)
 * follow the switches, and a tab open since start-up may hold ones the operator has changed since;
 * the server would then refuse the finished form with #543. A failed call keeps the ones held.
 */
export function* flagsFlow() {
  const { api }: Services = yield* services();
  try {
    const tree: ResponseOf<'whitelabel'> = yield call(api.call, 'whitelabel');
    yield put(systemActions.flagsLoaded(flattenWhitelabel(tree)));
  } catch {
    /* the start-up's switches stay */
  }
}

const loginPopupOpened = (action: Action) =>
  modalsActions.opened.match(action) && action.payload.name === 'loginPopupModal';

/**
 * Opens customer service (./customer-service.ts, loaded on the first press): the window is
 * reserved here, inside the click, as the address comes after a call.
 */
function* customerServiceWorker() {
  const { reserveWindow, releaseWindow }: Services = yield* services();
  if (reserveWindow) yield call(reserveWindow, CS_WINDOW_NAME, CS_WINDOW_FEATURES);
  try {
    const { openCustomerServiceFlow }: typeof CustomerServiceModule = yield call(
      () => import('./customer-service'),
    );
    yield call(openCustomerServiceFlow);
  } catch {
    if (releaseWindow) yield call(releaseWindow, CS_WINDOW_NAME);
    yield put(systemActions.noticeShown('noCustomerService'));
  }
}

/** How long a system notice stays before it goes by itself. */
export const NOTICE_MS = 6000;

function* noticeFlow(action: ReturnType<typeof systemActions.noticeShown>) {
  if (action.payload === null) return;
  yield delay(NOTICE_MS);
  yield put(systemActions.noticeShown(null));
}

export function* watchSystem() {
  yield takeLatest(systemActions.noticeShown.type, noticeFlow);
  yield takeLatest(systemActions.startupRequested.type, startupFlow);
  yield takeLeading(systemActions.customerServiceRequested.type, customerServiceWorker);
  yield takeLeading(systemActions.flagsRequested.type, flagsFlow);
  yield takeLeading(loginPopupOpened, flagsFlow);
}
