/**
 * `npm run screenshots` (issue 26): the main pages of the built portal (`npm run build:app` first)
 * on the offline mock, for both demo brands, light and dark, desktop (1280 x 800) and phone
 * (390 x 844), as PNGs in `screenshots/` (gitignored; `SCREENSHOTS_DIR` picks another folder):
 * `<brand>-<theme>-<viewport>-<page>.png`. The README shows a few (docs/screenshots/).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startMockServer } from '../mocks/server';
import { MockControl } from '../features/support/mock-control';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

const OUT = path.resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots');
const BRANDS = { lucky: 'default', jade: 'brand-jade' } as const;
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
/** Page name, address, and whether it needs a logged-in account (agent01 sees every centre). */
const PAGES: [string, string, boolean][] = [
  ['home', '/', false],
  ['lobby', '/rng', false],
  ['withdraw', '/?member=withdraw', true],
  ['transfer', '/?member=transferFund', true],
  ['agent-team', '/?agent=downlineManagmentView', true],
  ['point-mall', '/pointMall', false],
];

/** Waits for the app to have replaced the static shell and for images to settle. */
async function settled(page: Page) {
  await page.waitForSelector('#boot-shell', { state: 'detached', timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

async function main() {
  if (!fs.existsSync('dist/index.html')) throw new Error('no build: run `npm run build:app` first');
  fs.mkdirSync(OUT, { recursive: true });
  const server = await startMockServer({ port: 0, dbFile: null, staticDir: 'dist' });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const mock = new MockControl(server.url);
  let count = 0;
  try {
    for (const [brand, preset] of Object.entries(BRANDS)) {
      await mock.preset(preset);
      for (const theme of ['light', 'dark'] as const)
        for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
          const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
          for (const [name, address, member] of PAGES) {
            const page = await context.newPage();
            const token = member ? await mock.login('agent01', 'pass1234') : null;
            const url = new URL(address, server.url);
            if (token) url.searchParams.set('token', token);
            await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
            await page.goto(url.href);
            await settled(page);
            // The home route's announcements open by themselves: closed, the page shows.
            await page.keyboard.press('Escape');
            // The header sets the brand's default theme on mount; the other one is a press away.
            await page.evaluate((t) => {
              localStorage.setItem('theme', t);
              document.documentElement.dataset.theme = t;
            }, theme);
            const file = path.join(OUT, `${brand}-${theme}-${viewportName}-${name}.png`);
            await page.screenshot({ path: file });
            await page.close();
            count++;
          }
          await context.close();
        }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`${count} screenshots in ${OUT}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
