import { expect, type Locator, type Page, type Request } from '@playwright/test';

/**
 * For `expect.poll`: check every 50 ms. Its default backs off to 250, 500 and then 1000 ms between
 * checks, so a value that arrives a moment after the first check is seen up to a second late.
 */
export const QUICK = { intervals: [50] };

/** Longest slice of a `soon` wait: under 2.5 s, Playwright re-checks every 100 ms. */
const SLICE = 2_000;

/**
 * Waits for a web-first assertion that takes a while to come true (start-up, a lazy chunk, a
 * server answer), seeing it within 0.1 s. Playwright re-checks a waiting assertion at 0, 20, 50,
 * 100, 100 ms and then every 500 ms, unless its timeout is under 2.5 s (then every 100 ms): a page
 * that settles after 0.3 s is seen up to half a second late. So the wait is cut into 2 s slices,
 * each re-checking every 100 ms, up to `timeout` in all; the last slice's failure is the failure.
 *
 *   await soon((timeout) => expect(dialog).toBeVisible({ timeout }), 15_000);
 */
export async function soon(assertion: (timeout: number) => Promise<unknown>, timeout = 7_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const left = deadline - Date.now();
    try {
      await assertion(Math.max(1, Math.min(SLICE, left)));
      return;
    } catch (error) {
      if (left <= SLICE) throw error;
    }
  }
}

/** The usual web-first waits, re-checked every 100 ms (see `soon`). */
export const eventually = {
  visible: (locator: Locator, timeout?: number) =>
    soon((t) => expect(locator).toBeVisible({ timeout: t }), timeout),
  gone: (locator: Locator, timeout?: number) =>
    soon((t) => expect(locator).toHaveCount(0, { timeout: t }), timeout),
  containing: (locator: Locator, text: string, timeout?: number) =>
    soon((t) => expect(locator).toContainText(text, { timeout: t }), timeout),
};

/** The requests of each tab still waiting for their answer (see `trackRequests`). */
const inFlight = new WeakMap<Page, Set<Request>>();

/** When each tab last started a request (see `quiet`). */
const lastStarted = new WeakMap<Page, number>();

/** Counts the tab's requests in flight from now on, for `settled` (the page fixture calls it). */
export function trackRequests(page: Page) {
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  page.on('request', (request) => {
    requests.add(request);
    lastStarted.set(page, Date.now());
  });
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
}

/**
 * Runs the tasks the page had queued: a message-channel round trip, a few times over. React renders
 * and runs effects on such tasks (the fake clock holds timers and animation frames, not these), so
 * after it what a timer, an answer or an event changed has been rendered.
 */
async function queuedTasksRun(page: Page) {
  await page.evaluate(async () => {
    for (let round = 0; round < 4; round += 1)
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
  });
}

/**
 * Waits until the page has done what it started: no request in flight (an answer, a lazy part's
 * code, a picture), its queued tasks run and, on the real clock, two frames painted; again until a
 * round asks for nothing new. For a step that checks that something did not happen: the page had
 * every chance to do it. `fakeClock`: the scenario's clock holds the animation frames.
 */
export async function settled(page: Page, { fakeClock = false, timeout = 7_000 } = {}) {
  const requests = inFlight.get(page);
  if (!requests) throw new Error('settled(page): the page fixture tracks the requests of its tabs');
  for (let round = 0; ; round += 1) {
    await expect.poll(() => requests.size, { ...QUICK, timeout }).toBe(0);
    await queuedTasksRun(page);
    if (!fakeClock) await framesPainted(page);
    if (requests.size === 0) return;
    if (round >= 10) throw new Error(`the page keeps asking: ${[...requests][0]!.url()}`);
  }
}

/** `count` animation frames of a page that runs on the real clock: what was changed is painted. */
export async function framesPainted(page: Page, count = 2) {
  await page.evaluate(async (n) => {
    for (let frame = 0; frame < n; frame += 1)
      await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/**
 * `settled`, and then no request started for `quietMs`: for a step that changes the server under
 * an idle page (a session ended elsewhere), so that what the page does late on a loaded machine (a
 * part re-drawn, a lazy section) asks before the change, not after it as if the scenario had.
 */
export async function quiet(page: Page, { quietMs = 1_000, timeout = 7_000 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    await settled(page, { timeout });
    const since = Date.now() - (lastStarted.get(page) ?? 0);
    if (since >= quietMs) return;
    if (Date.now() + quietMs - since > deadline)
      throw new Error(`the page did not go quiet for ${quietMs} ms`);
    await page.waitForTimeout(quietMs - since);
  }
}
