/**
 * The portal on a phone (issue 25, "How we will know"), the one phone checker: the production build
 * in a phone-sized Chromium (390 x 844 and 360 x 740, touch, 3x pixels) and a tablet (768 x 1024),
 * every route of the route table as a visitor and as a player, every page of the member and the
 * agent centre (their own entry lists) and the main modals (scripts/phone-lib.ts), each judged on:
 *
 * - wider: the page scrolls sideways (its width is more than the screen's), or an open dialog's
 *   content is wider than the dialog; the elements past the edge are named;
 * - header: the site header's height, at most HEADER_MAX_PX;
 * - content: the main content's top, within the first screen with at least a quarter of it left
 *   for the content (CONTENT_TOP_MAX);
 * - taps: controls smaller than TAP_MIN_PX (44 px, the issue's tap target) either way, anywhere
 *   on the page, on the phones and on the tablet (a touch screen: it keeps the desktop's layout but
 *   not its mouse-sized controls); inline links in a sentence excepted, as WCAG 2.5.8 does; a check
 *   box counts by its label; a ::before/::after hit area counts; each named with its element;
 * - centres: the chosen page's title in the first screen, in its top CHOSEN_TOP_MAX (so that the
 *   page itself shows, not only its title);
 *
 * and, once: the web app manifest with its 192, 512 px and maskable icons (their PNGs that size),
 * a service worker in control after one reload, and the page opening from it offline.
 *
 * `npm run bench` calls it against the preview server and judges it. On its own:
 *
 *   npm run phone:check -- [--dir dist] [--base-url URL] [--only WORD,WORD] [--shots DIR]
 *
 * serves the build (default dist; or checks a running portal at URL), checks only the visits
 * whose label contains a WORD, and with `--shots` also saves a screenshot of each visit at 360,
 * 390 and desktop (1280 x 800), light and dark, to DIR. Exit code 1 when a check fails.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, errorMessage, PAGE_TIMEOUT_MS, table } from './bench-lib';
import { memberSession } from './bench-lobby';
import {
  DESKTOP,
  measure,
  openPortal,
  openVisit,
  PHONES,
  screenContext,
  TABLET,
  visits,
  type Account,
  type Measured,
  type Screen,
  type Tap,
  type Visit,
} from './phone-lib';

export const HEADER_MAX_PX = 64;
export const TAP_MIN_PX = 44;
/** The main content starts above this share of the first screen. */
export const CONTENT_TOP_MAX = 0.75;
/** A centre's chosen page starts above this share of the first screen (its content shows too). */
export const CHOSEN_TOP_MAX = 0.4;

export interface RouteCheck {
  screen: string;
  label: string;
  measured: Measured | null;
  failures: string[];
}

export interface PhoneReport {
  routes: RouteCheck[];
  manifest: { url: string | null; icons: string[]; failures: string[] };
  serviceWorker: { controlled: boolean; opensOffline: boolean; failures: string[] };
  pass: boolean;
}

const tapText = (t: Tap) => `${t.name} ${t.width}x${t.height} (${t.where})`;

export function judge(m: Measured, visit: Visit, screen: Screen): string[] {
  const failures: string[] = [];
  if (m.pageWidth > screen.width)
    failures.push(`wider than the screen (${m.pageWidth} px: ${m.pastEdge.join(', ')})`);
  if (m.dialogOverflow > 0) failures.push(`dialog content ${m.dialogOverflow} px wider`);
  if (visit.header) {
    if (m.headerPx === null) failures.push('no site header');
    else if (m.headerPx > HEADER_MAX_PX) failures.push(`header ${Math.round(m.headerPx)} px`);
  }
  if (visit.kind === 'route') {
    if (m.contentTopPx === null) failures.push('no main content');
    else if (m.contentTopPx > screen.height * CONTENT_TOP_MAX)
      failures.push(`content starts at ${Math.round(m.contentTopPx)} px`);
  }
  const small = m.taps.filter((t) => t.width < TAP_MIN_PX || t.height < TAP_MIN_PX);
  if (small.length > 0)
    failures.push(`taps under ${TAP_MIN_PX} px: ${small.map(tapText).join(', ')}`);
  if (visit.kind === 'centre') {
    if (m.chosenPageTopPx === null) failures.push("chosen page's title not shown");
    else if (m.chosenPageTopPx > screen.height * CHOSEN_TOP_MAX)
      failures.push(`chosen page at ${Math.round(m.chosenPageTopPx)} px`);
  }
  return failures;
}

interface Options {
  only?: readonly string[];
  /** Saves a screenshot of each visit (phones and desktop, light and dark) here. */
  shots?: string;
  /** Prints each visit as it is done (the standalone run). */
  progress?: boolean;
}

