import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { call, put, race, take } from 'redux-saga/effects';
import type { ApiClient } from '@/api/client';
import { pollWhileVisible } from '@/core/poll';
import { services, type Services } from '@/core/services';
import { sessionActions } from '@/core/session/slice';
import { failureOf, pageGate, type Failure } from './failure';

export interface PageFlowOptions {
  /** The page left (its unmount): everything it runs stops. */
  closed: string;
  /** Puts why the page cannot call (null: it may). */
  gated: (gate: Failure | null) => PayloadAction<Failure | null>;
  /** What the page runs while it may call. */
  live: () => Generator<unknown, unknown, never>;
}

/**
 * A money page while it is shown: gated (no session, trial account) or live; a new member (a login)
 * or the end of the session checks the gate again. Everything stops when the page closes.
 */
export function* shownPageFlow({ closed, gated, live }: PageFlowOptions) {
  yield race({ page: call(gatedPage, gated, live), closed: take(closed) });
}

function* gatedPage(gated: PageFlowOptions['gated'], live: PageFlowOptions['live']) {
  for (;;) {
    const gate: Failure | null = yield call(pageGate);
    yield put(gated(gate));
    const until = {
      member: take(sessionActions.memberInfoLoaded.type),
      ended: take(sessionActions.sessionEnded.type),
    };
    yield race(gate ? until : { ...until, live: call(live) });
  }
}

/**
 * `loadOnce` now, then every `periodMs` while it returns true (something is still under way) and
 * the tab is shown; once it settles (or fails), one of `restart` starts it again.
 */
export function* pollUntilSettled(
  periodMs: number,
  loadOnce: () => Generator<unknown, boolean>,
  restart: string[],
) {
  for (;;) {
    yield call(pollWhileVisible, periodMs, loadOnce);
    yield take(restart);
  }
}

/** The three actions a loaded part of a page puts. */
export interface LoadActions<T> {
  loading: () => Action;
  loaded: (value: T) => Action;
  failed: (failure: Failure) => Action;
}

/** One call into a part of the page: loading, then its value (returned) or why it failed (null). */
export function* loadInto<T>(fetch: (api: ApiClient) => Promise<T>, actions: LoadActions<T>) {
  const { api }: Services = yield* services();
  yield put(actions.loading());
  try {
    const value: T = yield call(fetch, api);
    yield put(actions.loaded(value));
    return value;
  } catch (error) {
    yield put(actions.failed(failureOf(error)));
    return null;
  }
}
