import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';

/** An observer that never reports: jsdom lays nothing out, so nothing resizes or scrolls into view. */
class SilentObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/**
 * What the carousel (embla) needs of the browser and jsdom lacks: matchMedia, ResizeObserver and
 * IntersectionObserver. Without them a carousel that mounts (the banners' engine loads when the
 * first slide change is due) throws in its effect and takes the whole tree down. Media queries do
 * not match, except the reduced-motion preference when `reducedMotion` is asked for. The stubs end
 * with `endCarouselApis()` after each test (and the setup's unstubbing, before the next file).
 */
export function stubCarouselApis({ reducedMotion = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
  vi.stubGlobal('ResizeObserver', SilentObserver);
  vi.stubGlobal('IntersectionObserver', SilentObserver);
}

/**
 * Ends the stubs after a test: the page unmounts first. An engine still loading when the test ends
 * (woken by its last hover or timer) would otherwise mount without them and throw in the next test.
 */
export function endCarouselApis() {
  cleanup();
  vi.unstubAllGlobals();
}