type Sessions = Record<Exclude<Account, 'visitor'>, { token: string; seenNotices: string[] }>;

/** Each visit on each screen, in one context per account and screen (and theme for shots). */
async function checkRoutes(
  browser: Browser,
  baseUrl: string,
  options: Options,
): Promise<RouteCheck[]> {
  const sessions: Sessions = {
    player1: await memberSession(baseUrl, 'player1'),
    agent01: await memberSession(baseUrl, 'agent01'),
  };
  const all = visits(options.only);
  const checks: RouteCheck[] = [];
  const screens = [...PHONES, TABLET, ...(options.shots ? [DESKTOP] : [])];
  for (const screen of screens) {
    const judged = screen !== DESKTOP;
    const photographed = options.shots && screen !== TABLET;
    for (const theme of photographed ? (['light', 'dark'] as const) : (['light'] as const)) {
      const contexts = new Map<Account, BrowserContext>();
      const contextOf = async (who: Account) => {
        let context = contexts.get(who);
        if (!context) {
          context = await screenContext(
            browser,
            screen,
            theme,
            who === 'visitor' ? null : sessions[who],
            sessions.player1.seenNotices,
            PAGE_TIMEOUT_MS,
          );
          contexts.set(who, context);
        }
        return context;
      };
      for (const visit of all) {
        const page = await (await contextOf(visit.who)).newPage();
        const started = Date.now();
        try {
          await openVisit(page, new URL(visit.path, baseUrl).href, visit, PAGE_TIMEOUT_MS);
          if (judged && theme === 'light') {
            const m = await measure(page, screen);
            checks.push({
              screen: screen.name,
              label: visit.label,
              measured: m,
              failures: judge(m, visit, screen),
            });
          }
          if (photographed) {
            // The header starts every page light (spec): the theme is set on the open page.
            await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
            const name = `${screen.name}-${theme}-${visit.label.replace(/[^\w]+/g, '-')}`;
            await page.screenshot({ path: path.join(options.shots!, `${name}.png`) });
          }
        } catch (error) {
          if (judged && theme === 'light')
            checks.push({
              screen: screen.name,
              label: visit.label,
              measured: null,
              failures: [`could not be measured: ${errorMessage(error).split('\n')[0]}`],
            });
          else console.log(`${screen.name} ${theme} ${visit.label}: ${errorMessage(error)}`);
        } finally {
          await page.close();
          if (options.progress)
            console.log(`  ${screen.name} ${theme} ${visit.label}: ${Date.now() - started} ms`);
        }
      }
      for (const context of contexts.values()) await context.close();
    }
  }
  return checks;
}

