/**
 * The portal on a phone (issue 25, "How we will know"): the production build in a phone-sized
 * Chromium (390 x 844 and 360 x 740, touch, 3x pixels), every route a visitor or player meets and
 * the centres' pages, each judged on:
 *
 * - wider: the page scrolls sideways (its width is more than the screen's);
 * - header: the site header's height, at most HEADER_MAX_PX;
 * - content: the main content's top, within the first screen with at least a quarter of it left
 *   for the content (CONTENT_TOP_MAX);
 * - taps: controls in the first screen smaller than TAP_MIN_PX either way (inline links in a
 *   sentence excepted, as WCAG 2.5.8 does; a check box counts by its label);
 * - centres: the chosen page's title in the first screen, in its top CHOSEN_TOP_MAX (so that the
 *   page itself shows, not only its title);
 *
 * and, once: the web app manifest with its 192 and 512 px icons (their PNGs that size), and a
 * service worker in control after one reload (and the page opening from it offline).
 *
 * `npm run bench` calls it against the preview server; on its own,
 * `tsx scripts/bench-phone.ts [build dir]` serves that build (default dist). Exit code 1 when a
 * check fails.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  chromiumPath,
  errorMessage,
  PAGE_TIMEOUT_MS,
  standalone,
  table,
} from './bench-lib';
import { memberSession } from './bench-lobby';

/** tsx (esbuild keepNames) wraps named functions of evaluated callbacks in `__name(...)`. */
const TSX_NAMES = { content: 'window.__name = (f) => f;' };

export const PHONES = [
  { name: '390x844', width: 390, height: 844 },
  { name: '360x740', width: 360, height: 740 },
] as const;

export const HEADER_MAX_PX = 64;
export const TAP_MIN_PX = 40;
/** The main content starts above this share of the first screen. */
export const CONTENT_TOP_MAX = 0.75;
/** A centre's chosen page starts above this share of the first screen (its content shows too). */
export const CHOSEN_TOP_MAX = 0.4;

/** Routes a visitor sees, and those a player sees logged in. */
const VISITOR_ROUTES = ['/', '/rng', '/live', '/elott', '/promotions', '/down', '/register'];
const MEMBER_ROUTES = ['/', '/rng', '/lottery', '/pointMall'];

/** The centres' pages: the address opens the centre on that page (`?member=` / `?agent=`). */
const CENTRE_PAGES = [
  { account: 'player1', path: '/?member=withdraw', label: 'member centre: withdrawal' },
  { account: 'player1', path: '/?member=depositv2', label: 'member centre: deposit' },
  { account: 'player1', path: '/?member=transactionHistory', label: 'member centre: records' },
  {
    account: 'agent01',
    path: '/?agent=downlineManagmentView',
    label: 'agent centre: team management',
  },
] as const;

export interface RouteCheck {
  phone: string;
  who: string;
  path: string;
  pageWidth: number;
  screenWidth: number;
  headerPx: number | null;
  contentTopPx: number | null;
  smallTaps: string[];
  /** Centres only: the chosen page's title top (px), null when not found. */
  chosenPageTopPx?: number | null;
  failures: string[];
}

export interface PhoneReport {
  routes: RouteCheck[];
  manifest: { url: string | null; icons: string[]; failures: string[] };
  serviceWorker: { controlled: boolean; opensOffline: boolean; failures: string[] };
  pass: boolean;
}

/** What the page measures of itself (runs in the browser). */
interface Measured {
  pageWidth: number;
  screenWidth: number;
  screenHeight: number;
  headerPx: number | null;
  contentTopPx: number | null;
  smallTaps: string[];
  chosenPageTopPx: number | null;
}

