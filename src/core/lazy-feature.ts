import type { Reducer } from '@reduxjs/toolkit';
import { call, getContext, put } from 'redux-saga/effects';
import { ask } from '@/core/dialogs/sagas';
import { navigationActions } from '@/core/navigation/slice';
import type { Saga } from 'redux-saga';
import { loadFeatureTexts, type DeferredTextFile } from '@/i18n/feature-texts';

/**
 * A feature that ships in its own chunk (games, launch, lottery...): its reducer is injected into
 * the store and its watcher saga started the first time one of its sections, modals or workflows
 * loads, and its texts (a deferred catalogue file per language) are loaded with it. This keeps the
 * home route's bundle from growing with every feature.
 */
export interface LazyFeature {
  /** Store key of its state (and the feature's identity). */
  name: string;
  reducer?: Reducer;
  /** Watcher started once per store; it must begin with `take` effects (no `put` on start). */
  saga?: Saga;
  /** Deferred catalogue files the feature's screens use. */
  texts?: readonly DeferredTextFile[];
  /** Other lazy features this one's screens use (e.g. the home page shows games and lottery). */
  requires?: readonly LazyFeature[];
}

/** The feature and everything it requires, each once. */
export function featureClosure(feature: LazyFeature): LazyFeature[] {
  const seen = new Map<string, LazyFeature>();
  const visit = (f: LazyFeature) => {
    if (seen.has(f.name)) return;
    seen.set(f.name, f);
    f.requires?.forEach(visit);
  };
  visit(feature);
  return [...seen.values()];
}

/** Every text file of the feature and what it requires. */
const textsOf = (feature: LazyFeature) => [
  ...new Set(featureClosure(feature).flatMap((f) => f.texts ?? [])),
];

/** What a store offers lazy features. */
export interface FeatureHost {
  /** Injects the feature and what it requires (each once per store). */
  injectFeature(feature: LazyFeature): void;
}

let activeHost: FeatureHost | null = null;

/** The store created last (the running app, or the test's store). */
export function setActiveFeatureHost(host: FeatureHost) {
  activeHost = host;
}

/** Injects the feature into the running store and loads its texts. */
export async function activateFeature(feature: LazyFeature): Promise<void> {
  activeHost?.injectFeature(feature);
  const texts = textsOf(feature);
  if (texts.length) await loadFeatureTexts(texts);
}

/** A module that carries a lazy feature. */
export interface FeatureModule {
  feature: LazyFeature;
}

/** Loads a feature's chunk and activates it; resolves to the module. */
export async function loadFeature<M extends FeatureModule>(loader: () => Promise<M>): Promise<M> {
  const mod = await loader();
  await activateFeature(mod.feature);
  return mod;
}

/**
 * A saga worker whose code lives in a lazy feature's chunk: the first call loads the chunk,
 * injects the feature into this saga's store and loads its texts, then runs the worker. Register
 * it from an always-loaded watcher: `takeLeading(action, lazyWorker(() => import('...'), 'launchFlow'))`.
 */
export function lazyWorker<M extends FeatureModule, K extends keyof M>(
  loader: () => Promise<M>,
  worker: K,
) {
  return function* lazyWorkerSaga(...args: unknown[]): Generator<unknown, void, never> {
    const host: FeatureHost = yield getContext('features');
    let mod: M;
    try {
      mod = yield call(loader);
      host.injectFeature(mod.feature);
      const texts = textsOf(mod.feature);
      if (texts.length) yield call(loadFeatureTexts, texts);
    } catch (error) {
      // A chunk that cannot load (offline, a new deployment) is reported and told; the watcher
      // that started this worker, and every other saga, keep running.
      yield put(
        navigationActions.sectionLoadFailed({
          section: String(worker),
          reason: 'error',
          message: error instanceof Error ? error.message : String(error),
        }),
      );
      yield call(ask, { kind: 'error', key: 'errors.featureFailed' });
      return;
    }
    yield call(mod[worker] as (...a: unknown[]) => unknown, ...args);
  };
}
