import { all, call, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import { services, type Services } from '@/core/services';
import type { RootState } from '@/app/store';
import { safeUrl } from '@/lib/sanitize-url';
import { i18next } from '@/i18n';
import { ask } from '@/core/dialogs/sagas';
import { preferencesActions } from '@/core/preferences/slice';
import { requireLogin, TRIAL_ACCOUNT_TYPE } from '@/core/session/gates';
import { sessionActions } from '@/core/session/slice';
import { CHAT_FLAG, chatActions } from './slice';

/** The portal's own accent of each theme (src/styles.css), for a brand file without a theme. */
export const CHAT_HEADER_COLOURS = { light: '#c0392b', dark: '#e74c3c' } as const;

/** The chat page's header colour: the brand's accent of the current theme (issue 26). */
const chatHeaderColour = (s: RootState) =>
  s.system.brand.theme?.[s.preferences.theme].accent ?? CHAT_HEADER_COLOURS[s.preferences.theme];

const chatFlagOn = (s: RootState) => s.system.flags[CHAT_FLAG] === true;

/** Logged in, CBS3 on and a real account: the chat data may be fetched. */
const chatAvailable = (s: RootState) =>
  chatFlagOn(s) &&
  s.session.token !== null &&
  s.session.member !== null &&
  s.session.member.type !== TRIAL_ACCOUNT_TYPE;

/** The chat room address: b2c 1, the title, the language and the header colour (spec 2 §7). */
export function* fetchChatUrl() {
  const { api }: Services = yield* services();
  const language: string = yield select((s: RootState) => s.preferences.language);
  const headerColor: string = yield select(chatHeaderColour);
  yield put(chatActions.urlFetchStarted());
  try {
    const value: ResponseOf<'chatUrl'> = yield call(api.call, 'chatUrl', {
      b2c: 1,
      title: i18next.t('header.chat.title'),
      language,
      headerColor,
    });
    const url = safeUrl(value.chatUrl);
    yield put(url ? chatActions.urlLoaded(url) : chatActions.urlFailed());
  } catch {
    yield put(chatActions.urlFailed());
  }
}

export function* fetchUnread() {
  const { api }: Services = yield* services();
  try {
    const value: ResponseOf<'chatUnread'> = yield call(api.call, 'chatUnread');
    yield put(chatActions.unreadLoaded(value.unReadCount));
  } catch {
    /* the badge keeps its last count */
  }
}

/** On login (CBS3 on, not a trial account): the chat address and the unread count (spec 1 §4). */
export function* chatLoginFlow() {
  const available: boolean = yield select(chatAvailable);
  if (!available) return;
  yield race({
    fetched: all([call(fetchChatUrl), call(fetchUnread)]),
    ended: take(sessionActions.sessionEnded.type),
  });
}

/**
 * The chat launcher: a visitor gets the login popup, a trial account the in_please_information
 * warning (spec 1 §6, §8); otherwise the floating window opens.
 */
export function* openChatFlow() {
  const loggedIn: boolean = yield call(requireLogin);
  if (!loggedIn) return;
  const state: RootState = yield select();
  if (!chatFlagOn(state)) return;
  if (state.session.member?.type === TRIAL_ACCOUNT_TYPE) {
    yield call(ask, { kind: 'warning', key: 'roles.in_please_information' });
    return;
  }
  yield put(chatActions.opened());
  if (state.chat.url === null && state.chat.urlStatus !== 'loading') {
    yield race({ fetched: call(fetchChatUrl), ended: take(sessionActions.sessionEnded.type) });
  }
}

function* retryUrlFlow() {
  const available: boolean = yield select(chatAvailable);
  if (!available) return;
  yield race({ fetched: call(fetchChatUrl), ended: take(sessionActions.sessionEnded.type) });
}

/** A new language or theme: the chat page is asked for again in it (title, header colour). */
function* preferenceFlow() {
  const state: RootState = yield select();
  if (!chatAvailable(state) || state.chat.url === null) return;
  yield call(retryUrlFlow);
}

/** What the chat page is asked in: the language and the header colour. */
const chatPreferences = (s: RootState) => `${s.preferences.language} ${chatHeaderColour(s)}`;

export function* watchChat() {
  yield takeLatest(sessionActions.memberInfoLoaded.type, chatLoginFlow);
  yield takeLeading(chatActions.openRequested.type, openChatFlow);
  yield takeLatest(chatActions.urlRequested.type, retryUrlFlow);
  // Only a change asks again: the header saves the theme it already shows each time it mounts.
  let seen: string = yield select(chatPreferences);
  yield takeLatest(
    [preferencesActions.languageChosen.type, preferencesActions.themeChanged.type],
    function* preferenceChanged() {
      const now: string = yield select(chatPreferences);
      if (now === seen) return;
      seen = now;
      yield call(preferenceFlow);
    },
  );
}
