/**
 * Screenshots of the phone layout (issue 25) at 360x740, 390x844, 768x1024 and 1280x800, light
 * and dark: the routes, the drawer open and the login and register popups.
 *
 *   npx tsx scripts/phone-shots.ts --base-url http://127.0.0.1:5173 --out /tmp/shots [--only 390] [routes...]
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright';
import { chromiumPath } from './chromium';
import { openRoute, takeOption } from './phone-lib';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => takeOption(args, name, fallback);
const baseUrl = option('base-url', 'http://127.0.0.1:5173');
const out = option('out', 'shots');
const only = option('only', '');
const routes = args.length > 0 ? args : ['/', '/rng', '/live', '/elott'];
const SIZES = [
  [360, 740],
  [390, 844],
  [768, 1024],
  [1280, 800],
].filter(([w]) => !only || only.split(',').includes(String(w)));
mkdirSync(out, { recursive: true });

/** The route in the theme (the header starts every page light, as the spec says). */
async function open(page: Page, route: string, theme: string) {
  await openRoute(page, new URL(route, baseUrl).href);
  await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
for (const [width, height] of SIZES) {
  const page = await browser.newPage({ viewport: { width: width!, height: height! } });
  for (const theme of ['light', 'dark']) {
    const tag = `${width}x${height}-${theme}`;
    for (const route of routes) {
      await open(page, route, theme);
      const name = route === '/' ? 'home' : route.replace(/\W+/g, '');
      await page.screenshot({ path: `${out}/${name}-${tag}.png` });
    }
    await open(page, '/', theme);
    const menu = page.getByRole('button', { name: /^Menu$/ });
    if (await menu.isVisible()) {
      await menu.click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/drawer-${tag}.png` });
      await page.keyboard.press('Escape');
    }
    for (const [mode, name] of [
      ['login', /^(Log in|Mag-log in)$/],
      ['register', /^(Register|Magparehistro)$/],
    ] as const) {
      await open(page, '/', theme);
      await page.getByRole('banner').getByRole('button', { name }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${out}/${mode}-${tag}.png` });
    }
  }
  await page.close();
}
await browser.close();
