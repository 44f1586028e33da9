import {
  Component,
  createElement,
  lazy,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useStore } from 'react-redux';
import type { Reducer } from '@reduxjs/toolkit';
import { call, getContext, put } from 'redux-saga/effects';
import { ask } from '@/core/dialogs/sagas';
import { navigationActions } from '@/core/navigation/slice';
import type { Saga } from 'redux-saga';
import { loadFeatureTexts, type DeferredTextFile } from '@/i18n/feature-texts';

/*
 * Lazy loading, one module. A lazy feature (`LazyFeature`, declared in a feature's `feature.ts`)
 * is injected into the store (reducer, watcher) and gets its texts when the first of these loads:
 *
 *   lazyComponent(() => import('...'), timeoutMs?)  a section (route), modal or block whose module
 *                                                  default-exports a component and may export
 *                                                  `feature`; sections pass the 120 s timeout
 *   lazyWorker(() => import('...'), 'xFlow')        a saga worker in a lazy chunk, registered by an
 *                                                  always-loaded watcher
 *
 * plus `activateFeature` (tests, stories) and the store's plumbing (`FeatureHost`,
 * `featureClosure`, `setActiveFeatureHost`), and `SectionBoundary` for sections that fail.
 */

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

export class SectionLoadTimeout extends Error {
  override readonly name = 'SectionLoadTimeout';
}

/** Rejects with SectionLoadTimeout when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new SectionLoadTimeout(`Section did not load within ${ms} ms`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A chunk's module: its component, and the lazy feature it belongs to, if any. */
export interface LazyModule<P> {
  default: ComponentType<P>;
  feature?: LazyFeature;
}

/** Injects the feature into the store of this tree (idempotent per store) before rendering. */
function withFeature<P extends object>(
  Inner: ComponentType<P>,
  feature: LazyFeature,
): ComponentType<P> {
  function FeatureScope(props: P) {
    const store = useStore() as unknown as Partial<FeatureHost>;
    useState(() => store.injectFeature?.(feature));
    return createElement(Inner, props);
  }
  FeatureScope.displayName = `Feature(${feature.name})`;
  return FeatureScope;
}

/**
 * A lazily loaded component whose chunk may carry a lazy feature: the feature's state, saga and
 * texts are in place before it renders.
 */
export function lazyComponent<P extends object>(
  loader: () => Promise<LazyModule<P>>,
  timeoutMs?: number,
) {
  return lazy(async () => {
    const load = async () => {
      const mod = await loader();
      if (!mod.feature) return { default: mod.default };
      await activateFeature(mod.feature);
      return { default: withFeature(mod.default, mod.feature) };
    };
    return timeoutMs ? withTimeout(load(), timeoutMs) : load();
  });
}

interface BoundaryProps {
  section: string;
  onFailure: (failure: { section: string; reason: 'timeout' | 'error'; message: string }) => void;
  fallback: (reason: 'timeout' | 'error') => ReactNode;
  children: ReactNode;
}

/** Catches a section that failed to load or render, reports it and shows the fallback. */
export class SectionBoundary extends Component<
  BoundaryProps,
  { reason: 'timeout' | 'error' | null }
> {
  override state = { reason: null as 'timeout' | 'error' | null };

  static getDerivedStateFromError(error: unknown) {
    return {
      reason: error instanceof SectionLoadTimeout ? ('timeout' as const) : ('error' as const),
    };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onFailure({
      section: this.props.section,
      reason: error instanceof SectionLoadTimeout ? 'timeout' : 'error',
      message: error.message,
    });
  }

  override render() {
    return this.state.reason ? this.props.fallback(this.state.reason) : this.props.children;
  }
}
