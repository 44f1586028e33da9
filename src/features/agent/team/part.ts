import type { Action } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import type { ApiClient } from '@/api/client';
import { pageFailureOf, type PageFailure } from '@/core/page-failure';
import { services, type Services } from '@/core/services';

/** One loaded part of a team page: its call's state, why it failed, its last answer (kept). */
export interface Part<T> {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  failure: PageFailure | null;
  value: T | null;
}

export const idle = <T>(): Part<T> => ({ status: 'idle', failure: null, value: null });
export const loading = <T>(part: Part<T>): Part<T> => ({
  ...part,
  status: 'loading',
  failure: null,
});
export const loaded = <T>(value: T): Part<T> => ({ status: 'loaded', failure: null, value });
export const failed = <T>(failure: PageFailure, value: T | null = null): Part<T> => ({
  status: 'failed',
  failure,
  value,
});

/** One call into a part: loading, then its value (returned) or why it failed (null). */
export function* load<T>(
  fetch: (api: ApiClient) => Promise<T>,
  actions: {
    loading: () => Action;
    loaded: (value: T) => Action;
    failed: (failure: PageFailure) => Action;
  },
) {
  const { api }: Services = yield* services();
  yield put(actions.loading());
  try {
    const value: T = yield call(fetch, api);
    yield put(actions.loaded(value));
    return value;
  } catch (error) {
    yield put(actions.failed(pageFailureOf(error)));
    return null;
  }
}
