/**
 * What the phone checker (scripts/bench-phone.ts) visits and measures: every route of the route
 * table as a visitor and as a player, every entry of the member and the agent centre (their own
 * entry lists, so a new page is checked at once), and the main modals; measured in the page itself.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { AGENT_CENTRE_ENTRIES } from '../src/core/agent-centre';
import { MEMBER_CENTRE_ENTRIES } from '../src/core/member-centre';
import { ROUTE_TABLE } from '../src/core/routes';

export interface Screen {
  name: string;
  width: number;
  height: number;
  /** A phone or tablet (touch, 3x pixels, mobile viewport); the desktop is only photographed. */
  mobile: boolean;
}

export const PHONES: readonly Screen[] = [
  { name: '390x844', width: 390, height: 844, mobile: true },
  { name: '360x740', width: 360, height: 740, mobile: true },
];
export const TABLET: Screen = { name: '768x1024', width: 768, height: 1024, mobile: true };
export const DESKTOP: Screen = { name: '1280x800', width: 1280, height: 800, mobile: false };

export type Account = 'visitor' | 'player1' | 'agent01';

export interface Visit {
  who: Account;
  /** The address opened (a centre page: `/?member=<page>` or `/?agent=<page>`). */
  path: string;
  /** A name for the table and the screenshot's file. */
  label: string;
  kind: 'route' | 'centre' | 'modal';
  /** The route shows the site header (the route table's parts). */
  header: boolean;
  /** A modal: opens it on the page (its dialog then is what is measured). */
  open?: (page: Page) => Promise<void>;
}

/** `/game` needs a launched game's address; every other route of the table, first path each. */
const ROUTES = ROUTE_TABLE.filter((entry) => entry.section !== 'byIframe').flatMap((entry) =>
  // The game lobbies share a section but not their categories: the two most visited.
  (entry.section === 'egame' ? ['/rng', '/live'] : [entry.paths[0]!]).map((path) => ({
    path,
    header: entry.parts.header,
  })),
);

const headerButton = (name: RegExp) => async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name }).first().click();
  await page.getByRole('dialog').first().waitFor();
};

/** The main modals: the login and register popups, the forgotten password, the announcements. */
const MODALS: Visit[] = [
  {
    who: 'visitor',
    path: '/',
    label: 'modal: login',
    kind: 'modal',
    header: true,
    open: headerButton(/^(Log in|Mag-log in)$/),
  },
  {
    who: 'visitor',
    path: '/',
    label: 'modal: register',
    kind: 'modal',
    header: true,
    open: headerButton(/^(Register|Magparehistro)$/),
  },
  {
    who: 'visitor',
    path: '/',
    label: 'modal: forgotten password',
    kind: 'modal',
    header: true,
    open: async (page) => {
      await headerButton(/^(Log in|Mag-log in)$/)(page);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /forgot/i })
        .first()
        .click();
      await page.getByRole('dialog', { name: /password/i }).waitFor();
    },
  },
];

export function visits(only?: readonly string[]): Visit[] {
  const all: Visit[] = [
    ...(['visitor', 'player1'] as const).flatMap((who) =>
      ROUTES.map(({ path, header }) => ({
        who,
        path,
        label: `${who} ${path}`,
        kind: 'route' as const,
        header,
      })),
    ),
    ...MEMBER_CENTRE_ENTRIES.map(({ page }) => ({
      who: 'player1' as const,
      path: `/?member=${page}`,
      label: `member centre: ${page}`,
      kind: 'centre' as const,
      header: true,
    })),
    ...AGENT_CENTRE_ENTRIES.map(({ page }) => ({
      who: 'agent01' as const,
      path: `/?agent=${page}`,
      label: `agent centre: ${page}`,
      kind: 'centre' as const,
      header: true,
    })),
    ...MODALS,
  ];
  return only?.length ? all.filter((v) => only.some((word) => v.label.includes(word))) : all;
}

/** tsx (esbuild keepNames) wraps named functions of evaluated callbacks in `__name(...)`. */
const TSX_NAMES = 'window.__name = (f) => f;';

/** A context on that screen, in that theme, logged in with the token (none: a visitor). */
export async function screenContext(
  browser: Browser,
  screen: Screen,
  theme: 'light' | 'dark',
  session: { token: string; seenNotices: string[] } | null,
  seenNotices: string[],
  timeoutMs: number,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.mobile ? 3 : 1,
    isMobile: screen.mobile,
    hasTouch: screen.mobile,
    reducedMotion: 'reduce',
    // The page is measured as it is; the checks need no service worker of the app.
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(timeoutMs);
  await context.addInitScript(TSX_NAMES);
  await context.addInitScript(
    ({ token, seen, theme }) => {
      localStorage.setItem('hisLang', 'EN');
      localStorage.setItem('theme', theme);
      if (token) sessionStorage.setItem('token', token);
      // The announcement popups would cover each page: seen already (index_notice, spec 1 §3).
      sessionStorage.setItem('index_notice', JSON.stringify(seen));
    },
    { token: session?.token ?? '', seen: session?.seenNotices ?? seenNotices, theme },
  );
  return context;
}

/** Opens the address and waits until the portal has replaced the static shell and rests. */
export async function openPortal(page: Page, url: string, timeoutMs: number) {
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  await page.waitForFunction(
    () => document.readyState !== 'loading' && !document.getElementById('boot-shell'),
    undefined,
    { timeout: timeoutMs },
  );
  await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
}

