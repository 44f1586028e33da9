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

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own build (undefined). */
export function chromiumPath(): string | undefined {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) return chosen;
  return fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}
