import type { EventChannel } from 'redux-saga';
import { getContext } from 'redux-saga/effects';
import type { ApiClient } from '@/api/client';

/** What sagas may use of the outside world, injected as saga context (tests give fakes). */
export interface Services {
  api: ApiClient;
  /** The router's navigation. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Current path + search + hash. */
  location: () => string;
  /** window.open; null when the browser blocked the window. */
  openWindow: (url: string, name: string, features: string) => Window | null;
  /**
   * Opens a blank window under `name` now (inside the user's click) for an address given later
   * through openWindow; false when blocked. Absent: no reservation (tests, no windows).
   */
  reserveWindow?: (name: string, features: string) => boolean;
  /** Closes the window reserved under `name` if it never got an address. */
  releaseWindow?: (name: string) => void;
  random: () => number;
  /**
   * The draw the page's early script picked the image CDN with (it shows the first banner from
   * that host before the app runs: src/app/early-start.ts); absent, a draw of `random`.
   */
  imageCdnDraw?: number;
  /** The current host, sent to the status call as `url`. */
  host: () => string;
  /**
   * Page visibility: a channel that emits the current state first, then true when the tab is
   * shown and false when it is hidden (the balance poll pauses while hidden). Absent: always shown.
   */
  visibility?: () => EventChannel<boolean>;
}

/** `const s: Services = yield* services()` inside a saga. */
export function* services(): Generator<ReturnType<typeof getContext>, Services, Services> {
  return yield getContext('services');
}
