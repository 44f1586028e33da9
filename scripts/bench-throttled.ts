/**
 * The home route loaded for real on a throttled line: Lighthouse's mobile figures (150 ms round
 * trip, 1.6 Mbps down, 750 kbps up, 4x CPU slowdown) applied by Chromium's own network and CPU
 * emulation, a fresh context (cold cache) per run, median of THROTTLED_RUNS (default 5). Where
 * Lighthouse estimates from a fast trace, this measures what the page does on that line:
 *
 * - LCP: the last largest-contentful-paint entry (the hero banner);
 * - app ready: the app's `app-ready` mark (the portal has mounted after start-up);
 * - shell gone: index.html's static shell removed (the portal is what the visitor sees and uses);
 * - CLS: the layout shifts of the load (their sum up to the end of the run, none after input),
 *   with the elements that moved in the biggest shifts printed, to find where they come from.
 *
 * `npm run bench` calls it against the preview server; on its own,
 * `tsx scripts/bench-throttled.ts [build dir]` serves that build (default dist).
 */
import { chromium, type Browser } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  chromiumPath,
  errorMessage,
  median,
  ms,
  PAGE_TIMEOUT_MS,
  runsTable,
  standalone,
} from './bench-lib';

export const THROTTLED_RUNS = Number(process.env.THROTTLED_RUNS ?? 5);

/** The portal is usable (the static shell gone, Log in shown) within this on the mobile line. */
export const USABLE_BUDGET_MS = 1_600;

/** Lighthouse's mobile preset, as emulation settings. */
export const MOBILE_LINE = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  cpuSlowdown: 4,
} as const;

export interface ThrottledRun {
  run: number;
  lcpMs: number;
  appReadyMs: number;
  shellGoneMs: number;
  cls: number;
  /** The biggest shifts: when, how much, and each moved element with its rectangle before -> after. */
  shifts: { atMs: number; value: number; moved: string[] }[];
}

export interface ThrottledReport {
  line: typeof MOBILE_LINE;
  url: string;
  runs: ThrottledRun[];
  median: Omit<ThrottledRun, 'run' | 'shifts'>;
}

/** A layout-shift performance entry (not in TypeScript's DOM library). */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** What the page says on its console once the app is ready and the static shell gone. */
const LOADED_SIGNAL = 'bench: first load done';

async function runOnce(browser: Browser, url: string, run: number): Promise<ThrottledRun> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_LINE.latencyMs,
      downloadThroughput: MOBILE_LINE.downloadBitsPerSecond / 8,
      uploadThroughput: MOBILE_LINE.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_LINE.cpuSlowdown });
    await page.addInitScript((LOADED: string) => {
      const marks = {
        lcp: -1,
        shellGone: -1,
        shifts: [] as { atMs: number; value: number; moved: string[] }[],
      };
      Object.defineProperty(window, '__firstLoad', { value: marks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) marks.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
          if (entry.hadRecentInput) continue;
          marks.shifts.push({
            atMs: Math.round(entry.startTime),
            value: entry.value,
            moved: entry.sources.map(
              (source) =>
                `${source.node instanceof Element ? source.node.tagName.toLowerCase() + (source.node.className ? `.${String(source.node.className).trim().split(/\s+/).join('.')}` : '') : '?'} ${[source.previousRect, source.currentRect].map((r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`).join(' -> ')}`,
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // Both seen: said on the console, which the run waits for (see below). (No named function
      // here: tsx would wrap it in a helper the page does not have.)
      let appReady = false;
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('app-ready').length === 0) return;
        appReady = true;
        if (marks.shellGone >= 0) console.debug(LOADED);
      }).observe({ type: 'mark', buffered: true });
      new MutationObserver((_, observer) => {
        if (document.readyState !== 'loading' && !document.getElementById('boot-shell')) {
          marks.shellGone = performance.now();
          observer.disconnect();
          if (appReady) console.debug(LOADED);
        }
      }).observe(document, { childList: true, subtree: true });
    }, LOADED_SIGNAL);
    // Waited for on the console: polling the page (waitForFunction) would put Playwright's own
    // script and its checks on the page's main thread during the very load this measures.
    const loaded = page.waitForEvent('console', {
      predicate: (message) => message.text() === LOADED_SIGNAL,
      timeout: PAGE_TIMEOUT_MS,
    });
    await page.goto(url, { waitUntil: 'commit', timeout: PAGE_TIMEOUT_MS });
    await loaded;
    // LCP entries stop at the first input; none comes, so let late paints report.
    await page.waitForTimeout(1_000);
    const marks = await page.evaluate(() => ({
      ...(
        window as unknown as {
          __firstLoad: Pick<ThrottledRun, 'shifts'> & { lcp: number; shellGone: number };
        }
      ).__firstLoad,
      appReady: performance.getEntriesByName('app-ready')[0]?.startTime ?? -1,
    }));
    if (marks.lcp < 0) throw new Error(`run ${run}: no largest-contentful-paint entry`);
    return {
      run,
      lcpMs: marks.lcp,
      appReadyMs: marks.appReady,
      shellGoneMs: marks.shellGone,
      cls: marks.shifts.reduce((sum, shift) => sum + shift.value, 0),
      shifts: [...marks.shifts].sort((a, b) => b.value - a.value).slice(0, 5),
    };
  } finally {
    await context.close();
  }
}

/** The throttled home load, THROTTLED_RUNS times; prints a table and returns the figures. */
export async function runThrottledBench(browser: Browser, url: string): Promise<ThrottledReport> {
  console.log(
    `\nHome route on a throttled line (${MOBILE_LINE.latencyMs} ms RTT, ${MOBILE_LINE.downloadBitsPerSecond / 1e6} Mbps down, ${MOBILE_LINE.cpuSlowdown}x CPU), ${THROTTLED_RUNS} runs:\n`,
  );
  const runs: ThrottledRun[] = [];
  for (let run = 1; run <= THROTTLED_RUNS; run += 1) {
    try {
      runs.push(await runOnce(browser, url, run));
    } catch (error) {
      throw new Error(`throttled load ${errorMessage(error)}`, { cause: error });
    }
  }
  const of = (key: keyof Omit<ThrottledRun, 'run' | 'shifts'>) =>
    median(runs.map((r) => r[key])) ?? NaN;
  const result: ThrottledReport = {
    line: MOBILE_LINE,
    url,
    runs,
    median: {
      lcpMs: of('lcpMs'),
      appReadyMs: of('appReadyMs'),
      shellGoneMs: of('shellGoneMs'),
      cls: of('cls'),
    },
  };
  const row = (label: string, r: Omit<ThrottledRun, 'run'>) => [
    label,
    ms(r.lcpMs),
    ms(r.appReadyMs),
    ms(r.shellGoneMs),
    r.cls.toFixed(3),
  ];
  console.log(
    runsTable(
      ['run', 'LCP', 'app ready', 'shell gone', 'CLS'],
      runs,
      { ...result.median, shifts: [] },
      row,
    ),
  );
  const worst = [...runs].sort((a, b) => b.cls - a.cls)[0];
  if (worst && worst.cls > 0) {
    console.log(
      `\nThe biggest layout shifts of run ${worst.run} (element x,y wxh before -> after):`,
    );
    for (const shift of worst.shifts)
      console.log(`  ${ms(shift.atMs)}  ${shift.value.toFixed(3)}  ${shift.moved.join('; ')}`);
  }
  return result;
}

await standalone(import.meta.url, async (url) => {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  await runThrottledBench(browser, url).finally(() => browser.close());
});
