import { expect, type Page } from '@playwright/test';
import { RecordsPage } from '../pages/common';
import { Then, When } from '../support/fixtures';
import { eventually, QUICK } from '../support/waits';

/* The agent centre's reports use the record pages' steps (wallet-records.steps.ts) for the range,
   totals and pages; these are the reports' own: the member search and what only reports show. */

const report = (page: Page) => new RecordsPage(page);
const countOf = (text: string) => Number(text.replace(/,/g, ''));
const settled = (view: RecordsPage) => expect(view.root.locator('[aria-busy]')).toHaveCount(0);

When("I search the report for the first row's member", async ({ page, memo }) => {
  const view = report(page);
  await eventually.visible(view.totals);
  memo.set('teamRecords', countOf(await view.total('Records').innerText()));
  const account = (await view.column('Member'))[0]!;
  memo.set('member', account);
  await view.field('Member account').fill(account);
  await view.choice('Search').click();
});

Then("every report row is that member's, with fewer records", async ({ page, memo }) => {
  const view = report(page);
  const member = String(memo.get('member'));
  await settled(view);
  await expect.poll(async () => [...new Set(await view.column('Member'))], QUICK).toEqual([member]);
  const records = countOf(await view.total('Records').innerText());
  expect(records).toBeGreaterThan(0);
  expect(records).toBeLessThan(Number(memo.get('teamRecords')));
});

Then('every report period is a month', async ({ page }) => {
  const view = report(page);
  await settled(view);
  await expect
    .poll(async () => (await view.column('Period')).every((p) => /^\d{4}-\d{2}$/.test(p)), QUICK)
    .toBe(true);
});

Then(
  'the report is empty from {string} to {string}',
  async ({ page }, start: string, end: string) => {
    await eventually.visible(
      report(page).root.getByText(`No records from ${start} to ${end} for this filter.`),
    );
  },
);
