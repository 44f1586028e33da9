import { expect, type Page } from '@playwright/test';
import { escapeRegExp, list, expectFieldError } from '../pages/common';
import { DepositPage } from '../pages/wallet-deposit';
import { Given, Then, When } from '../support/fixtures';
import { eventually } from '../support/waits';

const deposit = (page: Page) => new DepositPage(page);

// ---- mock set-up (through the control API)

Given('the deposit channels answer no channel', async ({ mock }) => {
  await mock.patch({ depositChannels: [] });
});

When(
  'the back office credits the latest deposit of {string}',
  async ({ mock }, account: string) => {
    await mock.settleDeposit('latest', 'CREDITED', { account });
  },
);

/**
 * The member looks at another tab and comes back: the page is hidden, then shown again (what the
 * browser tells a page on a tab switch), and what was polled while hidden is asked for at once.
 */
When('I come back to the tab', async ({ page }) => {
  await page.evaluate(() => {
    const set = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    set('hidden');
    set('visible');
  });
});

// ---- the member's choices

When('I choose the deposit channel {string}', async ({ page }, name: string) => {
  await deposit(page).channel(name).check();
});

When('I press the deposit preset {string}', async ({ page }, text: string) => {
  await deposit(page).preset(text).click();
});

When('I type {string} as the deposit amount', async ({ page }, text: string) => {
  await deposit(page).amount.fill(text);
});

When('I type {string} as the deposit amount and press Enter', async ({ page }, text: string) => {
  const { amount } = deposit(page);
  await amount.fill(text);
  await amount.press('Enter');
});

When('I press the deposit button', async ({ page }) => {
  await deposit(page).submit.click();
});

// ---- what the page shows

Then('the deposit channels are {string}', async ({ page }, names: string) => {
  const radios = deposit(page).channels.getByRole('radio');
  const expected = list(names);
  await eventually.visible(radios.first());
  await expect(radios).toHaveCount(expected.length);
  for (const [i, name] of expected.entries())
    await expect(radios.nth(i)).toHaveAccessibleName(new RegExp(`^${escapeRegExp(name)} `));
});

Then(
  'the deposit channel {string} is chosen with the limits {string}',
  async ({ page }, name: string, limits: string) => {
    const radio = deposit(page).channel(name);
    await expect(radio).toBeChecked();
    await expect(radio).toHaveAccessibleName(new RegExp(escapeRegExp(limits)));
  },
);

Then(
  'the deposit channel {string} is closed and cannot be chosen',
  async ({ page }, name: string) => {
    const radio = deposit(page).channel(name);
    await expect(radio).toBeDisabled();
    await expect(radio).toHaveAccessibleName(/ Closed$/);
  },
);

Then('the deposit amount holds {string}', async ({ page }, text: string) => {
  await expect(deposit(page).amount).toHaveValue(text);
});

Then('the deposit amount shows the error {string}', async ({ page }, error: string) => {
  await expectFieldError(deposit(page).amount, error);
});

Then(
  'the deposit result shows the amount {string} and the status {string}',
  async ({ page }, amount: string, status: string) => {
    const view = deposit(page);
    await eventually.visible(view.result);
    await expect(view.resultField('Amount')).toHaveText(amount);
    await eventually.containing(view.resultField('Status'), status);
    await expect(view.resultField('Order number')).toHaveText(/^DP/);
  },
);

Then(
  "the first recent deposit is the result's order, {string}, {string}, {string}",
  async ({ page }, channel: string, amount: string, status: string) => {
    const view = deposit(page);
    const orderNo = (await view.resultField('Order number').textContent())!;
    const cells = view.row().getByRole('cell');
    await expect(cells.nth(0)).toHaveText(orderNo);
    await expect(cells.nth(1)).toHaveText(channel);
    await expect(cells.nth(2)).toHaveText(amount);
    await expect(cells.nth(3)).toHaveText(status);
  },
);

Then('the first recent deposit shows {string}', async ({ page }, status: string) => {
  await eventually.containing(deposit(page).row().getByRole('cell').nth(3), status);
});

Then(
  'the recent deposit {string} shows {string}',
  async ({ page }, orderNo: string, status: string) => {
    await eventually.containing(deposit(page).row(orderNo), status);
  },
);

Then('the recent deposits list {int} orders', async ({ page }, count: number) => {
  await expect(deposit(page).orders.locator('tbody tr')).toHaveCount(count);
});

Then('the deposit page offers no amount field', async ({ page }) => {
  await expect(deposit(page).amount).toHaveCount(0);
});
