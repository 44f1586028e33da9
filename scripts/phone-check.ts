/**
 * The phone layout's quick check (issue 25): each route at a phone width, in headless Chromium,
 * prints the page's width against the screen's, the header's height, where the main content
 * starts and the tap targets under 44 px in the first screen. A look, not a test: it prints and
 * exits 0 (1 when the portal does not answer).
 *
 *   npx tsx scripts/phone-check.ts --base-url http://127.0.0.1:5173 [--width 360] [--height 740] [routes...]
 *
 * A route `/+login` or `/+register` is the home page with the header's login or register popup.
 */
import { chromium } from 'playwright';
import { chromiumPath } from './chromium';
import { openRoute, takeOption } from './phone-lib';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => takeOption(args, name, fallback);
const baseUrl = option('base-url', 'http://127.0.0.1:5173');
const width = Number(option('width', '360'));
const height = Number(option('height', '740'));
const routes =
  args.length > 0
    ? args
    : ['/', '/rng', '/live', '/elott', '/promotions', '/down', '/+login', '/+register'];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width, height } });
let failed = false;
for (const route of routes) {
  try {
    // `/+login`, `/+register`: the home page with the header's popup open.
    const [path, popup] = route.split('+');
    await openRoute(page, new URL(path!, baseUrl).href);
    if (popup) {
      const buttons = page.locator('.header-actions > button');
      await buttons.nth(popup === 'register' ? 1 : 0).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForLoadState('networkidle');
    }
  } catch (error) {
    console.log(`${route}: did not start (${(error as Error).message.split('\n')[0]})`);
    failed = true;
    continue;
  }
  const found = await page.evaluate((screenHeight) => {
    const header = document.querySelector('.site-header')?.getBoundingClientRect();
    const content = document.querySelector('main > :not(.skip-link)')?.getBoundingClientRect();
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, [role="button"], [tabindex]:not([tabindex="-1"])',
    )) {
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height || box.top >= screenHeight || box.bottom <= 0 || box.right <= 0)
        continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      // Inline links in running text are exempt from the target size (WCAG 2.5.8).
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue;
      // A check box or radio button is tapped by its label.
      const label = el.closest('label')?.getBoundingClientRect();
      if (label && label.height >= 44) continue;
      if (box.width < 44 || box.height < 44) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
        small.push(
          `${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    // The innermost elements past the screen's right edge: what makes the page too wide.
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        if (el.getBoundingClientRect().right <= window.innerWidth + 1) return false;
        // Inside a scroller or a clipped box that itself fits: no page overflow.
        for (let up = el.parentElement; up; up = up.parentElement)
          if (getComputedStyle(up).overflowX !== 'visible')
            return up.getBoundingClientRect().right > window.innerWidth + 1;
        return true;
      })
      .filter(
        (el) =>
          ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1),
      )
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right ${Math.round(el.getBoundingClientRect().right)}`,
      );
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    return {
      dialog: dialog && {
        box: `${Math.round(dialog.offsetWidth)}x${Math.round(dialog.offsetHeight)}`,
        scrollWidth: dialog.scrollWidth,
        clientWidth: dialog.clientWidth,
      },
      wide,
      scrollWidth: document.documentElement.scrollWidth,
      header: header ? Math.round(header.height) : null,
      contentTop: content ? Math.round(content.top) : null,
      small,
    };
  }, height);
  const wide = found.scrollWidth > width ? '  TOO WIDE' : '';
  console.log(
    `${route}: page ${found.scrollWidth} px of ${width}${wide}; header ${found.header ?? '-'} px; content at ${found.contentTop ?? '-'} px; ${found.small.length} small targets`,
  );
  if (found.dialog)
    console.log(
      `    dialog ${found.dialog.box}, content ${found.dialog.scrollWidth} px wide in ${found.dialog.clientWidth}${found.dialog.scrollWidth > found.dialog.clientWidth ? '  TOO WIDE' : ''}`,
    );
  for (const item of found.small) console.log(`    ${item}`);
  if (wide) for (const item of found.wide) console.log(`    past the edge: ${item}`);
}
await browser.close();
process.exit(failed ? 1 : 0);
