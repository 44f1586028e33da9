/**
 * The installed app's service worker (vite.config.ts builds `/sw.js` with Workbox): registered
 * once the page has loaded and the browser is idle, so it never competes with the first route's
 * bytes or start-up tasks. When a new build's worker has installed and waits, the player is told
 * (`onUpdateReady`) and chooses when to reload: the waiting worker is asked to take over (the
 * `SKIP_WAITING` message Workbox's generated worker answers) and the page reloads once it
 * controls it.
 *
 * This module is on the first page, hence the browser's own API rather than workbox-window (its
 * 2 KB would count against the home route's budget for what these lines do).
 */

export interface RegistrationOptions {
  /** The worker's address (the build writes `/sw.js`). */
  url: string;
  /** A new version waits: `reload` hands control to it and reloads the page. */
  onUpdateReady: (reload: () => void) => void;
  /** Longest wait for an idle moment after load (ms). */
  idleTimeoutMs?: number;
}

/** Registers the worker after load and idle; false when the browser has no service workers. */
export function registerServiceWorker(win: Window, options: RegistrationOptions): boolean {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return false;
  const waiting = (worker: ServiceWorker) => {
    // The first install has nothing to replace: only a worker after another one waits.
    if (!container.controller) return;
    options.onUpdateReady(() => {
      container.addEventListener('controllerchange', () => win.location.reload(), {
        once: true,
      });
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  const start = () => {
    container
      .register(options.url)
      .then((registration) => {
        if (registration.waiting) waiting(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed') waiting(worker);
          });
        });
      })
      // No worker is no app to install, never a broken page.
      .catch(() => undefined);
  };
  const whenIdle = () => {
    const idle = (win as Window & typeof globalThis).requestIdleCallback;
    if (typeof idle === 'function') idle(start, { timeout: options.idleTimeoutMs ?? 5_000 });
    else win.setTimeout(start, 1);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
  return true;
}
