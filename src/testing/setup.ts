import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { stopTestStores } from './live-tasks';
import { WAIT_MS } from './wait-ms';

// waitFor and findBy wait up to WAIT_MS (1 s by default).
configure({ asyncUtilTimeout: WAIT_MS });
// vi.waitFor too (its own default is 1 s): a test that names a timeout keeps it.
const ownWaitFor = vi.waitFor as typeof vi.waitFor & { withDefault?: true };
if (!ownWaitFor.withDefault) {
  const waitFor: typeof vi.waitFor = (callback, options) =>
    ownWaitFor(
      callback,
      typeof options === 'number' ? options : { ...options, timeout: options?.timeout ?? WAIT_MS },
    );
  vi.waitFor = Object.assign(waitFor, { withDefault: true as const });
}

/*
 * The test files share their worker and its jsdom (vitest.config.ts: isolate false), which saves
 * a worker, a jsdom and the MSW/faker imports per file. This setup runs again before each file and
 * gives it what isolation gave: fresh app modules (stores, i18next and its texts, caches, the mock
 * data and server), and a blank page, storage, cookies, address and real timers.
 */
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
if (typeof window !== 'undefined') resetPage();
const { mockDb, server } = await import('../../mocks/node');

/** The page as a new jsdom has it. */
function resetPage() {
  cleanup();
  for (const element of [document.documentElement, document.head, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.useRealTimers(); // a test's fake clock ends with it
  cleanup();
  stopTestStores();
  server.resetHandlers();
  server.events.removeAllListeners(); // the test's call recorders (src/testing/requests.ts)
  mockDb.reset();
  if (typeof window !== 'undefined') {
    sessionStorage.clear();
    localStorage.clear();
  }
});
afterAll(() => server.close());
