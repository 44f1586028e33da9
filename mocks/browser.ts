import { setupWorker } from 'msw/browser';
import { createMemoryDb } from './db/state';
import { createHandlers } from './handlers';
import { applyPreset } from './control';
import { DEFAULT_DOMAINS } from './scenario';

/**
 * The handlers in the browser (worker mode: static demo, Ladle). Data lives in memory for the
 * page's life; `?scenario=<preset>` picks a preset of mocks/scenarios. The page's host is one of the
 * platform's domains (the domain check lets the demo run wherever it is served).
 */
export async function startWorker(
  preset = new URLSearchParams(window.location.search).get('scenario'),
  /** The worker script: the static demo's is the app's own `sw.js`, which imports MSW's. */
  script = 'mockServiceWorker.js',
) {
  const db = createMemoryDb();
  if (preset && !applyPreset(db, preset))
    console.warn(`[mock] unknown scenario preset '${preset}'`);
  // The static demo runs wherever it is put: its own host is one of the platform's domains.
  const { scenario } = db.state();
  scenario.domains ??= [...DEFAULT_DOMAINS, window.location.hostname];
  const worker = setupWorker(...createHandlers(db));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}${script}` },
  });
  // The scenario panel's launcher (mocks/panel): its own chunks, loaded only in the demo build.
  void import('./panel/launcher');
  return { worker, db };
}
