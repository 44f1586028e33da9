import type { EventChannel } from 'redux-saga';
import { call, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import { TRIAL_ACCOUNT_TYPE } from '@/api/contract/constants';
import type { PlaySession } from '@/api/contract/member-responsible';
import type { RootState } from '@/app/store';
import { ask } from '@/core/dialogs/sagas';
import { shownPage } from '@/core/loaded-part';
import { memberCentreAddress } from '@/core/member-centre-address';
import { modalsActions } from '@/core/modals/slice';
import { navigationActions } from '@/core/navigation/slice';
import { pageFailureOf } from '@/core/page-failure';
import { services, type Services } from '@/core/services';
import { sessionActions } from '@/core/session/slice';
import { formatDateTime } from '@/lib/format';
import { nextCheckAt, overdueCheckAt, timeUpAtOf } from './rules';
import { limitKeyOf, responsibleActions } from './slice';

// ---------------------------------------------------------------------------------------------
// The page: the settings while shown; each change answers the settings as they now stand.

export function* loadSettings() {
  const { api }: Services = yield* services();
  yield put(responsibleActions.loading());
  try {
    const value: ResponseOf<'responsibleSettings'> = yield call(api.call, 'responsibleSettings');
    yield put(responsibleActions.loaded(value));
  } catch (error) {
    yield put(responsibleActions.failed(pageFailureOf(error)));
  }
}

export function* responsiblePageFlow() {
  yield* shownPage({
    closed: responsibleActions.closed.type,
    reload: [],
    load: loadSettings,
  });
}

function* save(
  key: string,
  request: (api: Services['api']) => Promise<ResponseOf<'setPlayLimit'>>,
) {
  const { api }: Services = yield* services();
  yield put(responsibleActions.saveStarted(key));
  try {
    const value: ResponseOf<'setPlayLimit'> = yield call(request, api);
    yield put(responsibleActions.saveSucceeded(value));
    return true;
  } catch (error) {
    yield put(responsibleActions.saveFailed(pageFailureOf(error)));
    return false;
  }
}

export function* limitFlow(action: ReturnType<typeof responsibleActions.limitSubmitted>) {
  yield* save(limitKeyOf(action.payload), (api) => api.call('setPlayLimit', action.payload));
}

export function* cancelChangeFlow(
  action: ReturnType<typeof responsibleActions.limitChangeCancelled>,
) {
  yield* save(limitKeyOf(action.payload), (api) =>
    api.call('cancelPlayLimitChange', action.payload),
  );
}

export function* realityCheckSaveFlow(
  action: ReturnType<typeof responsibleActions.realityCheckSubmitted>,
) {
  const minutes = action.payload;
  const saved: boolean = yield* save('realityCheck', (api) =>
    api.call('setRealityCheck', { minutes }),
  );
  // The running reality check starts over with the new interval.
  if (saved) yield put(responsibleActions.realityCheckChanged(minutes));
}

/** Back to the visitor's view at '/' (the server has ended the session, or the member left). */
function* signedOut() {
  yield put(sessionActions.sessionEnded({ reason: 'logout' }));
  yield put(modalsActions.allClosed());
  yield put(navigationActions.navigateRequested({ to: '/' }));
}

/**
 * A time-out or self-exclusion, confirmed with the password: the server ends every session, so
 * the portal signs out at once and says until when (a wrong password keeps the form as typed).
 */
export function* exclusionFlow(action: ReturnType<typeof responsibleActions.exclusionSubmitted>) {
  const { api }: Services = yield* services();
  yield put(responsibleActions.exclusionStarted(action.payload.kind));
  let endsAt: number;
  try {
    const value: ResponseOf<'selfExclude'> = yield call(api.call, 'selfExclude', action.payload);
    endsAt = value.endsAt;
  } catch (error) {
    yield put(responsibleActions.exclusionFailed(pageFailureOf(error)));
    return;
  }
  yield* signedOut();
  yield call(ask, {
    kind: 'info',
    key:
      action.payload.kind === 'TIMEOUT'
        ? 'responsible.exclusion.doneTimeout'
        : 'responsible.exclusion.doneSelf',
    params: { end: formatDateTime(endsAt) },
  });
}

// ---------------------------------------------------------------------------------------------
// The reality check: every 15, 30 or 60 minutes of a session, the session's length and net.

/** Wall-clock time (a service in tests would be the fake clock's Date.now as well). */
const now = () => Date.now();

/**
 * Waits until `dueAt` (wall-clock ms) while the tab is shown. While it is hidden no timer runs at
 * all (the visibility channel alone is listened to); when it shows again a time already passed
 * ends the wait at once, else a single timer runs to the time left.
 */
export function* waitUntilDue(dueAt: number) {
  const { visibility }: Services = yield* services();
  const changes: EventChannel<boolean> | null = visibility ? yield call(visibility) : null;
  try {
    let visible = true;
    for (;;) {
      const wait = dueAt - now();
      if (visible && wait <= 0) return;
      if (!changes) {
        yield delay(wait);
        continue;
      }
      const { shown }: { shown?: boolean } = yield race(
        visible ? { shown: take(changes), tick: delay(wait) } : { shown: take(changes) },
      );
      if (shown !== undefined) visible = shown;
    }
  } finally {
    if (changes) changes.close();
  }
}

/** The session with its start on the server's clock (what identifies it across reloads). */
type ShownSession = PlaySession & { serverStartedAt: number };

/** The session as the server knows it, its start moved onto this device's clock; null: no answer. */
function* playSession() {
  const { api }: Services = yield* services();
  try {
    const value: ResponseOf<'playSession'> = yield call(api.call, 'playSession');
    const startedAt = value.startedAt + (now() - value.serverTime);
    return { ...value, startedAt, serverStartedAt: value.startedAt } as ShownSession;
  } catch {
    return null;
  }
}

/** Shows the dialog (the reminder, or today's play time used up) and carries out the answer. */
function* showRealityCheck(session: PlaySession, kind: 'check' | 'timeUp' = 'check') {
  const { api, location }: Services = yield* services();
  yield put(responsibleActions.realityCheckShown({ session, at: now(), kind }));
  yield put(modalsActions.opened({ name: 'realityCheck' }));
  const answer: ReturnType<typeof responsibleActions.realityCheckAnswered> = yield take(
    responsibleActions.realityCheckAnswered.type,
  );
  yield put(modalsActions.closed('realityCheck'));
  if (answer.payload === 'history') {
    yield put(
      navigationActions.navigateRequested({
        to: memberCentreAddress(location(), 'personalHistoryCopy'),
      }),
    );
  } else if (answer.payload === 'logout') {
    try {
      yield call(api.call, 'logout');
    } catch {
      /* signed out here whatever the server says */
    }
    yield* signedOut();
  }
}

/**
 * Where this tab keeps the last reality check it showed (per session start, as time into the
 * session: the local clock's idea of the start moves with the server's clock): a reload goes on.
 */
const SHOWN_KEY = 'responsible.realityCheckShown';

function shownUpTo(sessionStart: number): number | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? 'null') as {
      sessionStart: number;
      at: number;
    } | null;
    return kept?.sessionStart === sessionStart ? kept.at : null;
  } catch {
    return null;
  }
}

