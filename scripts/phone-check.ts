/**
 * The phone layout's quick check (issue 25): each route at a phone width, in headless Chromium,
 * prints the page's width against the screen's, the header's height, where the main content
 * starts and the tap targets under 44 px in the first screen. A look, not a test: it prints and
 * exits 0 (1 when the portal does not answer).
 *
 *   npx tsx scripts/phone-check.ts --base-url http://127.0.0.1:5173 [--width 360] [--height 740] [routes...]
 */
import { chromium } from 'playwright';
import { chromiumPath } from './chromium';
import { openRoute, takeOption } from './phone-lib';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => takeOption(args, name, fallback);
const baseUrl = option('base-url', 'http://127.0.0.1:5173');
const width = Number(option('width', '360'));
const height = Number(option('height', '740'));
const routes = args.length > 0 ? args : ['/', '/rng', '/live', '/elott', '/promotions', '/down'];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width, height } });
let failed = false;
for (const route of routes) {
  try {
    await openRoute(page, new URL(route, baseUrl).href);
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
    return {
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
  for (const item of found.small) console.log(`    ${item}`);
  if (wide) for (const item of found.wide) console.log(`    past the edge: ${item}`);
}
await browser.close();
process.exit(failed ? 1 : 0);
