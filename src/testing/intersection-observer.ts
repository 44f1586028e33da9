import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** One IntersectionObserver the code under test made, as the test sees it. */
export interface StubObserver {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  /** The elements it watches now. */
  observed: Element[];
  disconnect: ReturnType<typeof vi.fn>;
  /** Reports these entries to the observer's callback, inside act(). */
  report: (entries: Partial<IntersectionObserverEntry>[]) => void;
}

/**
 * Replaces IntersectionObserver (jsdom lays nothing out) with observers that report only when the
 * test says so; returns the observers made, in order. Ends with `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver(): StubObserver[] {
  const observers: StubObserver[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        const observer: StubObserver = {
          callback,
          options,
          observed: [],
          disconnect: vi.fn(),
          report: (entries) =>
            act(() => callback(entries as IntersectionObserverEntry[], this as never)),
        };
        observers.push(observer);
        this.observed = observer.observed;
        this.disconnect = observer.disconnect;
      }
      observed: Element[];
      disconnect: ReturnType<typeof vi.fn>;
      observe(el: Element) {
        this.observed.push(el);
      }
      unobserve(el: Element) {
        const at = this.observed.indexOf(el);
        if (at >= 0) this.observed.splice(at, 1);
      }
      takeRecords() {
        return [];
      }
    },
  );
  return observers;
}

/** Reports `target` near the viewport to the observer watching it. */
export function reportNear(observers: StubObserver[], target: Element) {
  const observer = observers.find((o) => o.observed.includes(target));
  if (!observer) throw new Error('no observer watches that element');
  observer.report([{ isIntersecting: true, target }]);
}
