import { expect, type Page } from '@playwright/test';
import { Given, Then, When } from '../support/fixtures';

/** The modals of the account feature, found by their titles. */
const changePass = (page: Page) =>
  page.getByRole('dialog', { name: 'Change password', exact: true });
const forgot = (page: Page) => page.getByRole('dialog', { name: 'Forgot password', exact: true });
const loginPopup = (page: Page) => page.getByRole('dialog', { name: 'Log in', exact: true });

interface DbMember {
  account: string;
  password: string;
}

// --- mock scenario -------------------------------------------------------------------------------

Given(
  'the forgot-password code call answers {string} with the message {string}',
  async ({ mock }, errorCode: string, message: string) => {
    await mock.patch({ errors: { forgotPasswordCode: { errorCode, message, times: 1 } } });
  },
);

Given(
  'the free-play call answers {string} with the message {string}',
  async ({ mock }, errorCode: string, message: string) => {
    await mock.patch({ errors: { freePlayLogin: { errorCode, message, times: 1 } } });
  },
);

/** Kills the remembered session at the server (json-server's REST view), as another device would. */
When('the server ends that session', async ({ mock, memo }) => {
  const res = await fetch(`${mock.baseUrl}/__db/sessions/${String(memo.get('token'))}`, {
    method: 'DELETE',
  });
  expect(res.ok).toBe(true);
});

Then('the server has closed that session', async ({ mock, memo }) => {
  await expect
    .poll(
      async () =>
        (await fetch(`${mock.baseUrl}/__db/sessions/${String(memo.get('token'))}`)).status,
    )
    .toBe(404);
});

Then('the server still has that session', async ({ mock, memo }) => {
  expect((await fetch(`${mock.baseUrl}/__db/sessions/${String(memo.get('token'))}`)).status).toBe(
    200,
  );
});

Then(
  'the server still holds the password {string} for {string}',
  async ({ mock }, password: string, account: string) => {
    await expect
      .poll(
        async () =>
          (await mock.record<DbMember[]>(`members?account=${encodeURIComponent(account)}`))[0]
            ?.password,
      )
      .toBe(password);
  },
);

// --- change password ------------------------------------------------------------------------------

Then('the change-password form shows the account {string}', async ({ page }, account: string) => {
  await expect(changePass(page).getByRole('textbox', { name: 'Account', exact: true })).toHaveValue(
    account,
  );
});

Then('the change-password form says {string}', async ({ page }, text: string) => {
  await expect(changePass(page).getByText(text, { exact: true })).toBeVisible();
});

When(
  'I fill the change-password field {string} with {string}',
  async ({ page }, label: string, value: string) => {
    await changePass(page).getByLabel(label, { exact: true }).fill(value);
  },
);

When('I submit the change-password form', async ({ page }) => {
  await changePass(page).getByRole('button', { name: 'Submit', exact: true }).click();
});

Then(
  'the change-password field {string} shows the error {string}',
  async ({ page }, label: string, error: string) => {
    const field = changePass(page).getByLabel(label, { exact: true });
    await expect(field).toHaveAccessibleDescription(error);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
);

Then('the change-password dialog is closed', async ({ page }) => {
  await expect(changePass(page)).toHaveCount(0);
});

// --- forgot password -------------------------------------------------------------------------------

When('I open the forgot-password modal from the login popup', async ({ page }) => {
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  await loginPopup(page).getByRole('button', { name: 'Forgot password?', exact: true }).click();
  await expect(forgot(page)).toBeVisible();
});

When('I close the forgot-password modal', async ({ page }) => {
  await forgot(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(forgot(page)).toHaveCount(0);
});

Then('the forgot-password modal is closed', async ({ page }) => {
  await expect(forgot(page)).toHaveCount(0);
});

Then('the forgot-password modal is open', async ({ page }) => {
  await expect(forgot(page)).toBeVisible();
});

Then('the forgot-password modal has the tabs {string}', async ({ page }, list: string) => {
  const tabs = forgot(page).getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveText(list.split(',').map((s) => s.trim()));
});

Then('the forgot-password modal has no tabs', async ({ page }) => {
  await expect(forgot(page)).toBeVisible();
  await expect(forgot(page).getByRole('tablist')).toHaveCount(0);
});

When('I choose the forgot-password tab {string}', async ({ page }, name: string) => {
  const tab = forgot(page).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
});

/** A field of the visible form: a text box, or the country-code drop-down. */
const forgotField = (page: Page, label: string) =>
  label === 'Country code'
    ? forgot(page).getByRole('combobox', { name: label, exact: true })
    : forgot(page).getByRole('textbox', { name: label, exact: true });

Then('the forgot-password modal has the field {string}', async ({ page }, label: string) => {
  await expect(forgotField(page, label)).toBeVisible();
});

Then('the forgot-password modal has no field {string}', async ({ page }, label: string) => {
  await expect(forgot(page)).toBeVisible();
  await expect(forgotField(page, label)).toHaveCount(0);
});

When(
  'I fill the forgot-password field {string} with {string}',
  async ({ page }, label: string, value: string) => {
    await forgotField(page, label).fill(value);
  },
);

When('I press {string} in the forgot-password modal', async ({ page }, name: string) => {
  await forgot(page).getByRole('button', { name, exact: true }).click();
});

Then('the forgot-password field {string} shows what is typed', async ({ page }, label: string) => {
  await expect(forgotField(page, label)).toHaveAttribute('type', 'text');
});

Then(
  'the forgot-password field {string} shows the error {string}',
  async ({ page }, label: string, error: string) => {
    const field = forgotField(page, label);
    await expect(field).toHaveAccessibleDescription(error);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
);

Then(
  'the forgot-password get-code button counts down from {int} seconds and is disabled',
  async ({ page }, seconds: number) => {
    const button = forgot(page).getByRole('button', { name: /^Resend in \d+ s$/ });
    await expect(button).toBeVisible();
    await expect(button).toBeDisabled();
    const left = async () => Number(/(\d+)/.exec((await button.textContent()) ?? '')?.[1]);
    const first = await left();
    expect(first).toBeLessThanOrEqual(seconds);
    expect(first).toBeGreaterThanOrEqual(seconds - 3);
    // It keeps counting, once a second.
    await expect.poll(left, { timeout: 4_000, intervals: [100] }).toBeLessThan(first);
    await expect(forgot(page).getByRole('button', { name: 'Get code', exact: true })).toHaveCount(
      0,
    );
  },
);

Then('the forgot-password modal has an enabled {string} button', async ({ page }, name: string) => {
  await expect(forgot(page).getByRole('button', { name, exact: true })).toBeEnabled();
});

// --- session ---------------------------------------------------------------------------------------

Then(
  'the account session storage keeps only the merchant {string}',
  async ({ page }, merchant: string) => {
    await expect
      .poll(() =>
        page.evaluate(() => ({
          token: sessionStorage.getItem('token'),
          account: sessionStorage.getItem('account'),
          isAgent: sessionStorage.getItem('isAgent'),
          customerId: sessionStorage.getItem('customerId'),
          merchant: sessionStorage.getItem('merchant'),
          merchantCode: sessionStorage.getItem('merchantCode'),
        })),
      )
      .toEqual({
        token: null,
        account: null,
        isAgent: null,
        customerId: null,
        merchant,
        merchantCode: merchant,
      });
  },
);
