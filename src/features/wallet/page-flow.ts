import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, race, take } from 'redux-saga/effects';
import { whileShown } from '@/core/loaded-part';
import { pollWhileVisible } from '@/core/poll';
import { sessionActions } from '@/core/session/slice';
import { pageGate, type Failure } from './failure';

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
  yield* whileShown(closed, () => gatedPage(gated, live));
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
