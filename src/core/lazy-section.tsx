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
import { SECTION_LOAD_TIMEOUT_MS } from './routes';
import { activateFeature, type FeatureHost, type LazyFeature } from './lazy-feature';

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
export function lazyWithFeature<P extends object>(
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

/** A lazily loaded section that fails with SectionLoadTimeout after 120 s (spec 1 §2.2). */
export function lazySection(
  loader: () => Promise<LazyModule<object>>,
  timeoutMs = SECTION_LOAD_TIMEOUT_MS,
) {
  return lazyWithFeature(loader, timeoutMs);
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
