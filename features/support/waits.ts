import { expect, type Locator } from '@playwright/test';

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
