import { useEffect, useState } from 'react';

/** Promotion swiper autoplay interval (spec 1 §2.9, §9). */
export const AUTOPLAY_MS = 5000;

/** True when the user asked the system for reduced motion (follows changes). */
export function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setReduced(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * Calls `advance` every `ms` while `active` (more than one slide, not paused by hover or focus,
 * no reduced-motion preference). The timer restarts when `restartKey` changes (a manual move).
 */
export function useAutoplay(
  advance: () => void,
  active: boolean,
  restartKey: unknown = null,
  ms = AUTOPLAY_MS,
) {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(advance, ms);
    return () => clearInterval(timer);
  }, [advance, active, ms, restartKey]);
}