/** The PNG's width and height from its header (IHDR), null when it is no PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = '89504e470d0a1a0a';
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== signature) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface ManifestIcon {
  src?: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}

async function checkManifest(browser: Browser, baseUrl: string): Promise<PhoneReport['manifest']> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const failures: string[] = [];
  const icons: string[] = [];
  let url: string | null = null;
  try {
    const page = await context.newPage();
    await page.goto(baseUrl, { waitUntil: 'domcontentloaded' });
    url = await page.evaluate(
      () => document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? null,
    );
    if (!url) return { url, icons, failures: ['no <link rel="manifest"> in the page'] };
    const res = await context.request.get(url);
    if (!res.ok()) return { url, icons, failures: [`manifest answered HTTP ${res.status()}`] };
    const manifest = (await res.json()) as {
      icons?: ManifestIcon[];
      display?: string;
      start_url?: string;
      name?: string;
      short_name?: string;
    };
    for (const key of ['name', 'short_name', 'display', 'start_url'] as const)
      if (!manifest[key]) failures.push(`manifest has no ${key}`);
    if (manifest.display !== 'standalone') failures.push(`display is ${manifest.display}`);
    for (const icon of manifest.icons ?? []) {
      if (!icon.src) continue;
      const iconRes = await context.request.get(new URL(icon.src, url).href);
      const size = iconRes.ok() ? pngSize(await iconRes.body()) : null;
      const declared = icon.sizes ?? '?';
      const actual = size ? `${size.width}x${size.height}` : 'not a PNG';
      if (actual !== declared) failures.push(`${icon.src} is ${actual}, declared ${declared}`);
      icons.push(`${declared}${icon.purpose && icon.purpose !== 'any' ? ` ${icon.purpose}` : ''}`);
    }
    for (const size of ['192x192', '512x512'])
      if (!icons.some((i) => i.startsWith(`${size}`) && !i.includes('maskable')))
        failures.push(`no ${size} icon`);
    if (!icons.some((i) => i.includes('maskable'))) failures.push('no maskable icon');
  } catch (error) {
    failures.push(errorMessage(error).split('\n')[0] ?? 'error');
  } finally {
    await context.close();
  }
  return { url, icons, failures };
}

async function checkServiceWorker(
  browser: Browser,
  baseUrl: string,
): Promise<PhoneReport['serviceWorker']> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const failures: string[] = [];
  let controlled = false;
  let opensOffline = false;
  try {
    const page = await context.newPage();
    await openPortal(page, baseUrl, PAGE_TIMEOUT_MS);
    // Registered after load and idle; active once its precache is in.
    await page.evaluate(
      (timeoutMs) =>
        Promise.race([
          navigator.serviceWorker.ready,
          new Promise((_, fail) =>
            setTimeout(() => fail(new Error('no service worker active')), timeoutMs),
          ),
        ]),
      PAGE_TIMEOUT_MS,
    );
    await page.reload({ waitUntil: 'domcontentloaded' });
    controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) failures.push('no service worker in control after one reload');
    // The app shell opens without a network (the API then fails, as it should).
    await context.setOffline(true);
    opensOffline = await page
      .reload({ waitUntil: 'domcontentloaded' })
      .then(() => page.evaluate(() => document.getElementById('root') !== null))
      .catch(() => false);
    if (!opensOffline) failures.push('the page does not open offline');
  } catch (error) {
    failures.push(errorMessage(error).split('\n')[0] ?? 'error');
  } finally {
    await context.close();
  }
  return { controlled, opensOffline, failures };
}

export async function runPhoneBench(
  browser: Browser,
  baseUrl: string,
  options: Options = {},
): Promise<PhoneReport> {
  console.log(
    `\nThe portal on a phone (${[...PHONES, TABLET].map((p) => p.name).join(', ')}): header ≤ ${HEADER_MAX_PX} px, content in the first screen, taps ≥ ${TAP_MIN_PX} px, nothing wider than the screen:\n`,
  );
  if (options.shots) mkdirSync(options.shots, { recursive: true });
  const routes = await checkRoutes(browser, baseUrl, options);
  const px = (v: number | null | undefined) =>
    v === null || v === undefined ? '-' : String(Math.round(v));
  console.log(
    table(
      ['screen / visit', 'width', 'header', 'content', 'chosen', 'verdict'],
      routes.map((r) => [
        `${r.screen} ${r.label}`,
        px(r.measured?.pageWidth),
        px(r.measured?.headerPx),
        px(r.measured?.contentTopPx),
        px(r.measured?.chosenPageTopPx),
        r.failures.length ? 'FAIL' : 'ok',
      ]),
    ),
  );
  for (const r of routes.filter((r) => r.failures.length))
    console.log(`FAIL ${r.screen} ${r.label}: ${r.failures.join('; ')}`);
  const manifest = await checkManifest(browser, baseUrl);
  console.log(
    `\nManifest ${manifest.url ?? '(none)'}: icons ${manifest.icons.join(', ') || 'none'} — ${manifest.failures.length ? `FAIL: ${manifest.failures.join('; ')}` : 'ok'}`,
  );
  const serviceWorker = await checkServiceWorker(browser, baseUrl);
  console.log(
    `Service worker: in control after one reload ${serviceWorker.controlled ? 'yes' : 'no'}, opens offline ${serviceWorker.opensOffline ? 'yes' : 'no'} — ${serviceWorker.failures.length ? `FAIL: ${serviceWorker.failures.join('; ')}` : 'ok'}`,
  );
  const pass =
    routes.every((r) => r.failures.length === 0) &&
    manifest.failures.length === 0 &&
    serviceWorker.failures.length === 0;
  console.log(`\n${pass ? 'PASS' : 'FAIL'}: the portal on a phone`);
  return { routes, manifest, serviceWorker, pass };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      'base-url': { type: 'string' },
      only: { type: 'string' },
      shots: { type: 'string' },
    },
  });
  const { startPreviewServer } = await import('./preview-server');
  const server = values['base-url']
    ? null
    : await startPreviewServer({ dir: path.resolve(values.dir!), port: 0, dbFile: null });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const report = await runPhoneBench(browser, values['base-url'] ?? `${server!.url}/`, {
      only: values.only?.split(','),
      shots: values.shots,
      progress: true,
    });
    if (!report.pass) process.exitCode = 1;
  } catch (error) {
    console.error(errorMessage(error));
    process.exitCode = 1;
  } finally {
    await browser.close();
    await server?.close();
  }
}
