import type { Page } from '@playwright/test';

/** What the tab keeps in session storage (the portal's session: token, account, popups seen...). */
export const sessionItem = (page: Page, key: string) =>
  page.evaluate((k) => sessionStorage.getItem(k), key);

/** What the browser keeps in local storage (language, theme, lottery favourites...). */
export const localItem = (page: Page, key: string) =>
  page.evaluate((k) => localStorage.getItem(k), key);

/** The browser's cookies by name. */
export async function cookiesByName(page: Page) {
  return Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c]));
}
