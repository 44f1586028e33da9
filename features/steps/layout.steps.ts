import { expect, type Locator, type Page } from '@playwright/test';
import { Given, Then, When } from '../support/fixtures';

/** The layout parts, found by their landmark roles. */
const parts: Record<string, (page: Page) => Locator> = {
  'site header': (page) => page.getByRole('banner'),
  'side menu': (page) => page.getByRole('navigation', { name: 'Side menu' }),
  'site footer': (page) => page.getByRole('contentinfo'),
  'service widget': (page) => page.getByRole('complementary', { name: 'Service widget' }),
};

const part = (page: Page, name: string) => {
  const find = parts[name];
  if (!find) throw new Error(`Unknown layout part '${name}'`);
  return find(page);
};

Then(
  /^I see the (site header|side menu|site footer|service widget)$/,
  async ({ page }, name: string) => {
    await expect(part(page, name)).toBeVisible();
  },
);

Then(
  /^I do not see the (site header|side menu|site footer|service widget)$/,
  async ({ page }, name: string) => {
    await expect(part(page, name)).toHaveCount(0);
  },
);

Then(
  /^the (site header|side menu|site footer|service widget) is (shown|hidden)$/,
  async ({ page }, name: string, state: string) => {
    if (state === 'shown') await expect(part(page, name)).toBeVisible();
    else await expect(part(page, name)).toHaveCount(0);
  },
);

Then('the page shows the {string} section', async ({ page }, title: string) => {
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: title, exact: true }),
  ).toBeVisible();
});

Given('the {string} section cannot be downloaded', async ({ page, memo }, section: string) => {
  const failures: string[] = [];
  memo.set('consoleErrors', failures);
  page.on('console', (msg) => {
    if (msg.type() === 'error') failures.push(msg.text());
  });
  memo.set('failedSection', section);
  // Lazy sections are separate chunks named after their module (src/app/sections/<name>.tsx).
  await page.route(new RegExp(`/assets/${section}-[\\w-]+\\.js$`), (route) => route.abort());
});

Then('the failure of the section is reported', async ({ memo }) => {
  const section = String(memo.get('failedSection'));
  const errors = memo.get('consoleErrors') as string[];
  await expect
    .poll(() => errors.some((e) => e.includes(`[section] ${section} failed to load`)))
    .toBe(true);
});

Then('the browser history did not grow', async ({ page, memo }) => {
  expect(await page.evaluate(() => window.history.length)).toBe(memo.get('historyBefore'));
});

When('I choose the language {string}', async ({ page }, language: string) => {
  await page
    .getByRole('navigation', { name: 'Side menu' })
    .getByRole('combobox')
    .selectOption({ label: language });
});

Then('the language selector shows {string}', async ({ page }, language: string) => {
  const select = page.getByRole('navigation', { name: 'Side menu' }).getByRole('combobox');
  await expect(select.locator('option:checked')).toHaveText(language);
});

Then('I see no language selector', async ({ page }) => {
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
});

Then('the page uses the {string} theme', async ({ page }, theme: string) => {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
});
