import { expect, type Page } from '@playwright/test';
import { button, escapeRegExp, list, expectFieldError, chooseImageFile } from '../pages/common';
import { WithdrawPage } from '../pages/wallet-withdraw';
import { Given, Then, When } from '../support/fixtures';
import { eventually, QUICK } from '../support/waits';

const withdraw = (page: Page) => new WithdrawPage(page);

// ---- mock set-up

Given('the withdrawal info answers no account', async ({ mock }) => {
  await mock.patch({ withdrawAccounts: [] });
});

When(
  'the back office does {string} on the latest withdrawal of {string}',
  async ({ mock }, action: 'approve' | 'reject' | 'pay', account: string) => {
    await mock.reviewWithdrawal('latest', action, { account });
  },
);

When(
  'the back office does {string} on the withdrawal {string} of {string}',
  async ({ mock }, action: 'approve' | 'reject' | 'pay', orderNo: string, account: string) => {
    await mock.reviewWithdrawal(orderNo, action, { account });
  },
);

When(
  'that member confirms {string} as received elsewhere',
  async ({ mock, memo }, orderNo: string) => {
    const body = await mock.api('/wps/relay/PAYFE_confirmWithdraw', {
      body: { orderNo, outcome: 'RECEIVED' },
      token: String(memo.get('token')),
    });
    if (!body.success) throw new Error(`confirmation failed: ${body.message}`);
  },
);

// ---- the request

When(
  'I withdraw {string} to {string} with the payment password {string}',
  async ({ page }, amount: string, account: string, password: string) => {
    const view = withdraw(page);
    await eventually.visible(view.account);
    const labels = await view.account.locator('option').allTextContents();
    const label = labels.find((l) => l.startsWith(`${account} `));
    if (!label) throw new Error(`no account "${account}" in ${labels.join(', ')}`);
    await view.account.selectOption({ label });
    await view.amount.fill(amount);
    await view.password.fill(password);
    await view.submit.click();
  },
);

When('I type the payment password {string} and press Withdraw', async ({ page }, text: string) => {
  const view = withdraw(page);
  await view.password.fill(text);
  await view.submit.click();
});

When(
  'I type {string} as the withdrawal amount and press Withdraw',
  async ({ page }, text: string) => {
    const view = withdraw(page);
    await view.amount.fill(text);
    await view.submit.click();
  },
);

When('I press the withdraw button', async ({ page }) => {
  await withdraw(page).submit.click();
});

// ---- the confirmation

When(
  'I start the confirmation of {string} as {string}',
  async ({ page }, orderNo: string, outcome: string) => {
    const view = withdraw(page);
    await button(view.order(orderNo), `Confirm receipt of ${orderNo}`).click();
    await view.confirmation(orderNo).getByRole('radio', { name: outcome, exact: true }).check();
  },
);

When('I send the confirmation', async ({ page }) => {
  await button(withdraw(page).root, 'Send confirmation').click();
});

When(
  'I confirm the receipt of {string} as {string}',
  async ({ page }, orderNo: string, outcome: string) => {
    const view = withdraw(page);
    await button(view.order(orderNo), `Confirm receipt of ${orderNo}`).click();
    const form = view.confirmation(orderNo);
    await form.getByRole('radio', { name: outcome, exact: true }).check();
    await button(form, 'Send confirmation').click();
  },
);

When('I type {string} as the amount received', async ({ page }, text: string) => {
  await withdraw(page).root.getByLabel('Amount received', { exact: true }).fill(text);
});

When(
  'I type {string} as the amount received and send the confirmation',
  async ({ page }, text: string) => {
    const { root } = withdraw(page);
    await root.getByLabel('Amount received', { exact: true }).fill(text);
    await button(root, 'Send confirmation').click();
  },
);

/** Chooses a proof image through the picker's own button and the browser's file dialog. */
const chooseProof = (page: Page, name: string, bytes?: number) =>
  chooseImageFile(page, button(withdraw(page).root, 'Choose an image'), name, bytes);

When('I choose the proof image {string}', async ({ page }, name: string) => {
  await chooseProof(page, name);
});

