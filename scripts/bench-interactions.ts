/**
 * Interaction latency on a phone (issue 25): the time from a tap or key press to the next paint
 * that shows its answer, at 4x CPU slowdown on a 390 x 844 touch screen, for what players do most:
 * opening the login popup, the member centre, a lobby category and a search. Measured by the
 * browser itself (Event Timing, `PerformanceObserver({ type: 'event', durationThreshold: 16 })`:
 * an interaction's duration runs from the input to the next paint after its handlers, as INP
 * counts it); each interaction INTERACTION_RUNS times (default 5), the median judged against
 * INTERACTION_BUDGET_MS.
 *
 * `npm run bench` calls it against the preview server; on its own,
 * `tsx scripts/bench-interactions.ts [build dir]` serves that build (default dist).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  chromiumPath,
  errorMessage,
  median,
  ms,
  PAGE_TIMEOUT_MS,
  standalone,
  table,
} from './bench-lib';
import { memberSession } from './bench-lobby';

export const INTERACTION_RUNS = Number(process.env.INTERACTION_RUNS ?? 5);
export const INTERACTION_BUDGET_MS = 100;
const CPU_SLOWDOWN = 4;

interface Interaction {
  name: string;
  /** Who: a visitor, or player1 logged in. */
  member: boolean;
  path: string;
  /** What must be there before the input (not timed). */
  before?: (page: Page) => Promise<void>;
  /** The input itself (timed by the browser from here to the next paint). */
  act: (page: Page) => Promise<void>;
  /** Waits for the answer (not timed). */
  shown: (page: Page) => Promise<unknown>;
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'open the login popup',
    member: false,
    path: '/',
    act: (page) => page.getByRole('banner').getByRole('button', { name: 'Log in' }).click(),
    shown: (page) => page.getByRole('dialog').first().waitFor(),
  },
  {
    name: 'open the member centre',
    member: true,
    path: '/',
    before: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menu', { name: 'Account menu' }).waitFor();
    },
    act: (page) =>
      page
        .getByRole('menu', { name: 'Account menu' })
        .getByRole('menuitem', { name: 'Member centre', exact: true })
        .click(),
    shown: (page) => page.getByRole('dialog', { name: 'Member centre' }).waitFor(),
  },
  {
    name: 'choose a lobby category',
    member: true,
    path: '/rng',
    before: (page) =>
      page.getByRole('group', { name: 'Game types' }).getByRole('button').nth(1).waitFor(),
    act: (page) =>
      page.getByRole('group', { name: 'Game types' }).getByRole('button').nth(1).click(),
    shown: (page) =>
      page
        .getByRole('group', { name: 'Game types' })
        .getByRole('button', { pressed: true })
        .and(page.getByRole('group', { name: 'Game types' }).getByRole('button').nth(1))
        .waitFor(),
  },
  {
    name: 'type a search',
    member: true,
    path: '/rng',
    before: (page) => page.getByRole('searchbox', { name: 'Search games' }).waitFor(),
    act: (page) => page.getByRole('searchbox', { name: 'Search games' }).press('a'),
    shown: (page) =>
      page.waitForFunction(
        () => document.querySelector<HTMLInputElement>('input[type="search"]')?.value === 'a',
      ),
  },
];

export interface InteractionResult {
  name: string;
  runsMs: number[];
  medianMs: number;
  pass: boolean;
}

export interface InteractionReport {
  cpuSlowdown: number;
  viewport: { width: number; height: number };
  budgetMs: number;
  results: InteractionResult[];
  pass: boolean;
}

/** Starts recording the page's interactions (Event Timing entries with an interaction id). */
const RECORD_EVENTS = `
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__interactions.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

async function measureOnce(
  browser: Browser,
  baseUrl: string,
  interaction: Interaction,
  session: { token: string; seenNotices: string[] },
): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(PAGE_TIMEOUT_MS);
  try {
    await context.addInitScript(
      ({ token, seen }) => {
        localStorage.setItem('hisLang', 'EN');
        if (token) sessionStorage.setItem('token', token);
        sessionStorage.setItem('index_notice', JSON.stringify(seen));
      },
      { token: interaction.member ? session.token : '', seen: session.seenNotices },
    );
    await context.addInitScript({ content: RECORD_EVENTS });
    const page = await context.newPage();
    await page.goto(new URL(interaction.path, baseUrl).href, { waitUntil: 'commit' });
    await page.waitForFunction(() => !document.getElementById('boot-shell'), undefined, {
      timeout: PAGE_TIMEOUT_MS,
    });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await interaction.before?.(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const from = await page.evaluate(() => performance.now());
    await interaction.act(page);
    await interaction.shown(page);
    // Event Timing reports an interaction once its next paint is known: wait for its entry.
    const handle = await page.waitForFunction(
      (start) => {
        const all = (
          window as unknown as {
            __interactions: { id: number; start: number; duration: number }[];
          }
        ).__interactions.filter((e) => e.start >= start);
        if (all.length === 0) return false;
        return Math.max(...all.map((e) => e.duration));
      },
      from,
      { timeout: 10_000, polling: 100 },
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return (await handle.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

/** Each interaction INTERACTION_RUNS times on a fresh page; prints a table and returns it. */
export async function runInteractionBench(
  browser: Browser,
  baseUrl: string,
): Promise<InteractionReport> {
  console.log(
    `\nInteractions on a phone (390 x 844, ${CPU_SLOWDOWN}x CPU), input to next paint (Event Timing), ${INTERACTION_RUNS} runs each, budget ${INTERACTION_BUDGET_MS} ms:\n`,
  );
  const session = await memberSession(baseUrl);
  const results: InteractionResult[] = [];
  for (const interaction of INTERACTIONS) {
    const runsMs: number[] = [];
    for (let run = 1; run <= INTERACTION_RUNS; run += 1) {
      try {
        runsMs.push(await measureOnce(browser, baseUrl, interaction, session));
      } catch (error) {
        throw new Error(`interaction "${interaction.name}", run ${run}: ${errorMessage(error)}`, {
          cause: error,
        });
      }
    }
    const medianMs = median(runsMs) ?? Number.NaN;
    results.push({
      name: interaction.name,
      runsMs,
      medianMs,
      pass: medianMs <= INTERACTION_BUDGET_MS,
    });
  }
  console.log(
    table(
      ['interaction', 'runs', 'median', 'max', 'verdict'],
      results.map((r) => [
        r.name,
        r.runsMs.map((v) => v.toFixed(0)).join(' '),
        ms(r.medianMs),
        ms(Math.max(...r.runsMs)),
        r.pass ? 'ok' : `OVER ${INTERACTION_BUDGET_MS} ms`,
      ]),
    ),
  );
  const pass = results.every((r) => r.pass);
  return {
    cpuSlowdown: CPU_SLOWDOWN,
    viewport: { width: 390, height: 844 },
    budgetMs: INTERACTION_BUDGET_MS,
    results,
    pass,
  };
}

await standalone(import.meta.url, async (url) => {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const report = await runInteractionBench(browser, url);
    if (!report.pass) process.exitCode = 1;
  } finally {
    await browser.close();
  }
});
