/**
 * `tsx scripts/check-demo-worker.ts [dir]` after `npm run build:demo`: the static demo (default
 * dist-demo) served as plain files, to prove that its two workers are one: the app's Workbox
 * worker (`/sw.js`) imports MSW's, so the mock answers the API from the same worker that
 * precaches the app, on the same scope. Checks, in headless Chromium: the portal starts on the
 * mocked API, `/sw.js` is the only registration and controls the page after a reload, the
 * precache is filled, and the demo still starts offline. Exit code 1 when a check fails.
 */
import path from 'node:path';
import express from 'express';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, errorMessage, PAGE_TIMEOUT_MS } from './bench-lib';
import { listenLocal } from '../mocks/server';

const dir = path.resolve(process.argv[2] ?? 'dist-demo');
const app = express();
app.use(express.static(dir, { index: false }));
app.use((_req, res) => res.sendFile(path.join(dir, 'index.html')));
const server = await listenLocal(app, 0, { dropConnections: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
try {
  const context = await browser.newContext();
  context.setDefaultTimeout(PAGE_TIMEOUT_MS);
  const page = await context.newPage();
  const portalShown = () =>
    page
      .getByRole('banner')
      .getByRole('button', { name: /^(Log in|Mag-log in)$/ })
      .waitFor()
      .then(
        () => true,
        () => false,
      );
  await page.goto(`${server.url}/`);
  check(await portalShown(), 'the demo starts on the mocked API');
  const scripts = await page.evaluate(() =>
    navigator.serviceWorker
      .getRegistrations()
      .then((all) =>
        all.map((r) => new URL((r.active ?? r.waiting ?? r.installing)?.scriptURL ?? '').pathname),
      ),
  );
  check(
    scripts.length === 1 && scripts[0] === '/sw.js',
    `one worker, /sw.js (${scripts.join(', ')})`,
  );
  const precached = await page.evaluate(async () => {
    for (let i = 0; i < 300; i += 1) {
      const name = (await caches.keys()).find((k) => k.includes('precache'));
      const count = name ? (await (await caches.open(name)).keys()).length : 0;
      if (count > 0) return count;
      await new Promise((wait) => setTimeout(wait, 100));
    }
    return 0;
  });
  check(precached > 0, `the app's precache is filled (${precached} files)`);
  await page.reload();
  check(await portalShown(), 'the demo starts again after a reload');
  const controller = await page.evaluate(
    () => navigator.serviceWorker.controller?.scriptURL ?? null,
  );
  check(controller !== null && controller.endsWith('/sw.js'), '/sw.js controls the page');
  const status = await page.evaluate(() =>
    fetch('/wps/system/status?url=demo', { headers: { Merchant: 'DEMO' } }).then((r) => r.status),
  );
  check(status === 200, `the worker's mock answers the API (HTTP ${status})`);
  await context.setOffline(true);
  await page.reload().catch(() => undefined);
  check(await portalShown(), 'the demo starts offline');
} catch (error) {
  failures.push(errorMessage(error));
  console.error(errorMessage(error));
} finally {
  await browser.close();
  await server.close();
}
console.log(
  failures.length ? `\nFAIL: ${failures.length} check(s)` : '\nPASS: the demo runs in one worker',
);
process.exitCode = failures.length ? 1 : 0;