/** Opens the visit's address, its centre page or modal, and waits for its loading to end. */
export async function openVisit(page: Page, url: string, visit: Visit, timeoutMs: number) {
  await openPortal(page, url, timeoutMs);
  if (visit.kind === 'centre')
    await page.locator('[role="dialog"] [aria-current="page"]').first().waitFor();
  await visit.open?.(page);
  if (visit.open)
    await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
  // The pages' own loading lines go before the page is measured.
  await page
    .locator('main .loading, [role="dialog"] [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
}

/** What the page measures of itself (runs in the browser). */
/** A control smaller than 44 px either way: its name, its element (tag and classes) and size. */
export interface Tap {
  name: string;
  where: string;
  width: number;
  height: number;
}

export interface Measured {
  pageWidth: number;
  /** The innermost elements past the screen's right edge (what makes the page too wide). */
  pastEdge: string[];
  /** The open dialog's content wider than the dialog (px), 0 when none. */
  dialogOverflow: number;
  headerPx: number | null;
  contentTopPx: number | null;
  /** Controls smaller than the tap size either way: name, width x height. */
  taps: Tap[];
  /** Centres: the chosen page's title top (px), null when not found. */
  chosenPageTopPx: number | null;
}

export function measure(page: Page, screen: Screen): Promise<Measured> {
  return page.evaluate(
    ({ w }) => {
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return (
          r.width > 0 &&
          r.height > 0 &&
          style.visibility !== 'hidden' &&
          Number(style.opacity) > 0 &&
          !el.closest('[inert], [aria-hidden="true"], .visually-hidden')
        );
      };
      const header = [...document.querySelectorAll('header, [role="banner"]')].find(
        (el) => visible(el) && !el.closest('#boot-shell, [role="dialog"]'),
      );
      const main = document.querySelector('main');
      const modal = [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')]
        .filter(visible)
        .pop();
      const nameOf = (el: Element) =>
        (el.getAttribute('aria-label') ?? (el.textContent ?? '').trim() ?? '')
          .replace(/\s+/g, ' ')
          .slice(0, 32) || el.tagName.toLowerCase();
      const taps: Tap[] = [];
      const controls = document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="switch"], [tabindex]:not([tabindex="-1"])',
      );
      for (const el of controls) {
        if (el.closest('#boot-shell')) continue;
        // Behind an open modal nothing is tappable.
        if (modal && !modal.contains(el)) continue;
        if (!visible(el)) continue;
        // A control inside another counted control (a link's inner button) counts as that one.
        if (el.parentElement?.closest('a[href], button, label')) continue;
        // A check box or radio is tapped through its label.
        const target =
          el instanceof HTMLInputElement && /^(checkbox|radio)$/.test(el.type)
            ? (el.closest('label') ?? el)
            : el;
        const r = target.getBoundingClientRect();
        // Off the screen sideways: a carousel's other slides, a scroller's hidden part.
        if (r.right <= 0 || r.left >= w) continue;
        // A link inside a sentence is exempt (WCAG 2.5.8's inline exception).
        if (el.tagName === 'A' && el.parentElement && getComputedStyle(el).display === 'inline') {
          const text = (el.parentElement.textContent ?? '').trim();
          if (text.length > (el.textContent ?? '').trim().length) continue;
        }
        // The hit area: the box, or a larger ::before/::after laid over it (the visual stays).
        let width = r.width;
        let height = r.height;
        for (const pseudo of ['::before', '::after']) {
          const s = getComputedStyle(target, pseudo);
          if (s.content === 'none' || s.position !== 'absolute') continue;
          const pw = parseFloat(s.width);
          const ph = parseFloat(s.height);
          if (Number.isFinite(pw)) width = Math.max(width, pw);
          if (Number.isFinite(ph)) height = Math.max(height, ph);
        }
        if (width < 44 || height < 44)
          taps.push({
            name: nameOf(el),
            where: [target.tagName.toLowerCase(), ...target.classList].join('.'),
            width: Math.round(width),
            height: Math.round(height),
          });
      }
      const pastEdge = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => {
          if (el.getBoundingClientRect().right <= w + 1 || !visible(el)) return false;
          // Inside a scroller or a clipped box that itself fits: no page overflow.
          for (let up = el.parentElement; up; up = up.parentElement)
            if (getComputedStyle(up).overflowX !== 'visible')
              return up.getBoundingClientRect().right > w + 1;
          return true;
        })
        .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > w + 1))
        .slice(0, 4)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')} to ${Math.round(el.getBoundingClientRect().right)}`,
        );
      let chosenPageTopPx: number | null = null;
      const current = modal?.querySelector('[aria-current="page"]');
      if (modal && current) {
        // The entry's name without its count badge (CentreView's `<centre>-badge`: "Mission
        // activity 7" is the entry of the page titled "Mission activity").
        const named = current.cloneNode(true) as Element;
        for (const badge of named.querySelectorAll('[class$="-badge"]')) badge.remove();
        const title = (named.textContent ?? '').trim();
        const heading = [...modal.querySelectorAll('h1, h2, h3, h4')].find(
          (el) => !el.closest('nav') && title !== '' && (el.textContent ?? '').trim() === title,
        );
        if (heading && visible(heading)) chosenPageTopPx = heading.getBoundingClientRect().top;
      }
      return {
        pageWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
        pastEdge,
        dialogOverflow: modal ? Math.max(0, modal.scrollWidth - modal.clientWidth) : 0,
        headerPx: header ? header.getBoundingClientRect().height : null,
        contentTopPx: main && visible(main) ? main.getBoundingClientRect().top : null,
        taps,
        chosenPageTopPx,
      };
    },
    { w: screen.width },
  );
}
