import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { call, put, race, take, takeLatest } from 'redux-saga/effects';
import { sessionActions } from '@/core/session/slice';
import type { ApiClient } from '@/api/client';
import { services, type Services } from '@/core/services';
import { pageFailureOf, type PageFailure } from '@/core/page-failure';

/**
 * The loaded part of a page: one call's state, why it failed, its last answer (kept while the
 * next call loads and after it fails). One shape for every page made of loaded parts (the member
 * and agent centres, the point mall, the wallet's pages); `F` is how the page tells a failure.
 */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface Part<T, F = PageFailure> {
  status: LoadStatus;
  failure: F | null;
  value: T | null;
}

/** What a part's state needs for the reducers below (a part, or a list that keeps its items). */
interface Loading<F> {
  status: LoadStatus;
  failure: F | null;
}

/** Not asked yet. */
export const idlePart = <T, F = PageFailure>(): Part<T, F> => ({
  status: 'idle',
  failure: null,
  value: null,
});

/** Its call went out (again): what it answered before stays while it loads. */
export const loadingPart = <P extends Loading<unknown>>(part: P): P => ({
  ...part,
  status: 'loading',
  failure: null,
});

/** A part that answered `value`. */
export const loadedPart = <T, F = PageFailure>(value: T): Part<T, F> => ({
  status: 'loaded',
  failure: null,
  value,
});

/** A part whose call failed; what it answered before (if anything) stays. */
export const failedPart = <T, F = PageFailure>(failure: F, value: T | null = null): Part<T, F> => ({
  status: 'failed',
  failure,
  value,
});

/** The same failure on a part's state, keeping the rest (its last answer, its query). */
export const withFailure = <P extends Loading<F>, F>(part: P, failure: F): P => ({
  ...part,
  status: 'failed',
  failure,
});

/**
 * The loading / loaded / failed case reducers of the part `partOf` picks in a slice's state (for
 * createSlice): its last answer stays while it loads again and after it fails.
 */
export function partReducers<S, T, F = PageFailure>(partOf: (state: S) => Part<T, F>) {
  return {
    loading(state: S) {
      const part = partOf(state);
      part.status = 'loading';
      part.failure = null;
    },
    loaded(state: S, action: PayloadAction<T>) {
      const part = partOf(state);
      part.status = 'loaded';
      part.failure = null;
      part.value = action.payload;
    },
    failed(state: S, action: PayloadAction<F>) {
      const part = partOf(state);
      part.status = 'failed';
      part.failure = action.payload;
    },
  };
}

/** The three actions a loaded part puts. */
export interface PartActions<T, F = PageFailure> {
  loading: () => Action;
  loaded: (value: T) => Action;
  failed: (failure: F) => Action;
}

/**
 * One call into a part of a page: loading, then its value (returned) or why it failed (null);
 * `failureOf` tells the failure (the member centre's kinds by default).
 */
export function* loadPart<T, F = PageFailure>(
  fetch: (api: ApiClient) => Promise<T>,
  actions: PartActions<T, F>,
  failureOf: (error: unknown) => F = pageFailureOf as (error: unknown) => F,
) {
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

/** A loaded list of a page: the same states, its items (none until the first answer). */
export interface PartList<T, F = PageFailure> {
  status: LoadStatus;
  failure: F | null;
  items: T[];
}

export const idleList = <T, F = PageFailure>(): PartList<T, F> => ({
  status: 'idle',
  failure: null,
  items: [],
});

export const loadedList = <T, F = PageFailure>(items: T[]): PartList<T, F> => ({
  status: 'loaded',
  failure: null,
  items,
});

/**
 * A list as a part: its items once there are some or once loaded (then possibly none), else
 * nothing yet (the first load, or a failure before any answer).
 */
export const listPart = <T, F = PageFailure>(list: PartList<T, F>): Part<T[], F> => ({
  status: list.status,
  failure: list.failure,
  value: list.items.length > 0 || list.status === 'loaded' ? list.items : null,
});

/** A page while it is shown: `page` runs until `closed` (the page's unmount) stops everything. */
export function* whileShown(closed: string, page: () => Generator) {
  yield race({ page: call(page), closed: take(closed) });
}

/**
 * A page of loaded parts while it is shown: `load` now, again on each of `reload` (a retry, a new
 * period) and after a new login (the session ended and the member logged in again); everything
 * stops on `closed`.
 */
export function* shownPage(opts: {
  closed: string;
  reload: string[];
  load: (action?: unknown) => Generator<unknown, unknown, never>;
}) {
  yield* whileShown(opts.closed, function* page() {
    yield takeLatest([...opts.reload, sessionActions.memberInfoLoaded.type], opts.load);
    yield call(opts.load);
  });
}
