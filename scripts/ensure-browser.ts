/**
 * `npm test` runs this first: the feature scenarios need a Chromium. It looks for one as the
 * features do (scripts/chromium.ts: CHROMIUM_PATH, Debian's headless shell or Chromium, then
 * Playwright's own build); where none is found it gets one the way the machine allows (Debian's
 * package as root with apt-get, Playwright's download where its host answers), and otherwise stops,
 * within seconds and before any scenario, with one message naming the three ways to provide one.
 *
 * Environment: CHROMIUM_PATH (the browser to use), CHROMIUM_CANDIDATES (paths separated by ':'
 * looked at instead of the usual ones, e.g. for a test of a machine without a browser),
 * PLAYWRIGHT_DOWNLOAD_HOST (Playwright's own: its download mirror, probed before downloading).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { candidatePaths } from './chromium';

const require = createRequire(import.meta.url);

/** How long the download host may take to answer the probe. */
const PROBE_TIMEOUT_MS = 5_000;
/** An install that takes longer than this is given up. */
const INSTALL_TIMEOUT_MS = 10 * 60_000;

/** Where `npx playwright install chromium` puts its build (it may not be there). */
function playwrightBuild(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** The first browser that exists: CHROMIUM_PATH when set, else the usual places. */
export function findBrowser(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.CHROMIUM_PATH) return fs.existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return candidatePaths(env, playwrightBuild()).find((p) => fs.existsSync(p)) ?? null;
}

/** A program on PATH, or null. */
function onPath(program: string, env: NodeJS.ProcessEnv): string | null {
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, program);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      /* not here */
    }
  }
  return null;
}

/** Whether Playwright's download host answers at all (any HTTP status will do). */
async function downloadHostAnswers(env: NodeJS.ProcessEnv): Promise<boolean> {
  const host = env.PLAYWRIGHT_DOWNLOAD_HOST || 'https://cdn.playwright.dev';
  try {
    await fetch(host, { method: 'HEAD', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): boolean {
  console.log(`ensure-browser: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    stdio: 'inherit',
    timeout: INSTALL_TIMEOUT_MS,
  });
  return result.status === 0;
}

/** Debian's headless shell, else its full Chromium; the package lists are refreshed once if need be. */
function aptInstall(aptGet: string, env: NodeJS.ProcessEnv): boolean {
  const install = () =>
    run(aptGet, ['install', '-y', '-qq', 'chromium-headless-shell'], env) ||
    run(aptGet, ['install', '-y', '-qq', 'chromium'], env);
  return install() || (run(aptGet, ['update', '-qq'], env) && install());
}

function playwrightInstall(env: NodeJS.ProcessEnv): boolean {
  const cli = path.join(path.dirname(require.resolve('playwright/package.json')), 'cli.js');
  return run(process.execPath, [cli, 'install', 'chromium'], env);
}

export const NO_BROWSER_MESSAGE = [
  'No Chromium for the feature scenarios: npm test stops here, before any scenario.',
  'Provide one of these three ways, then run npm test again:',
  '  1. CHROMIUM_PATH=/path/to/chromium npm test      (a Chromium you have)',
  '  2. npx playwright install chromium               (Playwright’s download; needs the network)',
  '  3. apt-get install -y chromium-headless-shell    (Debian’s package, as root)',
].join('\n');

/** The browser found or got; null after printing why there is none and the three ways. */
export async function ensureBrowser(env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  const found = findBrowser(env);
  if (found) return found;
  const why: string[] = [];
  if (env.CHROMIUM_PATH) {
    why.push(`CHROMIUM_PATH names ${env.CHROMIUM_PATH}, which does not exist.`);
  } else {
    const aptGet = onPath('apt-get', env);
    const root = process.getuid?.() === 0;
    if (root && aptGet) {
      if (aptInstall(aptGet, env) && findBrowser(env)) return findBrowser(env);
      why.push("Debian's package could not be installed.");
    } else why.push(aptGet ? 'Not root: no Debian package installed.' : 'No apt-get here.');
    if (await downloadHostAnswers(env)) {
      if (playwrightInstall(env) && findBrowser(env)) return findBrowser(env);
      why.push("Playwright's download did not give a browser.");
    } else why.push("Playwright's download host does not answer (no network?).");
    why.unshift(
      `No browser at ${candidatePaths(env, playwrightBuild()).join(', ') || '(no place)'}.`,
    );
  }
  console.error(`\n${NO_BROWSER_MESSAGE}\n(${why.join(' ')})\n`);
  return null;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const browser = await ensureBrowser();
  if (browser) console.log(`ensure-browser: the features use ${browser}`);
  else process.exit(1);
}
