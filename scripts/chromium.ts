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

/**
 * CHROMIUM_PATH, else Debian's Chromium (its headless shell when installed, else /usr/bin/chromium),
 * else Playwright's own build (undefined).
 */
export function chromiumPath(): string | undefined {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) return chosen;
  return [DEBIAN_HEADLESS_SHELL, '/usr/bin/chromium'].find((p) => fs.existsSync(p));
}
