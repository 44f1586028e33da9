import { expect } from '@playwright/test';
import { openPortal } from '../support/portal';
import { Given, Then, When } from '../support/fixtures';
import { QUICK } from '../support/waits';

/** A white-label module flag of the mock (the feature names the area the flag belongs to). */
Given(
  'the login/header/registration/games flag {string} is {word}',
  async ({ mock }, flag: string, state: string) => {
    if (state !== 'on' && state !== 'off')
      throw new Error(`a flag is "on" or "off", not "${state}"`);
    await mock.patch({ whitelabel: { [flag]: state === 'on' } });
  },
);

Given('I have never chosen a language', async ({ memo }) => {
  memo.set('language', null);
});

Given('my stored language is {string}', async ({ memo }, language: string) => {
  memo.set('language', language);
});

Given('my stored theme is {string}', async ({ memo }, theme: string) => {
  memo.set('theme', theme);
});

When('I open the portal at {string}', async ({ page, memo }, path: string) => {
  await openPortal(page, memo, path);
});

When('I reload the page', async ({ page }) => {
  await page.reload();
  await expect(page.getByRole('status')).toHaveCount(0);
});

When('I press {string}', async ({ page }, name: string) => {
  await page.getByRole('button', { name, exact: true }).click();
});

When('I follow the link {string} in the side menu', async ({ page, memo }, name: string) => {
  memo.set('historyBefore', await page.evaluate(() => window.history.length));
  await page
    .getByRole('navigation', { name: 'Side menu' })
    .getByRole('link', { name, exact: true })
    .click();
});

Then('I see the heading {string}', async ({ page }, name: string) => {
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
});

Then('I do not see the heading {string}', async ({ page }, name: string) => {
  await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0);
});

Then('I see the text {string}', async ({ page }, text: string) => {
  await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
});

Then('I do not see the text {string}', async ({ page }, text: string) => {
  await expect(page.getByText(text, { exact: false })).toHaveCount(0);
});

Then('I see the button {string}', async ({ page }, name: string) => {
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
});

Then('I see the link {string}', async ({ page }, name: string) => {
  await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
});

Then('I do not see the link {string}', async ({ page }, name: string) => {
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
});

Then('I see the alert {string}', async ({ page }, text: string) => {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
});

Then('the address bar shows {string}', async ({ page }, expected: string) => {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    }, QUICK)
    .toBe(expected);
});

Then('local storage holds {string} = {string}', async ({ page }, key: string, value: string) => {
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key), QUICK).toBe(value);
});
