import { expect, type Page } from '@playwright/test';
import type { DataTable } from 'playwright-bdd';
import { button } from '../pages/common';
import { PointMall } from '../pages/points';
import { Given, Then, When } from '../support/fixtures';
import { eventually } from '../support/waits';

const mall = (page: Page) => new PointMall(page);

Given('the point mall is switched off', async ({ mock }) => {
  await mock.patch({ pointConfig: { enabled: false } });
});

When('I press {string} on the good {string}', async ({ page }, action: string, name: string) => {
  await button(mall(page).good(name), action).click();
});

When('I choose the point mall tab {string}', async ({ page }, name: string) => {
  await mall(page).tab(name).click();
});

When('I choose the filter {string} {string}', async ({ page }, group: string, option: string) => {
  await mall(page).filter(group, option).click();
});

When('I fill the redeem form of {string}:', async ({ page }, name: string, table: DataTable) => {
  const modal = mall(page).redeemDialog(name);
  for (const [label, value] of table.raw()) {
    await modal.getByLabel(label!, { exact: true }).fill(value!);
  }
});

When(
  'I fill the point field {string} with {string}',
  async ({ page }, label: string, value: string) => {
    await mall(page).root.getByLabel(label, { exact: true }).fill(value);
  },
);

Then('my point figures are:', async ({ page }, table: DataTable) => {
  for (const [term, value] of table.raw()) {
    await eventually.containing(mall(page).figure(term!), value!);
  }
});

Then(
  'the good {string} shows {string} {string}',
  async ({ page }, name: string, term: string, value: string) => {
    await expect(mall(page).goodDetail(name, term)).toContainText(value);
  },
);

Then(
  'the good {string} says {string} and cannot be redeemed',
  async ({ page }, name: string, text: string) => {
    const good = mall(page).good(name);
    await expect(good).toContainText(text);
    await expect(button(good, 'Redeem')).toHaveCount(0);
  },
);

Then(
  'the redeem form of {string} still holds:',
  async ({ page }, name: string, table: DataTable) => {
    const modal = mall(page).redeemDialog(name);
    for (const [label, value] of table.raw()) {
      await expect(modal.getByLabel(label!, { exact: true })).toHaveValue(value!);
    }
  },
);

Then('the redeem form of {string} says {string}', async ({ page }, name: string, text: string) => {
  await eventually.containing(mall(page).redeemDialog(name), text);
});

Then('the table {string} has the rows:', async ({ page }, caption: string, table: DataTable) => {
  const rows = mall(page).rows(caption);
  const expected = table.raw();
  await expect(rows).toHaveCount(expected.length);
  for (const [i, cells] of expected.entries()) {
    for (const cell of cells.filter(Boolean)) await expect(rows.nth(i)).toContainText(cell);
  }
});

Then('the point mall tab {string} is chosen', async ({ page }, name: string) => {
  await expect(mall(page).tab(name)).toHaveAttribute('aria-selected', 'true');
});
