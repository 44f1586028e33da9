import { expect, type Page } from '@playwright/test';
import { loadingFrame, startupStatus } from '../pages/common';
import { QUICK, soon } from './waits';

/** Steps read English texts unless a scenario chooses otherwise (memo 'language'). */
const DEFAULT_TEST_LANGUAGE = 'EN';

/**
 * Waits until the portal has started: index.html's loading frame is gone (the app removes it once
 * start-up has ended; before, the page may not have asked for the app's code yet) and so is the
 * start-up status (its spinner).
 */
export async function portalSettled(page: Page) {
  await soon(async (timeout) => {
    await expect(loadingFrame(page)).toHaveCount(0, { timeout });
    await expect(startupStatus(page)).toHaveCount(0, { timeout });
  }, 10_000);
}

/**
 * Opens a portal address: seeds storage once per tab from the scenario's memo (language, theme,
 * token), collects popups the page opens, and waits for start-up to settle.
 */
export async function openPortal(page: Page, memo: Map<string, unknown>, path: string) {
  if (!memo.has('seeded')) {
    memo.set('seeded', true);
    const seed = {
      language: memo.has('language') ? memo.get('language') : DEFAULT_TEST_LANGUAGE,
      theme: memo.get('theme') ?? null,
      token: memo.get('storedToken') ?? null,
    };
    // Not again on reload, so the user's own choices survive it.
    await page.addInitScript((s) => {
      if (sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      if (s.language) localStorage.setItem('hisLang', String(s.language));
      if (s.theme) localStorage.setItem('theme', String(s.theme));
      if (s.token) sessionStorage.setItem('token', String(s.token));
    }, seed);
    const popups: Page[] = [];
    memo.set('popups', popups);
    // Every window the tab opens: its popups, and any other new page of the context while it is
    // open (the context holds only this tab and its windows). Playwright reads the opener when it
    // attaches to a new page, and the portal drops a window's opener at once (security). A full
    // run on a loaded machine once saw no popup for a window the portal had opened.
    const context = page.context();
    const collect = (opened: Page) => {
      if (opened !== page && !popups.includes(opened)) popups.push(opened);
    };
    page.on('popup', collect);
    context.on('page', collect);
    page.once('close', () => context.off('page', collect));
  }
  await page.goto(path);
  await portalSettled(page);
}

/** The first popup the page opened (waits for it). */
export async function firstPopup(memo: Map<string, unknown>): Promise<Page> {
  const popups = (memo.get('popups') ?? []) as Page[];
  await expect.poll(() => popups.length, QUICK).toBeGreaterThan(0);
  return popups[0]!;
}

/** A portal address with the scenario's token, when one was given ("... has logged in elsewhere"). */
export function withToken(path: string, memo: Map<string, unknown>): string {
  const url = new URL(path, 'http://x');
  const token = memo.get('token');
  if (token !== undefined) url.searchParams.set('token', String(token));
  return `${url.pathname}${url.search}`;
}