When(
  'I choose the proof image {string} of {int} MB',
  async ({ page }, name: string, mb: number) => {
    await chooseProof(page, name, mb * 1024 * 1024);
  },
);

// ---- what the page shows

Then('the withdrawal accounts are {string}', async ({ page }, names: string) => {
  const options = withdraw(page).account.locator('option');
  const expected = list(names);
  await eventually.visible(withdraw(page).account);
  await expect(options).toHaveCount(expected.length);
  for (const [i, name] of expected.entries())
    await expect(options.nth(i)).toHaveText(new RegExp(`^${escapeRegExp(name)} \\*{4}\\d{4} `));
});

Then('the withdrawal {string} is {string}', async ({ page }, orderNo: string, status: string) => {
  const view = withdraw(page);
  await eventually.containing(view.detail(view.order(orderNo), 'Status'), status);
  await expect(view.detail(view.order(orderNo), 'Status')).toHaveText(status);
});

Then(
  'the withdrawal {string} is {string} with {string} {string}',
  async ({ page }, orderNo: string, status: string, name: string, value: string) => {
    const view = withdraw(page);
    const order = view.order(orderNo);
    await eventually.containing(view.detail(order, 'Status'), status);
    await expect(view.detail(order, name)).toHaveText(value);
  },
);

Then(
  'the withdrawal {string} shows {string} {string}',
  async ({ page }, orderNo: string, name: string, value: string) => {
    const view = withdraw(page);
    await expect(view.detail(view.order(orderNo), name)).toHaveText(value);
  },
);

Then(
  'the withdrawal {string} is {string} and says {string}',
  async ({ page }, orderNo: string, status: string, text: string) => {
    const view = withdraw(page);
    const order = view.order(orderNo);
    await eventually.containing(view.detail(order, 'Status'), status);
    await expect(order.getByText(text, { exact: true })).toBeVisible();
  },
);

Then(
  'the withdrawal {string} is {string} and counts down to its receipt',
  async ({ page }, orderNo: string, status: string) => {
    const view = withdraw(page);
    const order = view.order(orderNo);
    await eventually.containing(view.detail(order, 'Status'), status);
    const countdown = order.getByText(/^Counts as received in \d+:\d{2} unless you confirm\.$/);
    await expect(countdown).toBeVisible();
    const first = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { ...QUICK, timeout: 2_500 }).not.toBe(first);
  },
);

Then('the withdrawal {string} asks for no confirmation', async ({ page }, orderNo: string) => {
  const view = withdraw(page);
  await expect(button(view.order(orderNo), `Confirm receipt of ${orderNo}`)).toHaveCount(0);
});

Then(
  'the newest withdrawal is {string} for {string}',
  async ({ page }, status: string, amount: string) => {
    const view = withdraw(page);
    const newest = view.order();
    await eventually.containing(view.detail(newest, 'Status'), status);
    await expect(view.detail(newest, 'Amount')).toHaveText(amount);
    await expect(view.detail(newest, 'Order number')).toHaveText(/^WD/);
  },
);

Then('the payment password shows the error {string}', async ({ page }, error: string) => {
  await expectFieldError(withdraw(page).password, error);
});

Then('the withdrawal amount shows the error {string}', async ({ page }, error: string) => {
  await expectFieldError(withdraw(page).amount, error);
});

Then('the amount received shows the error {string}', async ({ page }, error: string) => {
  await expectFieldError(withdraw(page).root.getByLabel('Amount received', { exact: true }), error);
});

Then('the withdrawal amount holds {string}', async ({ page }, text: string) => {
  await expect(withdraw(page).amount).toHaveValue(text);
});

Then('the withdrawal page offers no amount field', async ({ page }) => {
  await expect(withdraw(page).amount).toHaveCount(0);
});

Then('the proof {string} is previewed', async ({ page }, name: string) => {
  await eventually.visible(withdraw(page).root.getByRole('img', { name, exact: true }));
});

Then('no proof is previewed', async ({ page }) => {
  await expect(withdraw(page).root.getByRole('img')).toHaveCount(0);
});
