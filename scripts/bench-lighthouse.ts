/**
 * Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown, Moto G Power screen) on the home
 * route, a fresh Chromium per run, median of LIGHTHOUSE_RUNS (default 3): performance score, FCP,
 * LCP, TBT, CLS, speed index and the script bytes transferred. `npm run bench` calls it against the
 * preview server (scripts/preview-server.ts: gzip and the deployment's caching); on its own,
 * `tsx scripts/bench-lighthouse.ts [build dir]` serves that build (default dist) and prints the
 * figures without building.
 *
 * Chromium: LIGHTHOUSE_CHROME, else Debian's full /usr/bin/chromium (`--headless=new`), else the
 * browser the features use. LIGHTHOUSE_REPORTS=<folder> keeps each run's whole report there
 * (lighthouse-run-N.json: open it in the Lighthouse viewer, or read its audits). Figures on a
 * loaded machine vary: compare medians taken side by side.
 */
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  CHROMIUM_ARGS,
  chromiumPath,
  errorMessage,
  kb,
  median,
  ms,
  runsTable,
  standalone,
} from './bench-lib';

export interface LighthouseRun {
  run: number;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Bytes of script transferred (compressed as served). */
  scriptBytes: number;
  /** Total bytes transferred for the page. */
  totalBytes: number;
}

export interface LighthouseReport {
  preset: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU)';
  lighthouseVersion: string;
  chromePath: string | null;
  url: string;
  runs: LighthouseRun[];
  median: Omit<LighthouseRun, 'run'>;
}

export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** What the home route must reach on Lighthouse's mobile line (issue 25), judged on the medians. */
export const LIGHTHOUSE_BUDGET = { minScore: 0.98, maxLcpMs: 1_200, maxTbtMs: 50 } as const;

export function judgeLighthouse(m: Omit<LighthouseRun, 'run'>): { pass: boolean; summary: string } {
  const b = LIGHTHOUSE_BUDGET;
  const parts = [
    [m.score >= b.minScore, `score ${m.score.toFixed(2)} (≥ ${b.minScore})`],
    [m.lcpMs <= b.maxLcpMs, `LCP ${ms(m.lcpMs)} (≤ ${ms(b.maxLcpMs)})`],
    [m.tbtMs <= b.maxTbtMs, `TBT ${ms(m.tbtMs)} (≤ ${ms(b.maxTbtMs)})`],
  ] as const;
  return {
    pass: parts.every(([ok]) => ok),
    summary: parts.map(([ok, text]) => `${text}${ok ? '' : ' OVER'}`).join(', '),
  };
}

function lighthouseChrome(): string | undefined {
  const chosen = process.env.LIGHTHOUSE_CHROME;
  if (chosen) return chosen;
  return fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : chromiumPath();
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

async function runOnce(
  url: string,
  run: number,
  chromePath: string | undefined,
): Promise<{ run: LighthouseRun; version: string }> {
  const chrome = await chromeLauncher.launch({
    ...(chromePath ? { chromePath } : {}),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'error',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`run ${run}: Lighthouse returned no result`);
    // The whole report of each run, to see what a figure is made of (its long tasks, the main
    // thread's work by kind, each script's cost): LIGHTHOUSE_REPORTS=<folder>.
    const folder = process.env.LIGHTHOUSE_REPORTS;
    if (folder) {
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(`${folder}/lighthouse-run-${run}.json`, JSON.stringify(lhr));
    }
    if (lhr.runtimeError)
      throw new Error(
        `run ${run}: ${lhr.runtimeError.code} ${lhr.runtimeError.message ?? ''}`.trim(),
      );
    const numeric = (id: string): number => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number')
        throw new Error(`run ${run}: no value for ${id} (${lhr.audits[id]?.errorMessage ?? '?'})`);
      return value;
    };
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error(`run ${run}: no performance score`);
    const details = lhr.audits['network-requests']?.details as
      | { items?: NetworkItem[] }
      | undefined;
    const items = details?.items ?? [];
    const bytes = (list: NetworkItem[]) => list.reduce((n, i) => n + (i.transferSize ?? 0), 0);
    return {
      version: lhr.lighthouseVersion,
      run: {
        run,
        score,
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        speedIndexMs: numeric('speed-index'),
        scriptBytes: bytes(items.filter((i) => i.resourceType === 'Script')),
        totalBytes: bytes(items),
      },
    };
  } finally {
    chrome.kill();
  }
}

const medianOf = (runs: readonly LighthouseRun[], key: keyof Omit<LighthouseRun, 'run'>) =>
  median(runs.map((r) => r[key])) ?? Number.NaN;

/** Lighthouse on `url`, a fresh browser per run; prints a table and returns the figures. */
export async function runLighthouseBench(url: string): Promise<LighthouseReport> {
  const chromePath = lighthouseChrome();
  console.log(
    `\nLighthouse, mobile preset, ${LIGHTHOUSE_RUNS} runs on ${url} (${chromePath ?? "Playwright's Chromium"}):\n`,
  );
  const runs: LighthouseRun[] = [];
  let version = '';
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
    try {
      const once = await runOnce(url, run, chromePath);
      runs.push(once.run);
      version = once.version;
    } catch (error) {
      throw new Error(`Lighthouse ${errorMessage(error)}`, { cause: error });
    }
  }
  const result: LighthouseReport = {
    preset: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU)',
    lighthouseVersion: version,
    chromePath: chromePath ?? null,
    url,
    runs,
    median: {
      score: medianOf(runs, 'score'),
      fcpMs: medianOf(runs, 'fcpMs'),
      lcpMs: medianOf(runs, 'lcpMs'),
      tbtMs: medianOf(runs, 'tbtMs'),
      cls: medianOf(runs, 'cls'),
      speedIndexMs: medianOf(runs, 'speedIndexMs'),
      scriptBytes: medianOf(runs, 'scriptBytes'),
      totalBytes: medianOf(runs, 'totalBytes'),
    },
  };
  const row = (label: string, r: Omit<LighthouseRun, 'run'>) => [
    label,
    r.score.toFixed(2),
    ms(r.fcpMs),
    ms(r.lcpMs),
    ms(r.tbtMs),
    r.cls.toFixed(3),
    ms(r.speedIndexMs),
    kb(r.scriptBytes),
    kb(r.totalBytes),
  ];
  console.log(
    runsTable(
      ['run', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'script', 'total'],
      runs,
      result.median,
      row,
    ),
  );
  return result;
}

await standalone(import.meta.url, async (url) => {
  const report = await runLighthouseBench(url);
  if (process.env.LIGHTHOUSE_JSON)
    fs.writeFileSync(process.env.LIGHTHOUSE_JSON, `${JSON.stringify(report, null, 2)}\n`);
});
