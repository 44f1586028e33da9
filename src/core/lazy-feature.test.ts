import { createSlice } from '@reduxjs/toolkit';
import { put, take, takeLeading } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { dialogsActions } from '@/core/dialogs/slice';
import { createTestStore, waitForState } from '@/testing/harness';
import { featureClosure, lazyWorker, type LazyFeature } from './lazy-feature';

const counter = createSlice({
  name: 'lazyCounter',
  initialState: { count: 0 },
  reducers: { bumped: (s) => void (s.count += 1) },
});

const runs: string[] = [];
const feature: LazyFeature = {
  name: 'lazyCounter',
  reducer: counter.reducer,
  *saga() {
    for (;;) {
      yield take('test/bump');
      yield put(counter.actions.bumped());
    }
  },
};
const featureModule = {
  feature,
  *worker(action: { type: string }) {
    runs.push(action.type);
    yield put({ type: 'test/bump' });
  },
};

type WithCounter = { lazyCounter?: { count: number } };

describe('lazy features', () => {
  it('injects the reducer and starts the saga once per store, what it requires first', () => {
    const other: LazyFeature = { name: 'other', reducer: (s: { on: boolean } = { on: true }) => s };
    const { store } = createTestStore();
    expect((store.getState() as WithCounter).lazyCounter).toBeUndefined();
    store.injectFeature({ ...feature, requires: [other] });
    store.injectFeature(feature);
    store.dispatch({ type: 'test/bump' });
    expect((store.getState() as WithCounter).lazyCounter?.count).toBe(1); // one saga, not two
    expect((store.getState() as { other?: { on: boolean } }).other).toEqual({ on: true });
    expect(
      featureClosure({ name: 'a', requires: [{ name: 'b', requires: [{ name: 'a' }] }] }).map(
        (f) => f.name,
      ),
    ).toEqual(['a', 'b']);
  });

  it('a lazy worker loads its chunk, injects the feature into its own store, then runs', async () => {
    const { store, task } = createTestStore();
    task.toPromise().catch(() => undefined);
    const watcher = function* () {
      yield takeLeading(
        'test/start',
        lazyWorker(async () => featureModule, 'worker'),
      );
    };
    store.injectFeature({ name: 'starter', saga: watcher });
    store.dispatch({ type: 'test/start' });
    await waitForState(store, (s) => (s as WithCounter).lazyCounter?.count === 1);
    expect(runs).toEqual(['test/start']);
  });

  it('a chunk that fails to load is reported and told, and the watcher keeps listening', async () => {
    const { store } = createTestStore();
    let attempts = 0;
    const watcher = function* () {
      yield takeLeading(
        'test/start',
        lazyWorker(async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
          return featureModule;
        }, 'worker'),
      );
    };
    store.injectFeature({ name: 'starter2', saga: watcher });
    store.dispatch({ type: 'test/start' });
    const failed = await waitForState(store, (s) => s.dialogs.queue.length > 0);
    expect(failed.dialogs.queue[0]).toMatchObject({ kind: 'error', key: 'errors.featureFailed' });
    expect(failed.navigation.failures).toEqual([
      {
        section: 'worker',
        reason: 'error',
        message: 'Failed to fetch dynamically imported module',
      },
    ]);
    store.dispatch(dialogsActions.answered({ id: failed.dialogs.queue[0]!.id, confirmed: true }));
    // The next start loads the chunk and runs.
    store.dispatch({ type: 'test/start' });
    await waitForState(store, (s) => (s as WithCounter).lazyCounter !== undefined);
  });
});
