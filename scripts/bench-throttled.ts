/**
 * The home route loaded for real on a throttled line: Lighthouse's mobile figures (150 ms round
 * trip, 1.6 Mbps down, 750 kbps up, 4x CPU slowdown) applied by Chromium's own network and CPU
 * emulation, a fresh context (cold cache) per run, median of THROTTLED_RUNS (default 5). Where
 * Lighthouse estimates from a fast trace, this measures what the page does on that line:
 *
 * - LCP: the last largest-contentful-paint entry (the hero banner);
 * - the start-up timeline on the way to "usable": the app's entry script received in full (its
 *   resource timing), the app's code running (`app-boot` mark, src/app/boot.tsx) and start-up's
 *   answers in (`app-started`, src/core/system/sagas.ts);
 * - app ready: the app's `app-ready` mark (the portal has mounted after start-up);
 * - shell gone: index.html's static shell removed (the portal is what the visitor sees and uses);
 * - CLS: the layout shifts of the load (their sum up to the end of the run, none after input),
 *   with the elements that moved in the biggest shifts printed, to find where they come from.
 *
 * `npm run bench` calls it against the preview server; on its own,
 * `tsx scripts/bench-throttled.ts [build dir]` serves that build (default dist).
 */
import { PipeChromium } from './bench-cdp';
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
  /** The app's entry script received in full. */
  scriptInMs: number;
  /** The app's code running (`app-boot`). */
  bootMs: number;
  /** Start-up's answers in (`app-started`). */
  startedMs: number;
  appReadyMs: number;
  shellGoneMs: number;
  /** Main-thread tasks over 50 ms that started before the shell went: the time over 50 ms, summed. */
  blockingMs: number;
  /** The longest main-thread task that started before the shell went. */
  longestTaskMs: number;
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

/**
 * Installed in the page before its own scripts: records the last LCP entry, the layout shifts and
 * when the static shell went, on `window.__firstLoad` (read once the load is over).
 */
