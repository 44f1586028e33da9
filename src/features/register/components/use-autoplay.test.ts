import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_MS, useAutoplay } from './use-autoplay';

describe('promotion swiper autoplay (spec 1 §2.9, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 5000 ms while active', () => {
    const advance = vi.fn();
    renderHook(() => useAutoplay(advance, true));
    vi.advanceTimersByTime(AUTOPLAY_MS - 1);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AUTOPLAY_MS * 2);
    expect(advance).toHaveBeenCalledTimes(3);
    expect(AUTOPLAY_MS).toBe(5000);
  });

  it('never moves when inactive (one slide, hovered, focused, reduced motion)', () => {
    const advance = vi.fn();
    renderHook(() => useAutoplay(advance, false));
    vi.advanceTimersByTime(AUTOPLAY_MS * 3);
    expect(advance).not.toHaveBeenCalled();
  });

  it('pauses when it becomes inactive and restarts the wait after a manual move', () => {
    const advance = vi.fn();
    const { rerender } = renderHook(({ active, key }) => useAutoplay(advance, active, key), {
      initialProps: { active: true, key: 0 },
    });
    vi.advanceTimersByTime(AUTOPLAY_MS - 1000);
    rerender({ active: true, key: 1 });
    vi.advanceTimersByTime(AUTOPLAY_MS - 1000);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(advance).toHaveBeenCalledTimes(1);
    rerender({ active: false, key: 1 });
    vi.advanceTimersByTime(AUTOPLAY_MS * 2);
    expect(advance).toHaveBeenCalledTimes(1);
  });
});
