import { expect, type Page } from '@playwright/test';
import { list } from '../pages/common';
import { AgentReport } from '../pages/agent-reports';
import { Given, Then, When } from '../support/fixtures';
import { eventually, QUICK } from '../support/waits';

const report = (page: Page) => new AgentReport(page);

// ---- the range a preset means (the agent's calendar: this machine's time zone, like the browser)

const PRESET_DAYS: Record<string, [number, number]> = {
  'Previous 7 days': [-6, 0],
  'Previous 30 days': [-29, 0],
};

const pad = (n: number) => String(n).padStart(2, '0');
const dayFromToday = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
function presetDays(preset: string) {
  const days = PRESET_DAYS[preset];
  if (!days) throw new Error(`no range preset "${preset}"`);
  return { start: dayFromToday(days[0]), end: dayFromToday(days[1]) };
}

const MONEY = /^-?₱\d{1,3}(,\d{3})*\.\d{2}$/;
const countOf = (text: string) => Number(text.replace(/,/g, ''));

// ---- mock set-up

Given(
  'the report call {string} answers {string} with the message {string} once',
  async ({ mock }, endpoint: string, errorCode: string, message: string) => {
    await mock.patch({ errors: { [endpoint]: { errorCode, message, times: 1 } } });
  },
);

// ---- the agent's choices

When('I pick the report choice {string}', async ({ page }, name: string) => {
  await report(page).choice(name).click();
});

When(
  'I ask for the report from {string} to {string}',
  async ({ page }, start: string, end: string) => {
    const view = report(page);
    await view.field('From').fill(start);
    await view.field('To').fill(end);
    await view.choice('Show these dates').click();
  },
);

When("I search the report for the first row's member", async ({ page, memo }) => {
  const view = report(page);
  await eventually.visible(view.totals);
  memo.set('teamRecords', countOf(await view.total('Records').innerText()));
  const account = (await view.column('Member'))[0]!;
  memo.set('member', account);
  await view.field('Member account').fill(account);
  await view.choice('Search').click();
});

When('I go to the next report page', async ({ page }) => {
  await report(page).next.click();
});

// ---- what the page shows

Then(
  'the report covers {string} on page {int}',
  async ({ page }, preset: string, pageNo: number) => {
    const view = report(page);
    const { start, end } = presetDays(preset);
    await eventually.containing(view.caption, `from ${start} to ${end}, page ${pageNo} of `);
    await expect(view.choice(preset)).toHaveAttribute('aria-pressed', 'true');
    await expect(view.root.locator('[aria-busy]')).toHaveCount(0);
    await expect(view.rows.first()).toBeVisible();
  },
);

Then('the report totals show money for {string}', async ({ page }, names: string) => {
  const view = report(page);
  await eventually.visible(view.totals);
  await expect(view.total('Records')).toHaveText(/^[\d,]+$/);
  for (const name of list(names)) await expect(view.total(name)).toHaveText(MONEY);
});

Then('the report column {string} shows money', async ({ page }, column: string) => {
  const cells = await report(page).column(column);
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) expect(cell).toMatch(MONEY);
});

Then("every report row is that member's, with fewer records", async ({ page, memo }) => {
  const view = report(page);
  const member = String(memo.get('member'));
  await expect(view.root.locator('[aria-busy]')).toHaveCount(0);
  await expect.poll(async () => [...new Set(await view.column('Member'))], QUICK).toEqual([member]);
  const records = countOf(await view.total('Records').innerText());
  expect(records).toBeGreaterThan(0);
  expect(records).toBeLessThan(Number(memo.get('teamRecords')));
});

Then('every report period is a month', async ({ page }) => {
  const view = report(page);
  await expect(view.root.locator('[aria-busy]')).toHaveCount(0);
  await expect
    .poll(async () => (await view.column('Period')).every((p) => /^\d{4}-\d{2}$/.test(p)), QUICK)
    .toBe(true);
});

Then('the report is on page {int}', async ({ page }, pageNo: number) => {
  const view = report(page);
  await eventually.containing(view.caption, `page ${pageNo} of `);
  await expect(view.pageButton(pageNo)).toHaveAttribute('aria-current', 'page');
});

Then(
  'the report is empty from {string} to {string}',
  async ({ page }, start: string, end: string) => {
    await eventually.visible(
      report(page).root.getByText(`No records from ${start} to ${end} for this filter.`),
    );
  },
);
