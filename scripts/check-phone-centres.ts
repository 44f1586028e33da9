/**
 * The member and agent centres on a phone (issue 25), page by page: loads each centre page at a
 * phone width on a running portal and prints, per page, the page's width against the screen's
 * (document and the centre's sheet), the top of the chosen page's heading and of its first form or
 * table, and every visible tap target under 44 px. With `--shots DIR` it also saves a screenshot
 * of each page in light and dark theme.
 *
 *   npx tsx scripts/check-phone-centres.ts [--base http://localhost:5173] [--width 360]
 *     [--height 740] [--shots /work/shots/phone-centres] [--only withdraw,downlineManagmentView]
 *
 * Exit code 1 when a page is wider than the screen or its heading is below the first screen.
 */
import { chromium, type Page } from '@playwright/test';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { AGENT_CENTRE_ENTRIES } from '../src/core/agent-centre';
import { MEMBER_CENTRE_ENTRIES } from '../src/core/member-centre';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:5173' },
    width: { type: 'string', default: '360' },
    height: { type: 'string', default: '740' },
    shots: { type: 'string' },
    only: { type: 'string' },
  },
});
const base = values.base!;
const width = Number(values.width);
const height = Number(values.height);
const only = values.only?.split(',');

/** The pages checked: the centre's address parameter, its page, and who opens it. */
const PAGES: { user: string; param?: 'member' | 'agent'; page: string }[] = [
  // Every entry of the two centres, from the centres themselves (a new entry is checked at once).
  ...MEMBER_CENTRE_ENTRIES.map(({ page }) => ({ user: 'player1', param: 'member' as const, page })),
  ...AGENT_CENTRE_ENTRIES.map(({ page }) => ({ user: 'agent01', param: 'agent' as const, page })),
  { user: 'player1', page: '/pointMall' },
];

async function login(username: string): Promise<string> {
  const res = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { Merchant: 'DEMO', 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'pass1234', type: 'username' }),
  });
  const body = (await res.json()) as { success: boolean; value: { token: string } };
  if (!body.success) throw new Error(`login ${username} refused`);
  return body.value.token;
}

/** What a player sees of the page: widths, the heading's and the form's top, small targets. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const sheet = document.querySelector<HTMLElement>('.centre-panel');
    const heading = document.querySelector('.centre-page-title') ?? document.querySelector('h1');
    const content = document.querySelector('.centre-content') ?? document.querySelector('main');
    const form = content?.querySelector('form, table, [role="table"], ul, ol, dl');
    const top = (el: Element | null | undefined) =>
      el ? Math.round(el.getBoundingClientRect().top) : null;
    // The sheet when a centre is open (the page behind it is the shell's), else the page's main.
    const root = sheet ?? document.querySelector('main') ?? document.body;
    const small: string[] = [];
    for (const el of root.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [tabindex="0"]',
    )) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (el.closest('.visually-hidden, [inert], [aria-hidden="true"]')) continue;
      // A check box or radio counts with its label (the label is the target).
      const label =
        el instanceof HTMLInputElement && /checkbox|radio/.test(el.type)
          ? el.closest('label')?.getBoundingClientRect()
          : undefined;
      const h = Math.max(box.height, label?.height ?? 0);
      const w = Math.max(box.width, label?.width ?? 0);
      if (h >= 44 && w >= 44) continue;
      // Inline links inside running text are exempt (WCAG 2.5.8 "inline").
      if (el.tagName === 'A' && el.closest('p') && !el.closest('nav')) continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim();
      small.push(
        `${el.tagName.toLowerCase()} "${name.slice(0, 24)}" ${Math.round(w)}x${Math.round(h)}`,
      );
    }
    // What sticks out past the screen's right edge.
    const wide: string[] = [];
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== root; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      return false;
    };
    for (const el of root.querySelectorAll<HTMLElement>('*')) {
      const box = el.getBoundingClientRect();
      if (box.right > window.innerWidth + 1 && box.width > 0 && !clipped(el))
        wide.push(
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(box.right)}`,
        );
    }
    return {
      width: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      sheetOverflow: sheet ? sheet.scrollWidth - sheet.clientWidth : 0,
      heading: heading?.textContent?.trim() ?? null,
      headingTop: top(heading),
      formTop: top(form),
      small,
      wide: wide.slice(0, 5),
    };
  });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
let failures = 0;
try {
  const tokens = new Map<string, string>();
  for (const theme of values.shots ? ['light', 'dark'] : ['light']) {
    const context = await browser.newContext({
      viewport: { width, height },
      reducedMotion: 'reduce',
    });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    // tsx keeps function names with a helper the page does not have.
    await context.addInitScript('window.__name = (f) => f');
    const page = await context.newPage();
    for (const entry of PAGES) {
      const key = entry.param ? `${entry.param}=${entry.page}` : entry.page;
      if (only && !only.includes(entry.page)) continue;
      if (!tokens.has(entry.user)) tokens.set(entry.user, await login(entry.user));
      const token = tokens.get(entry.user)!;
      const url = entry.param
        ? `${base}/?token=${token}&${entry.param}=${entry.page}`
        : `${base}${entry.page}?token=${token}`;
      await page.goto(url);
      if (entry.param) await page.locator('.centre-page-title').waitFor();
      else await page.locator('main h1, main h2').first().waitFor();
      await page.waitForLoadState('networkidle');
      // Let the page's own loading line go.
      await page
        .locator('.centre-content [aria-busy="true"], .loading')
        .first()
        .waitFor({ state: 'detached', timeout: 5000 })
        .catch(() => undefined);
      const m = await measure(page);
      if (theme === 'light') {
        const tooWide = m.scrollWidth > m.width || m.sheetOverflow > 0;
        const low = m.headingTop === null || m.headingTop > height * 0.5;
        if (tooWide || low) failures += 1;
        console.log(
          `${tooWide || low ? 'FAIL' : 'ok  '} ${key.padEnd(48)} width ${m.scrollWidth}/${m.width} sheet+${m.sheetOverflow} heading@${m.headingTop} form@${m.formTop} small ${m.small.length}`,
        );
        for (const s of m.small) console.log(`       small: ${s}`);
        for (const s of m.wide) console.log(`       wide: ${s}`);
      }
      if (values.shots) {
        const shot = `${values.shots}/${width}x${height}-${theme}-${key.replace(/[=/]/g, '-').replace(/^-/, '')}`;
        await page.screenshot({ path: `${shot}.png` });
        // And the page's first table (its rows as cards on a phone), scrolled to the top.
        const table = page.locator('.centre-content table, main table').first();
        if (await table.count()) {
          await table.evaluate((el) => el.scrollIntoView({ block: 'start' }));
          await page.screenshot({ path: `${shot}-table.png` });
        }
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
process.exitCode = failures ? 1 : 0;
