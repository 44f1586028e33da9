import { expect } from '@playwright/test';
import { SideMenu } from '../pages/shell';
import { Given, Then, When } from '../support/fixtures';

Given('I have never chosen a language', async ({ memo }) => {
  memo.set('language', null);
});

Given('my stored language is {string}', async ({ memo }, language: string) => {
  memo.set('language', language);
});

Given('my stored theme is {string}', async ({ memo }, theme: string) => {
  memo.set('theme', theme);
});

When('I choose the language {string}', async ({ page }, language: string) => {
  await new SideMenu(page).languageSelect.selectOption({ label: language });
});

Then('the language selector shows {string}', async ({ page }, language: string) => {
  await expect(new SideMenu(page).languageSelect.locator('option:checked')).toHaveText(language);
});

Then('I see no language selector', async ({ page }) => {
  await expect(new SideMenu(page).root).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
});

Then('the page uses the {string} theme', async ({ page }, theme: string) => {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
});
