import { useEffect, useRef, type RefObject } from 'react';
import {
  INFINITE_SCROLL_BIND_RETRIES,
  INFINITE_SCROLL_BIND_RETRY_MS,
  INFINITE_SCROLL_THROTTLE_MS,
} from './constants';

interface Options {
  /** The element at the end of the list: when it comes within a screen of the viewport, more loads. */
  sentinel: RefObject<HTMLElement | null>;
  enabled: boolean;
  /** Whether a next page can be asked for now (more pages, nothing loading). */
  ready: boolean;
  onLoadMore: () => void;
}

/**
 * Infinite scroll (spec 2 §9): scroll and resize checks are throttled to one per 200 ms; binding
 * waits for the sentinel to mount, retrying up to 10 times 50 ms apart. Whenever loading ends the
 * check runs again, so a short page keeps loading until the viewport is filled.
 */
export function useInfiniteScroll({ sentinel, enabled, ready, onLoadMore }: Options) {
  const latest = useRef({ ready, onLoadMore });
  latest.current = { ready, onLoadMore };
  const checkRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let bound = false;
    const check = () => {
      const el = sentinel.current;
      if (!el || !latest.current.ready) return;
      const { top } = el.getBoundingClientRect();
      if (top <= window.innerHeight * 2) latest.current.onLoadMore();
    };
    const throttled = () => {
      const now = Date.now();
      clearTimeout(trailing);
      if (now - last >= INFINITE_SCROLL_THROTTLE_MS) {
        last = now;
        check();
      } else {
        trailing = setTimeout(
          () => {
            last = Date.now();
            check();
          },
          INFINITE_SCROLL_THROTTLE_MS - (now - last),
        );
      }
    };
    const bind = (attempt: number) => {
      if (!sentinel.current) {
        if (attempt < INFINITE_SCROLL_BIND_RETRIES)
          retry = setTimeout(() => bind(attempt + 1), INFINITE_SCROLL_BIND_RETRY_MS);
        return;
      }
      bound = true;
      window.addEventListener('scroll', throttled, { passive: true });
      window.addEventListener('resize', throttled);
      checkRef.current = check;
      check();
    };
    bind(0);
    return () => {
      clearTimeout(trailing);
      clearTimeout(retry);
      checkRef.current = () => {};
      if (bound) {
        window.removeEventListener('scroll', throttled);
        window.removeEventListener('resize', throttled);
      }
    };
  }, [enabled, sentinel]);

  // A page arrived (or loading ended): the sentinel may still be in view.
  useEffect(() => {
    if (enabled && ready) checkRef.current();
  }, [enabled, ready]);
}
