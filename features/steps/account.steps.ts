import { expect } from '@playwright/test';
import { ChangePasswordModal, ForgotPasswordModal } from '../pages/account';
import { LoginPopup } from '../pages/auth';
import { expectCountdown, list } from '../pages/common';
import { sessionItem } from '../pages/session';
import { Then, When } from '../support/fixtures';
import { quiet, soon } from '../support/waits';

interface DbMember {
  account: string;
  password: string;
}

// --- mock scenario -------------------------------------------------------------------------------

/** Kills the remembered session at the server (json-server's REST view), as another device would. */
When('the server ends that session', async ({ page, mock, memo }) => {
  // While the member is idle on the page: the home page's lazy sections (recent games, favourites)
  // have asked the server already, so the next call is the one the scenario makes.
  // A loaded machine does some of it late (a re-drawn part asked again 0.2 s after it settled).
  await quiet(page);
  await mock.deleteRecord(`sessions/${String(memo.get('token'))}`);
});

Then('the server has closed that session', async ({ mock, memo }) => {
  await expect.poll(() => mock.recordStatus(`sessions/${String(memo.get('token'))}`)).toBe(404);
});

Then('the server still has that session', async ({ mock, memo }) => {
  expect(await mock.recordStatus(`sessions/${String(memo.get('token'))}`)).toBe(200);
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
  await expect(new ChangePasswordModal(page).account).toHaveValue(account);
});

Then('the change-password form says {string}', async ({ page }, text: string) => {
  await expect(new ChangePasswordModal(page).root.getByText(text, { exact: true })).toBeVisible();
});

When(
  'I fill the change-password field {string} with {string}',
  async ({ page }, label: string, value: string) => {
    await new ChangePasswordModal(page).field(label).fill(value);
  },
);

When('I submit the change-password form', async ({ page }) => {
  await new ChangePasswordModal(page).button('Submit').click();
});

Then(
  'the change-password field {string} shows the error {string}',
  async ({ page }, label: string, error: string) => {
    const field = new ChangePasswordModal(page).field(label);
    await expect(field).toHaveAccessibleDescription(error);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
);

Then('the change-password dialog is closed', async ({ page }) => {
  await expect(new ChangePasswordModal(page).root).toHaveCount(0);
});

// --- forgot password -------------------------------------------------------------------------------

When('I open the forgot-password modal from the login popup', async ({ page }) => {
  const login = new LoginPopup(page);
  await login.openFromHeader();
  await login.button('Forgot password?').click();
  const forgot = new ForgotPasswordModal(page);
  await soon((timeout) => expect(forgot.root).toBeVisible({ timeout }));
});

When('I close the forgot-password modal', async ({ page }) => {
  const forgot = new ForgotPasswordModal(page);
  await forgot.button('Close').click();
  await expect(forgot.root).toHaveCount(0);
});

Then('the forgot-password modal is closed', async ({ page }) => {
  await expect(new ForgotPasswordModal(page).root).toHaveCount(0);
});

Then('the forgot-password modal is open', async ({ page }) => {
  await expect(new ForgotPasswordModal(page).root).toBeVisible();
});

Then('the forgot-password modal has the tabs {string}', async ({ page }, names: string) => {
  await expect(new ForgotPasswordModal(page).tabs.getByRole('tab')).toHaveText(list(names));
});

Then('the forgot-password modal has no tabs', async ({ page }) => {
  const forgot = new ForgotPasswordModal(page);
  await expect(forgot.root).toBeVisible();
  await expect(forgot.tabs).toHaveCount(0);
});

When('I choose the forgot-password tab {string}', async ({ page }, name: string) => {
  const tab = new ForgotPasswordModal(page).tab(name);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
});

Then('the forgot-password modal has the field {string}', async ({ page }, label: string) => {
  await expect(new ForgotPasswordModal(page).field(label)).toBeVisible();
});

Then('the forgot-password modal has no field {string}', async ({ page }, label: string) => {
  const forgot = new ForgotPasswordModal(page);
  await expect(forgot.root).toBeVisible();
  await expect(forgot.field(label)).toHaveCount(0);
});

When(
  'I fill the forgot-password field {string} with {string}',
  async ({ page }, label: string, value: string) => {
    await new ForgotPasswordModal(page).field(label).fill(value);
  },
);

When('I press {string} in the forgot-password modal', async ({ page }, name: string) => {
  await new ForgotPasswordModal(page).button(name).click();
});

Then('the forgot-password field {string} shows what is typed', async ({ page }, label: string) => {
  await expect(new ForgotPasswordModal(page).field(label)).toHaveAttribute('type', 'text');
});

Then(
  'the forgot-password field {string} shows the error {string}',
  async ({ page }, label: string, error: string) => {
    const field = new ForgotPasswordModal(page).field(label);
    await expect(field).toHaveAccessibleDescription(error);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
);

Then(
  'the forgot-password get-code button counts down from {int} seconds and is disabled',
  async ({ page }, seconds: number) => {
    // It keeps counting, once a second.
    await expectCountdown(new ForgotPasswordModal(page).root, {
      atMost: seconds,
      atLeast: seconds - 3,
    });
  },
);

Then('the forgot-password modal has an enabled {string} button', async ({ page }, name: string) => {
  await expect(new ForgotPasswordModal(page).button(name)).toBeEnabled();
});

// --- session ---------------------------------------------------------------------------------------

Then(
  'the account session storage keeps only the merchant {string}',
  async ({ page }, merchant: string) => {
    const keys = ['token', 'account', 'isAgent', 'customerId', 'merchant', 'merchantCode'];
    await expect
      .poll(async () =>
        Object.fromEntries(
          await Promise.all(keys.map(async (k) => [k, await sessionItem(page, k)])),
        ),
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
