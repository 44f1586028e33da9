import { Component, lazy, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { SECTION_LOAD_TIMEOUT_MS } from './routes';

export class SectionLoadTimeout extends Error {
  override readonly name = 'SectionLoadTimeout';
}

/** Rejects with SectionLoadTimeout when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SectionLoadTimeout(`Section did not load within ${ms} ms`)), ms);
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

/** A lazily loaded section that fails with SectionLoadTimeout after 120 s (spec 1 §2.2). */
export function lazySection(
  loader: () => Promise<{ default: ComponentType }>,
  timeoutMs = SECTION_LOAD_TIMEOUT_MS,
) {
  return lazy(() => withTimeout(loader(), timeoutMs));
}

interface BoundaryProps {
  section: string;
  onFailure: (failure: { section: string; reason: 'timeout' | 'error'; message: string }) => void;
  fallback: (reason: 'timeout' | 'error') => ReactNode;
  children: ReactNode;
}

/** Catches a section that failed to load or render, reports it and shows the fallback. */
export class SectionBoundary extends Component<BoundaryProps, { reason: 'timeout' | 'error' | null }> {
  override state = { reason: null as 'timeout' | 'error' | null };

  static getDerivedStateFromError(error: unknown) {
    return { reason: error instanceof SectionLoadTimeout ? ('timeout' as const) : ('error' as const) };
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
