// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pkg from '../package.json';
import { NO_BROWSER_MESSAGE } from './ensure-browser';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Runs `npm test`'s first step as a machine without a browser would: the lookup finds nothing
 * (CHROMIUM_CANDIDATES names a missing file instead of the real browsers), there is no apt-get
 * (an empty PATH) and Playwright's download host does not answer (a closed local port).
 */
function ensureBrowser(env: Record<string, string>) {
  const started = Date.now();
  const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-apt-'));
  const { CHROMIUM_PATH: _unset, ...inherited } = process.env;
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/ensure-browser.ts')],
    {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        ...inherited,
        PATH: emptyDir,
        CHROMIUM_CANDIDATES: '/nonexistent/chromium',
        PLAYWRIGHT_DOWNLOAD_HOST: 'http://127.0.0.1:9',
        ...env,
      },
    },
  );
  return { ...result, seconds: (Date.now() - started) / 1000 };
}

describe('npm test looks for a browser before the scenarios', () => {
  it('runs first in npm test', () => {
    expect(pkg.scripts.test.startsWith('tsx scripts/ensure-browser.ts && ')).toBe(true);
  });

  it('without any browser nor a way to get one, stops within 30 s with the three ways', () => {
    const run = ensureBrowser({ CHROMIUM_PATH: '/nonexistent/chrome-by-path' });
    expect(run.status).toBe(1);
    expect(run.seconds).toBeLessThan(30);
    expect(run.stderr).toContain(NO_BROWSER_MESSAGE);
    expect(run.stderr).toContain('CHROMIUM_PATH names /nonexistent/chrome-by-path');
    const noPath = ensureBrowser({});
    expect(noPath.status).toBe(1);
    expect(noPath.seconds).toBeLessThan(30);
    expect(noPath.stderr).toContain(NO_BROWSER_MESSAGE);
    expect(noPath.stderr).toContain('No apt-get here.');
    expect(noPath.stderr).toContain("Playwright's download host does not answer");
  }, 90_000);

  it('goes on with the browser it finds', () => {
    const browser = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'browser-')), 'chromium');
    fs.writeFileSync(browser, '');
    const run = ensureBrowser({ CHROMIUM_CANDIDATES: `/nonexistent/chromium:${browser}` });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`the features use ${browser}`);
  }, 60_000);
});
