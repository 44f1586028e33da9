import type { Page } from 'playwright';

/** `--name value` taken out of `args` (what is left are the routes), else `fallback`. */
export function takeOption(args: string[], name: string, fallback: string): string {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const [, value] = args.splice(at, 2);
  return value ?? fallback;
}

/** Opens `route` and waits for the app (static shell gone, section loaded, announcements closed). */
export async function openRoute(page: Page, url: string, before?: () => Promise<void>) {
  await page.goto(url);
  await before?.();
  await page.waitForSelector('#boot-shell', { state: 'detached', timeout: 15_000 });
  await page.waitForSelector('main .loading', { state: 'detached', timeout: 10_000 });
  await page.waitForTimeout(500);
  // The start's announcements open over the page: closed, to see the page.
  if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
}
