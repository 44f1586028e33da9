import { expect, type Page } from '@playwright/test';
import { loadingFrame } from '../pages/common';
import { Given, Then } from '../support/fixtures';

/** What the page recorded of its first paint (performance.now() times). */
interface FirstPaint {
  bannerSrc: string | null;
  bannerPaint: number | null;
  appAsked: number | null;
  shellGone: number | null;
}

const firstPaint = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstPaint: FirstPaint }).__firstPaint);

Given("the page's first paint is watched", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: FirstPaint = {
      bannerSrc: null,
      bannerPaint: null,
      appAsked: null,
      shellGone: null,
    };
    Object.defineProperty(window, '__firstPaint', { value: seen });
    // The loading frame's banner reports its paint (element timing, as the page itself watches it).
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] &
        { identifier: string; renderTime: number; url: string }[]) {
        if (entry.identifier !== 'boot-shell-banner' || seen.bannerPaint !== null) continue;
        seen.bannerPaint = entry.renderTime;
        seen.bannerSrc = entry.url;
      }
    }).observe({ type: 'element', buffered: true });
    new MutationObserver(() => {
      if (seen.appAsked === null && document.querySelector('script[type=module][src]'))
        seen.appAsked = performance.now();
      if (
        seen.shellGone === null &&
        document.readyState !== 'loading' &&
        !document.getElementById('boot-shell')
      )
        seen.shellGone = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
});

Then(
  'the loading frame painted the first banner of the group {string}',
  async ({ page, mock }, group: string) => {
    const [first] = (await mock.announcements()).banners
      .filter((b) => b.groupName === group)
      .sort((a, b) => (a.sort ?? Infinity) - (b.sort ?? Infinity));
    expect(first, `the mock has a banner of ${group}`).toBeDefined();
    await expect
      .poll(async () => (await firstPaint(page)).bannerPaint, { message: 'the banner painted' })
      .not.toBeNull();
    const seen = await firstPaint(page);
    expect(new URL(seen.bannerSrc ?? '').pathname).toMatch(
      new RegExp(`/${first!.url.replace(/^\.?\/+/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
  },
);

Then("the portal's code was asked for after that banner had painted", async ({ page }) => {
  const seen = await firstPaint(page);
  expect(seen.appAsked, "the portal's code was asked for").not.toBeNull();
  expect(seen.bannerPaint!).toBeLessThanOrEqual(seen.appAsked!);
});

Then('the loading frame painted no banner', async ({ page }) => {
  const seen = await firstPaint(page);
  expect(seen.appAsked, "the portal's code was asked for").not.toBeNull();
  expect(seen.bannerPaint).toBeNull();
});

Then('the loading frame is gone', async ({ page }) => {
  await expect.poll(async () => (await firstPaint(page)).shellGone).not.toBeNull();
  await expect(loadingFrame(page)).toHaveCount(0);
});
