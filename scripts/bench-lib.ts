import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

/**
 * The home route's JS budget, as sent: Brotli (quality 11) bytes, what the deployment serves (the
 * build precompresses every file). gzip is printed beside it, not judged.
 */
export const JS_BROTLI_BUDGET = 150 * 1024;

/** Timeout for every page operation (navigation, waits, evaluations). */
export const PAGE_TIMEOUT_MS = 30_000;

export { CHROMIUM_ARGS, chromiumPath } from './chromium';

export type AssetKind = 'js' | 'css';

export interface AssetWeight {
  file: string;
  kind: AssetKind;
  raw: number;
  gzip: number;
  /** Brotli at best quality: what the preview server and the documented deployment send. */
  brotli: number;
}

interface KindTotals {
  raw: number;
  gzip: number;
  brotli: number;
  files: number;
}

export interface WeightTotals {
  js: KindTotals;
  css: KindTotals;
  all: KindTotals;
}

export function weigh(file: string, kind: AssetKind, body: Buffer): AssetWeight {
  return {
    file,
    kind,
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

export function totals(assets: readonly AssetWeight[]): WeightTotals {
  const sum = (list: readonly AssetWeight[]): KindTotals => ({
    raw: list.reduce((n, a) => n + a.raw, 0),
    gzip: list.reduce((n, a) => n + a.gzip, 0),
    brotli: list.reduce((n, a) => n + a.brotli, 0),
    files: list.length,
  });
  return {
    js: sum(assets.filter((a) => a.kind === 'js')),
    css: sum(assets.filter((a) => a.kind === 'css')),
    all: sum(assets),
  };
}

/** Median of the numbers; null for an empty list. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const hi = sorted[mid] ?? 0;
  if (sorted.length % 2 === 1) return hi;
  const lo = sorted[mid - 1] ?? hi;
  return (lo + hi) / 2;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function ms(value: number | null): string {
  return value === null ? 'n/a' : `${value.toFixed(1)} ms`;
}

/** A plain-text table; numeric-looking columns (all but the first) are right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r: readonly string[]) =>
    r
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** A table of runs with the median's row last. */
export function runsTable<R extends { run: number }>(
  header: readonly string[],
  runs: readonly R[],
  medianOf: Omit<R, 'run'>,
  row: (label: string, r: Omit<R, 'run'>) => string[],
): string {
  return table(header, [...runs.map((r) => row(String(r.run), r)), row('median', medianOf)]);
}

/**
 * A bench on its own (`tsx scripts/bench-<name>.ts [build dir]`), when `moduleUrl` is the script
 * run: serves that build (default dist) with the preview server and measures its home route.
 */
export async function standalone(
  moduleUrl: string,
  measure: (homeUrl: string) => Promise<void>,
): Promise<void> {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const { startPreviewServer } = await import('./preview-server');
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const server = await startPreviewServer({ dir, port: 0, dbFile: null });
  try {
    await measure(`${server.url}/`);
  } catch (error) {
    console.error(errorMessage(error));
    process.exitCode = 1;
  } finally {
    await server.close();
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
