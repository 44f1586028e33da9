import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import type { Popup } from '@/api/contract/notices';
import { services, type Services } from '@/core/services';
import type { RootState } from '@/app/store';
import { modalsActions } from '@/core/modals/slice';
import { sessionActions } from '@/core/session/slice';
import { systemActions } from '@/core/system/slice';
import { START_ANNOUNCEMENTS } from './banners';
import { readSeenPopups, writeSeenPopups } from './popup-memory';
import { noticesActions } from './slice';

/** The platform of the announcements call (spec 2 §3). */
export const ANNOUNCEMENT_PLATFORM = START_ANNOUNCEMENTS.platform;

const isAppReady = (s: RootState) => s.system.phase === 'ready' && s.system.status === 0;

/**
 * The announcements of the start (spec 1 §1, spec 2 §3): banners, player notices, popups of
 * execution B, promotions and notices. A failure leaves the lists empty (no strip, no marquee).
 */
export function* loadAnnouncementsFlow() {
  const { api }: Services = yield* services();
  yield put(noticesActions.announcementsRequested());
  try {
    const value: ResponseOf<'announcements'> = yield call(api.call, 'announcements', {
      ...START_ANNOUNCEMENTS,
    });
    yield put(noticesActions.announcementsLoaded(value));
    return true;
  } catch {
    yield put(noticesActions.announcementsFailed());
    return false;
  }
}

/**
 * Shows the popups not yet shown in this session in the notice modal (its popup list), and
 * remembers them in session storage (index_notice) so a reload does not repeat them.
 */
export function* showPopupsFlow(candidates: Popup[]) {
  const state: RootState = yield select();
  const stored: string[] = yield call(readSeenPopups);
  const seen = new Set([...state.notices.seenPopupIds, ...stored]);
  const fresh = candidates.filter((p) => !seen.has(String(p.id)));
  if (fresh.length === 0) return;
  const ids = fresh.map((p) => String(p.id));
  yield call(writeSeenPopups, [...seen, ...ids]);
  yield put(noticesActions.popupsSeen([...seen, ...ids]));
  const open = state.modals.stack.find((m) => m.name === 'noticeModal');
  const showingPopups = open !== undefined && (open.props.list ?? 'notice') === 'popup';
  const already = showingPopups ? state.notices.shownPopups : [];
  yield put(
    noticesActions.popupsShown({ popups: [...already, ...fresh], selected: already.length }),
  );
  yield put(modalsActions.opened({ name: 'noticeModal', props: { list: 'popup' } }));
}

/** The popups due after a login: execution A, plus F when the login flow reported a first login. */
function* loginPopupsFlow() {
  const { api }: Services = yield* services();
  yield put(noticesActions.loginPopupsRequested());
  let popups: Popup[] = [];
  try {
    const value: ResponseOf<'announcements'> = yield call(api.call, 'announcements', {
      types: 'PU',
      platform: ANNOUNCEMENT_PLATFORM,
      execution: 'A,F',
    });
    popups = value.popup;
  } catch {
    /* no popups this time */
  }
  yield put(noticesActions.loginPopupsLoaded(popups));
  const firstLogin: boolean = yield select((s: RootState) => s.notices.firstLogin);
  yield call(
    showPopupsFlow,
    popups.filter((p) => p.execution === 'A' || (firstLogin && p.execution === 'F')),
  );
}

/** After start-up: the announcements, then the popups of a visitor (B) or of a member (A). */
function* startFlow(action: ReturnType<typeof systemActions.startupSucceeded>) {
  if (action.payload.status !== 0) return;
  yield call(loadAnnouncementsFlow);
  const state: RootState = yield select();
  if (state.session.token) {
    yield call(loginPopupsFlow);
  } else {
    yield call(
      showPopupsFlow,
      state.notices.popups.filter((p) => p.execution === 'B'),
    );
  }
}

/** A login once the application runs (a token at boot is handled by the start). */
function* loginFlow() {
  const ready: boolean = yield select(isAppReady);
  const status: RootState['notices']['status'] = yield select((s: RootState) => s.notices.status);
  if (!ready || status === 'idle' || status === 'loading') return;
  yield call(loginPopupsFlow);
}

/** A first login reported after the login popups arrived: show those of execution F now. */
function* firstLoginFlow() {
  const state: RootState = yield select();
  if (state.notices.loginPopups !== 'loaded') return;
  yield call(
    showPopupsFlow,
    state.notices.popups.filter((p) => p.execution === 'F'),
  );
}

function* openNoticeModalFlow(action: ReturnType<typeof noticesActions.noticeModalRequested>) {
  const { list, index } = action.payload;
  if (index !== undefined) yield put(noticesActions.noticeSelected({ list, index }));
  yield put(modalsActions.opened({ name: 'noticeModal', props: { list } }));
}

export function* watchNotices() {
  yield takeLatest(systemActions.startupSucceeded.type, startFlow);
  yield takeLatest(sessionActions.tokenReceived.type, loginFlow);
  yield takeEvery(noticesActions.firstLoginDetected.type, firstLoginFlow);
  yield takeEvery(noticesActions.noticeModalRequested.type, openNoticeModalFlow);
  // bannerGameRequested (linkage G: its node id) is taken by the app (src/app/workflows.ts).
}
