import { expect, type Locator, type Page } from '@playwright/test';
import type { DataTable } from 'playwright-bdd';
import { ManualRebate } from '../pages/promotions-rebate';
import { Then, When } from '../support/fixtures';
import { eventually } from '../support/waits';

const rebate = (page: Page) => new ManualRebate(page);

/** A table row's cells as the member reads them. */
const cells = (row: Locator) =>
  row
    .locator('th, td')
    .allInnerTexts()
    .then((texts) => texts.map((t) => t.trim()));

When('I choose the rebate period {string}', async ({ page }, label: string) => {
  await rebate(page).period.selectOption({ label });
});

When('I claim the rebate of {string}', async ({ page }, category: string) => {
  await rebate(page)
    .row(category)
    .getByRole('button', { name: `Claim ${category}` })
    .click();
});

When('I claim all the rebate', async ({ page }) => {
  await rebate(page).totalRow.getByRole('button', { name: 'Claim all', exact: true }).click();
});

Then('the rebate per category is:', async ({ page }, table: DataTable) => {
  const expected = table.raw();
  const page_ = rebate(page);
  await expect(page_.rows).toHaveCount(expected.length);
  await expect(async () => {
    const rows = await page_.rows.all();
    const seen = await Promise.all(rows.map(async (r) => (await cells(r)).slice(0, 5)));
    expect(seen).toEqual(expected);
  }).toPass({ timeout: 5_000 });
});

Then('the rebate total is {string}', async ({ page }, total: string) => {
  await expect(rebate(page).totalRow.locator('td.money')).toHaveText(total);
});

Then('the rebate of {string} reads {string}', async ({ page }, category: string, text: string) => {
  await eventually.containing(rebate(page).row(category), text);
});

Then('the rebate offers no claim', async ({ page }) => {
  await expect(rebate(page).available.getByRole('table')).toBeVisible();
  await expect(rebate(page).available.getByRole('button')).toHaveCount(0);
});

Then(
  'the first rebate claim is {string} for the previous {int} days',
  async ({ page }, expected: string, days: number) => {
    const first = rebate(page).historyRows.first();
    const day = (offset: number) =>
      page.evaluate((o) => {
        const d = new Date();
        d.setDate(d.getDate() - o);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
      }, offset);
    const period = `${await day(days - 1)} – ${await day(0)}`;
    await expect(async () => {
      const [, category, claimPeriod, ...rest] = await cells(first);
      expect([category, ...rest].join(' | ')).toBe(expected);
      expect(claimPeriod).toBe(period);
    }).toPass({ timeout: 5_000 });
  },
);