function keepShown(sessionStart: number, at: number) {
  try {
    sessionStorage.setItem(SHOWN_KEY, JSON.stringify({ sessionStart, at }));
  } catch {
    /* storage refused: a reload may show the last check again */
  }
}

/** Waits for the end of today's play time; answers true (a race winner with a value). */
function* timeRunsOut(at: number) {
  yield* waitUntilDue(at);
  return true as const;
}

function* realityCheckLoop() {
  const first: ShownSession | null = yield* playSession();
  if (!first) return;
  let minutes: number = first.realityCheckMinutes;
  // The daily session time limit: when today's play time runs out (once per page load).
  let timeUpAt: number | null = timeUpAtOf(first.playTime, now());
  const sessionStart = first.serverStartedAt;
  // A check that fell due while no page of this tab showed is shown at once.
  const shownInto = shownUpTo(sessionStart);
  const overdue = overdueCheckAt(
    first.startedAt,
    minutes,
    now(),
    shownInto === null ? null : first.startedAt + shownInto,
  );
  if (overdue !== null && timeUpAt !== null && timeUpAt <= now())
    keepShown(sessionStart, overdue - first.startedAt);
  else if (overdue !== null) {
    keepShown(sessionStart, overdue - first.startedAt);
    yield* showRealityCheck(first);
  }
  for (;;) {
    const dueAt = nextCheckAt(first.startedAt, minutes, now());
    const {
      changed,
      timeUp,
    }: { changed?: ReturnType<typeof responsibleActions.realityCheckChanged>; timeUp?: true } =
      yield race({
        due: call(waitUntilDue, dueAt),
        changed: take(responsibleActions.realityCheckChanged.type),
        ...(timeUpAt === null ? {} : { timeUp: call(timeRunsOut, timeUpAt) }),
      });
    if (changed) {
      minutes = changed.payload;
      continue;
    }
    const current: PlaySession | null = yield* playSession();
    if (timeUp !== undefined) {
      timeUpAt = null;
      yield* showRealityCheck(current ?? first, 'timeUp');
    } else {
      keepShown(sessionStart, dueAt - first.startedAt);
      yield* showRealityCheck(current ?? first);
    }
  }
}

/**
 * The reality check of a member's session (started after the member info loads, lazily): only
 * while the module is on and for a real account; it ends with the session.
 */
export function* realityCheckFlow() {
  const state: RootState = yield select();
  if (state.system.flags.RESPGAME3 !== true || state.session.member?.type === TRIAL_ACCOUNT_TYPE)
    return;
  yield race({
    run: call(realityCheckLoop),
    ended: take(sessionActions.sessionEnded.type),
  });
}

export function* watchResponsible() {
  yield takeLatest(responsibleActions.opened.type, responsiblePageFlow);
  yield takeLeading(responsibleActions.limitSubmitted.type, limitFlow);
  yield takeLeading(responsibleActions.limitChangeCancelled.type, cancelChangeFlow);
  yield takeLeading(responsibleActions.realityCheckSubmitted.type, realityCheckSaveFlow);
  yield takeLeading(responsibleActions.exclusionSubmitted.type, exclusionFlow);
}
