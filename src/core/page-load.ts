import type { Action } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import type { ApiClient } from '@/api/client';
import { services, type Services } from '@/core/services';
import { pageFailureOf, type PageFailure } from '@/core/page-failure';

/** The three actions a loaded part of a member-centre page (money, member, promotions) puts. */
export interface PartActions<T> {
  loading: () => Action;
  loaded: (value: T) => Action;
  failed: (failure: PageFailure) => Action;
}

/** One call into a part of a page: loading, then its value (returned) or why it failed (null). */
export function* loadPart<T>(fetch: (api: ApiClient) => Promise<T>, actions: PartActions<T>) {
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
