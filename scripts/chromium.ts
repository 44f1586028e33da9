import fs from 'node:fs';

/** Headless Chromium flags for this offline machine (no background network, no sandbox as root). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's headless-only build of the same Chromium (`apt-get install chromium-headless-shell`): no
 * browser UI processes, about a fifth faster per scenario here than the full browser in headless mode.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** Debian's full browser (`apt-get install chromium`). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Where a browser is looked for when CHROMIUM_PATH names none, in order: Debian's headless shell,
 * Debian's Chromium, Playwright's own build (`playwrightBuild`, when known). CHROMIUM_CANDIDATES
 * (paths separated by ':') replaces the whole list: for an unusual install, and for the test of a
 * machine without any browser, which must not uninstall the real ones.
 */
export function candidatePaths(
  env: NodeJS.ProcessEnv = process.env,
  playwrightBuild?: string,
): string[] {
  if (env.CHROMIUM_CANDIDATES !== undefined)
    return env.CHROMIUM_CANDIDATES.split(':').filter(Boolean);
  return [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM, ...(playwrightBuild ? [playwrightBuild] : [])];
}

/**
 * CHROMIUM_PATH, else the first candidate that exists (Debian's headless shell, else
 * /usr/bin/chromium), else undefined: Playwright's own build.
 */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const chosen = env.CHROMIUM_PATH;
  if (chosen) return chosen;
  return candidatePaths(env).find((p) => fs.existsSync(p));
}