function measure(
  page: Page,
  phone: (typeof PHONES)[number],
  tapMin: number,
  centre: boolean,
): Promise<Measured> {
  return page.evaluate(
    ({ tapMin, centre, w, h }) => {
      // The phone's screen (a mobile viewport widens to a page that is wider than it).
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return (
          r.width > 0 &&
          r.height > 0 &&
          style.visibility !== 'hidden' &&
          style.display !== 'none' &&
          Number(style.opacity) > 0
        );
      };
      const inFirstScreen = (r: DOMRect) => r.bottom > 0 && r.top < h && r.right > 0 && r.left < w;
      const header = [...document.querySelectorAll('header, [role="banner"]')].find(
        (el) => visible(el) && !el.closest('#boot-shell, [role="dialog"]'),
      );
      const main = document.querySelector('main');
      const controls = document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="switch"], [tabindex]:not([tabindex="-1"])',
      );
      const nameOf = (el: Element) =>
        (
          el.getAttribute('aria-label') ??
          (el.textContent ?? '').trim() ??
          el.getAttribute('title') ??
          ''
        )
          .replace(/\s+/g, ' ')
          .slice(0, 28) || el.tagName.toLowerCase();
      const small: string[] = [];
      const modal = document.querySelector('[role="dialog"][aria-modal="true"]');
      for (const el of controls) {
        if (el.closest('#boot-shell')) continue;
        // Behind an open modal nothing is tappable.
        if (modal && !modal.contains(el)) continue;
        if (!visible(el)) continue;
        let target = el;
        // A check box or radio is tapped through its label.
        if (el instanceof HTMLInputElement && /^(checkbox|radio)$/.test(el.type))
          target = el.closest('label') ?? el;
        const r = target.getBoundingClientRect();
        if (!inFirstScreen(r)) continue;
        // A link inside a sentence is exempt (WCAG 2.5.8's inline exception).
        if (el.tagName === 'A' && el.parentElement && getComputedStyle(el).display === 'inline') {
          const text = (el.parentElement.textContent ?? '').trim();
          if (text.length > (el.textContent ?? '').trim().length) continue;
        }
        if (r.width < tapMin || r.height < tapMin)
          small.push(`${nameOf(el)} ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
      let chosenPageTopPx: number | null = null;
      if (centre && modal) {
        const current = modal.querySelector('[aria-current="page"]');
        const title = (current?.textContent ?? '').trim();
        const heading = [...modal.querySelectorAll('h1, h2, h3, h4')].find(
          (el) => !el.closest('nav') && title !== '' && (el.textContent ?? '').trim() === title,
        );
        if (heading && visible(heading)) chosenPageTopPx = heading.getBoundingClientRect().top;
      }
      return {
        pageWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
        screenWidth: w,
        screenHeight: h,
        headerPx: header ? header.getBoundingClientRect().height : null,
        contentTopPx: main && visible(main) ? main.getBoundingClientRect().top : null,
        smallTaps: small,
        chosenPageTopPx,
      };
    },
    { tapMin, centre, w: phone.width, h: phone.height },
  );
}

/** Opens a path and waits until the portal has replaced the static shell and the network rests. */
async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit', timeout: PAGE_TIMEOUT_MS });
  await page.waitForFunction(
    () => document.readyState !== 'loading' && !document.getElementById('boot-shell'),
    undefined,
    { timeout: PAGE_TIMEOUT_MS },
  );
  await page.waitForLoadState('networkidle', { timeout: PAGE_TIMEOUT_MS }).catch(() => undefined);
}

function judge(m: Measured, centre: boolean): string[] {
  const failures: string[] = [];
  if (m.pageWidth > m.screenWidth) failures.push(`wider than the screen (${m.pageWidth} px)`);
  if (m.headerPx === null) failures.push('no site header');
  else if (m.headerPx > HEADER_MAX_PX) failures.push(`header ${Math.round(m.headerPx)} px`);
  if (!centre) {
    if (m.contentTopPx === null) failures.push('no main content');
    else if (m.contentTopPx > m.screenHeight * CONTENT_TOP_MAX)
      failures.push(`content starts at ${Math.round(m.contentTopPx)} px`);
  }
  if (m.smallTaps.length > 0) failures.push(`${m.smallTaps.length} taps under ${TAP_MIN_PX} px`);
  if (centre) {
    if (m.chosenPageTopPx === null) failures.push("chosen page's title not shown");
    else if (m.chosenPageTopPx > m.screenHeight * CHOSEN_TOP_MAX)
      failures.push(`chosen page at ${Math.round(m.chosenPageTopPx)} px`);
  }
  return failures;
}

async function phoneContext(
  browser: Browser,
  phone: (typeof PHONES)[number],
  session?: { token: string; seenNotices: string[] },
  seenNotices: string[] = [],
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    // The page is measured as it is; the checks need no service worker of the app.
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(PAGE_TIMEOUT_MS);
  await context.addInitScript(TSX_NAMES);
  await context.addInitScript(
    ({ token, seen }) => {
      localStorage.setItem('hisLang', 'EN');
      if (token) sessionStorage.setItem('token', token);
      // The announcement popups would cover each page: seen already (index_notice, spec 1 §3).
      sessionStorage.setItem('index_notice', JSON.stringify(seen));
    },
    { token: session?.token ?? '', seen: session?.seenNotices ?? seenNotices },
  );
  return context;
}

async function checkRoutes(browser: Browser, baseUrl: string): Promise<RouteCheck[]> {
  const sessions = {
    player1: await memberSession(baseUrl, 'player1'),
    agent01: await memberSession(baseUrl, 'agent01'),
  };
  const checks: RouteCheck[] = [];
  const visit = async (
    context: BrowserContext,
    phone: (typeof PHONES)[number],
    who: string,
    path: string,
    centre: boolean,
  ) => {
    const page = await context.newPage();
    try {
      await open(page, new URL(path, baseUrl).href);
      if (centre)
        await page
          .locator('[role="dialog"] [aria-current="page"]')
          .first()
          .waitFor({ timeout: PAGE_TIMEOUT_MS });
      const m = await measure(page, phone, TAP_MIN_PX, centre);
      checks.push({
        phone: phone.name,
        who,
        path,
        pageWidth: m.pageWidth,
        screenWidth: m.screenWidth,
        headerPx: m.headerPx,
        contentTopPx: m.contentTopPx,
        smallTaps: m.smallTaps,
        ...(centre ? { chosenPageTopPx: m.chosenPageTopPx } : {}),
        failures: judge(m, centre),
      });
    } catch (error) {
      checks.push({
        phone: phone.name,
        who,
        path,
        pageWidth: 0,
        screenWidth: 0,
        headerPx: null,
        contentTopPx: null,
        smallTaps: [],
        failures: [`could not be measured: ${errorMessage(error).split('\n')[0]}`],
      });
    } finally {
      await page.close();
    }
  };
  for (const phone of PHONES) {
    const visitor = await phoneContext(browser, phone, undefined, sessions.player1.seenNotices);
    for (const path of VISITOR_ROUTES) await visit(visitor, phone, 'visitor', path, false);
    await visitor.close();
    const player = await phoneContext(browser, phone, sessions.player1);
    for (const path of MEMBER_ROUTES) await visit(player, phone, 'player1', path, false);
    await player.close();
    for (const centre of CENTRE_PAGES) {
      const context = await phoneContext(browser, phone, sessions[centre.account]);
      await visit(context, phone, centre.account, centre.path, true);
      await context.close();
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
    await open(page, baseUrl);
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

export async function runPhoneBench(browser: Browser, baseUrl: string): Promise<PhoneReport> {
  console.log(
    `\nThe portal on a phone (${PHONES.map((p) => p.name).join(', ')}): header ≤ ${HEADER_MAX_PX} px, content in the first screen, taps ≥ ${TAP_MIN_PX} px, nothing wider than the screen:\n`,
  );
  const routes = await checkRoutes(browser, baseUrl);
  const px = (v: number | null | undefined) =>
    v === null || v === undefined ? '-' : String(Math.round(v));
  console.log(
    table(
      ['phone / who / path', 'width', 'header', 'content', 'chosen', 'small taps', 'verdict'],
      routes.map((r) => [
        `${r.phone} ${r.who} ${r.path}`,
        `${r.pageWidth}/${r.screenWidth}`,
        px(r.headerPx),
        px(r.contentTopPx),
        px(r.chosenPageTopPx),
        String(r.smallTaps.length),
        r.failures.length ? `FAIL: ${r.failures.join('; ')}` : 'ok',
      ]),
    ),
  );
  const taps = [
    ...new Set(routes.flatMap((r) => r.smallTaps.map((t) => t.replace(/ \d+x\d+$/, '')))),
  ];
  if (taps.length) console.log(`\nSmall tap targets seen: ${taps.slice(0, 30).join(' | ')}`);
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

await standalone(import.meta.url, async (url) => {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const report = await runPhoneBench(browser, url);
    if (!report.pass) process.exitCode = 1;
  } finally {
    await browser.close();
  }
});
