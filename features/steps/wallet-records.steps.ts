import { expect, type Page } from '@playwright/test';
import { list, RecordsPage } from '../pages/common';
import { Given, Then, When } from '../support/fixtures';
import { eventually, QUICK, soon } from '../support/waits';

const records = (page: Page) => new RecordsPage(page);

// ---- the range a preset means (the member's calendar: this machine's time zone, like the browser)

const PRESET_DAYS: Record<string, [number, number]> = {
  'Previous 7 days': [-6, 0],
  'Previous 30 days': [-29, 0],
  'Next 7 days': [0, 6],
  'Next 30 days': [0, 29],
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

/** "-₱1,234.50" in minor units. */
const minorOf = (text: string) => {
  const match = /^(-?)₱([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not money with ₱ and two decimals`);
  const minor = Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -minor : minor;
};

// ---- mock set-up

Given(
  'that member has moved {string} from the main wallet to the wallet {int}',
  async ({ mock, memo }, amount: string, wallet: number) => {
    const body = await mock.api('/wps/relay/GCS_walletTransfer', {
      body: { amount: Number(amount), toAccountTypeId: wallet },
      token: String(memo.get('token')),
    });
    if (!body.success) throw new Error(`transfer failed: ${body.message}`);
  },
);

// ---- the member's choices

When('I pick the record range {string}', async ({ page }, name: string) => {
  await records(page).choice(name).click();
});

When('I show the records by {string}', async ({ page }, name: string) => {
  await records(page).choice(name).click();
});

When(
  'I filter the records by {string} {string}',
  async ({ page }, label: string, option: string) => {
    await records(page).field(label).selectOption({ label: option });
  },
);

When(
  'I ask for the records from {string} to {string}',
  async ({ page }, start: string, end: string) => {
    const view = records(page);
    await view.field('From').fill(start);
    await view.field('To').fill(end);
    await view.choice('Show these dates').click();
  },
);

When('I go to the next records page', async ({ page }) => {
  await records(page).next.click();
});

When('I go to the last records page', async ({ page }) => {
  const view = records(page);
  const last = await view.pages.getByRole('button', { name: /^Page \d+$/ }).last();
  await last.click();
});

// ---- what the page shows

Then(
  /^the records cover "([^"]+)" with (\d+ )?rows on page (\d+)$/,
  async ({ page }, preset: string, count: string | undefined, pageNo: string) => {
    const view = records(page);
    const { start, end } = presetDays(preset);
    await eventually.containing(view.caption, `from ${start} to ${end}, page ${pageNo} of `);
    await expect(view.choice(preset)).toHaveAttribute('aria-pressed', 'true');
    if (count) await expect(view.rows).toHaveCount(Number(count));
    else await expect(view.rows.first()).toBeVisible();
  },
);

Then(
  "every record's {string} lies in {string}",
  async ({ page }, column: string, preset: string) => {
    const { start, end } = presetDays(preset);
    const days = (await records(page).column(column)).map((text) => text.slice(0, 10));
    expect(days.length).toBeGreaterThan(0);
    for (const day of days)
      expect(day >= start && day <= end, `${day} in ${start}..${end}`).toBe(true);
  },
);

Then(
  'every record has {string} in the column {string}',
  async ({ page }, value: string, column: string) => {
    const view = records(page);
    await expect(view.root.locator('[aria-busy]')).toHaveCount(0);
    await expect.poll(async () => [...new Set(await view.column(column))], QUICK).toEqual([value]);
  },
);

Then('the records totals show money for {string}', async ({ page }, names: string) => {
  const view = records(page);
  await eventually.visible(view.totals);
  await expect(view.total('Records')).toHaveText(/^[\d,]+$/);
  for (const name of list(names))
    await expect(view.total(name)).toHaveText(/^-?₱\d{1,3}(,\d{3})*\.\d{2}$/);
});

Then('the records total {string} is {string}', async ({ page }, name: string, value: string) => {
  await expect(records(page).total(name)).toHaveText(value);
});

Then('the first record shows {string}', async ({ page }, texts: string) => {
  const first = records(page).rows.first();
  for (const text of list(texts)) await eventually.containing(first, text);
});

Then('the records are on page {int}', async ({ page }, pageNo: number) => {
  const view = records(page);
  await eventually.containing(view.caption, `page ${pageNo} of `);
  await expect(view.pageButton(pageNo)).toHaveAttribute('aria-current', 'page');
});

Then('the records are on their last page', async ({ page }) => {
  const view = records(page);
  await soon((timeout) => expect(view.caption).toHaveText(/page (\d+) of \1$/, { timeout }));
  await expect(view.next).toBeDisabled();
});

Then('the records fit one page', async ({ page }) => {
  const view = records(page);
  await soon((timeout) => expect(view.caption).toHaveText(/page 1 of 1$/, { timeout }));
  await expect(view.root.locator('[aria-busy]')).toHaveCount(0);
  await expect(view.pages).toHaveCount(0);
});

Then('the records totals equal the sums of {string}', async ({ page }, columns: string) => {
  const view = records(page);
  for (const name of list(columns)) {
    const sum = (await view.column(name)).reduce((s, text) => s + minorOf(text), 0);
    expect(minorOf(await view.total(name).innerText()), name).toBe(sum);
  }
});

Then('the records are empty for {string}', async ({ page }, preset: string) => {
  const { start, end } = presetDays(preset);
  await eventually.visible(
    records(page).root.getByText(`No records from ${start} to ${end} for this filter.`),
  );
});

Then(
  'the record day {string} still shows {string}',
  async ({ page }, label: string, value: string) => {
    await expect(records(page).field(label)).toHaveValue(value);
  },
);
