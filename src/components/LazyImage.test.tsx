import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  LAZY_IMAGE_ATTEMPTS,
  LAZY_IMAGE_RETRY_MS,
  LazyImage,
  loadedImages,
  PRELOAD_ROOT_MARGIN,
} from './LazyImage';
import { stubIntersectionObserver, type StubObserver } from '@/testing/intersection-observer';

let observers: StubObserver[] = [];

beforeEach(() => {
  loadedImages.clear();
  observers = stubIntersectionObserver();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The observer reports the image's box near the viewport. */
const near = (container: HTMLElement) => {
  const box = container.querySelector('.lazy-image')!;
  observers.at(-1)!.report([{ isIntersecting: true, target: box }]);
};
const state = (container: HTMLElement) =>
  container.querySelector('.lazy-image')?.getAttribute('data-state');
const img = (container: HTMLElement) => container.querySelector('img');

describe('LazyImage', () => {
  it('waits until it nears the viewport (preload factor 1.3), then loads', () => {
    const { container } = render(<LazyImage src="/a.png" alt="Gold" />);
    expect(state(container)).toBe('waiting');
    expect(img(container)).toBeNull();
    expect(observers[0]!.options?.rootMargin).toBe(PRELOAD_ROOT_MARGIN);
    expect(PRELOAD_ROOT_MARGIN).toBe('30%');
    near(container);
    expect(state(container)).toBe('loading');
    fireEvent.load(img(container)!);
    expect(state(container)).toBe('loaded');
    expect(screen.getByRole('img', { name: 'Gold' })).toHaveAttribute('src', '/a.png');
  });

  it('watches every image with one observer and lets it go when none is left', () => {
    const first = render(<LazyImage src="/one.png" alt="" />);
    const second = render(<LazyImage src="/two.png" alt="" />);
    expect(observers).toHaveLength(1);
    expect(observers[0]!.observed).toHaveLength(2);
    near(second.container);
    expect(state(second.container)).toBe('loading');
    expect(state(first.container)).toBe('waiting');
    expect(observers[0]!.observed).toHaveLength(1);
    first.unmount();
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it('tries three times 200 ms apart, then shows the error placeholder', () => {
    vi.useFakeTimers();
    const { container } = render(<LazyImage src="/broken.png" alt="Broken" />);
    near(container);
    const seen: string[] = [];
    for (let attempt = 1; attempt <= LAZY_IMAGE_ATTEMPTS; attempt += 1) {
      seen.push(img(container)!.getAttribute('src')!);
      fireEvent.error(img(container)!);
      act(() => vi.advanceTimersByTime(LAZY_IMAGE_RETRY_MS));
    }
    expect(seen).toEqual(['/broken.png', '/broken.png?retry=1', '/broken.png?retry=2']);
    expect(state(container)).toBe('error');
    expect(img(container)).toBeNull();
    expect(screen.getByRole('img', { name: 'Broken' })).toHaveTextContent('B');
  });

  it('shows an image loaded before at once (cache of 200 addresses)', () => {
    loadedImages.add('/seen.png');
    const { container } = render(<LazyImage src="/seen.png" alt="" />);
    expect(state(container)).toBe('loaded');
    for (let i = 0; i < 200; i += 1) loadedImages.add(`/other-${i}.png`);
    expect(loadedImages.count).toBe(200);
    expect(loadedImages.has('/seen.png')).toBe(false);
  });

  it('shows the error placeholder without an address', () => {
    const { container } = render(<LazyImage src={null} alt="" />);
    expect(state(container)).toBe('error');
  });
});