function recordFirstLoad() {
  const marks = {
    lcp: -1,
    shellGone: -1,
    shifts: [] as { atMs: number; value: number; moved: string[] }[],
    longTasks: [] as [number, number][],
  };
  Object.defineProperty(window, '__firstLoad', { value: marks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
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
  new MutationObserver((_, observer) => {
    if (document.readyState !== 'loading' && !document.getElementById('boot-shell')) {
      marks.shellGone = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * What `recordFirstLoad` has seen, with the app's start-up marks and when its entry script was
 * received: -1 for what has not happened.
 */
const READ_MARKS = `(() => {
  const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? -1;
  const entry = document.querySelector('script[type="module"][src]');
  const received = entry ? performance.getEntriesByName(entry.src)[0] : undefined;
  return JSON.stringify({ ...window.__firstLoad, appReady: at('app-ready'), boot: at('app-boot'),
    started: at('app-started'), scriptIn: received ? received.responseEnd : -1 });
})()`;

/** How often the run asks the page whether the load is over: one tiny evaluation a quarter second. */
const POLL_MS = 250;

/**
 * One cold load on the mobile line, in a browser context of its own. The page is driven over the
 * protocol without Playwright (scripts/bench-cdp.ts): no inspector domain is on, as in a player's
 * browser, and nothing but a one-line evaluation every quarter second runs beside the load.
 */
async function runOnce(chromium: PipeChromium, url: string, run: number): Promise<ThrottledRun> {
  const { sessionId, close } = await chromium.newPage();
  const send = (method: string, params: Record<string, unknown> = {}) =>
    chromium.send(method, params, sessionId);
  try {
    // A phone's screen, as Lighthouse's mobile preset and the phone scenarios have it.
    await send('Emulation.setDeviceMetricsOverride', {
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      mobile: true,
    });
    await send('Emulation.setTouchEmulationEnabled', { enabled: true });
    await send('Network.enable');
    await send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_LINE.latencyMs,
      downloadThroughput: MOBILE_LINE.downloadBitsPerSecond / 8,
      uploadThroughput: MOBILE_LINE.uploadBitsPerSecond / 8,
    });
    await send('Emulation.setCPUThrottlingRate', { rate: MOBILE_LINE.cpuSlowdown });
    await send('Page.enable');
    await send('Page.addScriptToEvaluateOnNewDocument', { source: `(${recordFirstLoad})()` });
    await send('Page.navigate', { url });
    type Marks = Pick<ThrottledRun, 'shifts'> & {
      lcp: number;
      scriptIn: number;
      boot: number;
      started: number;
      shellGone: number;
      appReady: number;
      longTasks: [number, number][];
    };
    const read = async () =>
      JSON.parse(await chromium.evaluate<string>(sessionId, READ_MARKS)) as Marks;
    const deadline = Date.now() + PAGE_TIMEOUT_MS;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const seen = await read().catch(() => null); // between documents: not there yet
      if (seen && seen.shellGone >= 0 && seen.appReady >= 0) break;
      if (Date.now() > deadline)
        throw new Error(`run ${run}: the shell did not go or the app was not ready in time`);
    }
    // LCP entries stop at the first input; none comes, so let late paints report.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const marks = await read();
    if (marks.lcp < 0) throw new Error(`run ${run}: no largest-contentful-paint entry`);
    const beforeUsable = marks.longTasks.filter(([start]) => start < marks.shellGone);
    return {
      run,
      lcpMs: marks.lcp,
      scriptInMs: marks.scriptIn,
      bootMs: marks.boot,
      startedMs: marks.started,
      appReadyMs: marks.appReady,
      shellGoneMs: marks.shellGone,
      blockingMs: beforeUsable.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longestTaskMs: Math.max(0, ...beforeUsable.map(([, duration]) => duration)),
      cls: marks.shifts.reduce((sum, shift) => sum + shift.value, 0),
      shifts: [...marks.shifts].sort((a, b) => b.value - a.value).slice(0, 5),
    };
  } finally {
    await close();
  }
}

/** The throttled home load, THROTTLED_RUNS times; prints a table and returns the figures. */
export async function runThrottledBench(url: string): Promise<ThrottledReport> {
  console.log(
    `\nHome route on a throttled line (${MOBILE_LINE.latencyMs} ms RTT, ${MOBILE_LINE.downloadBitsPerSecond / 1e6} Mbps down, ${MOBILE_LINE.cpuSlowdown}x CPU), ${THROTTLED_RUNS} runs:\n`,
  );
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('throttled load: no Chromium (set CHROMIUM_PATH)');
  const chromium = PipeChromium.launch(executablePath, CHROMIUM_ARGS);
  const runs: ThrottledRun[] = [];
  try {
    for (let run = 1; run <= THROTTLED_RUNS; run += 1) {
      try {
        runs.push(await runOnce(chromium, url, run));
      } catch (error) {
        throw new Error(`throttled load ${errorMessage(error)}`, { cause: error });
      }
    }
  } finally {
    await chromium.close();
  }
  const of = (key: keyof Omit<ThrottledRun, 'run' | 'shifts'>) =>
    median(runs.map((r) => r[key])) ?? NaN;
  const result: ThrottledReport = {
    line: MOBILE_LINE,
    url,
    runs,
    median: {
      lcpMs: of('lcpMs'),
      scriptInMs: of('scriptInMs'),
      bootMs: of('bootMs'),
      startedMs: of('startedMs'),
      appReadyMs: of('appReadyMs'),
      shellGoneMs: of('shellGoneMs'),
      blockingMs: of('blockingMs'),
      longestTaskMs: of('longestTaskMs'),
      cls: of('cls'),
    },
  };
  /** A mark the page never set (a build without it) reads n/a. */
  const seen = (value: number) => (value < 0 ? null : value);
  const row = (label: string, r: Omit<ThrottledRun, 'run'>) => [
    label,
    ms(r.lcpMs),
    ms(seen(r.scriptInMs)),
    ms(seen(r.bootMs)),
    ms(seen(r.startedMs)),
    ms(r.appReadyMs),
    ms(r.shellGoneMs),
    ms(r.blockingMs),
    ms(r.longestTaskMs),
    r.cls.toFixed(3),
  ];
  console.log(
    runsTable(
      [
        'run',
        'LCP',
        'script in',
        'boot',
        'started',
        'app ready',
        'shell gone',
        'blocking',
        'longest task',
        'CLS',
      ],
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
  await runThrottledBench(url);
});
