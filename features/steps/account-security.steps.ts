import { expect, type Page } from '@playwright/test';
import { button, expectCountdown } from '../pages/common';
import { SecurityCentre } from '../pages/account-security';
import { Then, When } from '../support/fixtures';
import { eventually } from '../support/waits';

const security = (page: Page) => new SecurityCentre(page);

// ---- the member's choices

When('I press {string} in the security centre', async ({ page }, name: string) => {
  await security(page).button(name).click();
});

When(
  'I type {string} as the security centre field {string}',
  async ({ page }, text: string, label: string) => {
    await security(page).field(label).fill(text);
  },
);

// ---- what the page shows

Then(
  'the security centre shows the account {string} at the level {string}',
  async ({ page }, account: string, level: string) => {
    const { overview } = security(page);
    await eventually.visible(overview.first());
    await expect(overview.first()).toHaveText(account);
    await expect(overview.nth(1)).toContainText(level);
  },
);

Then('the security centre level says {string}', async ({ page }, text: string) => {
  await expect(security(page).overview.nth(1)).toContainText(text);
});

Then(
  'the security centre part {string} says {string}',
  async ({ page }, title: string, text: string) => {
    await expect(security(page).section(title)).toContainText(text);
  },
);

Then(
  'the security centre part {string} has no button {string}',
  async ({ page }, title: string, name: string) => {
    const section = security(page).section(title);
    await expect(section).toBeVisible();
    await expect(section.getByRole('button', { name, exact: true })).toHaveCount(0);
  },
);

Then(
  'the security centre field {string} shows the error {string}',
  async ({ page }, label: string, text: string) => {
    const field = security(page).field(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(text);
  },
);

Then(
  'the security centre field {string} still holds {string}',
  async ({ page }, label: string, text: string) => {
    await expect(security(page).field(label)).toHaveValue(text);
  },
);

Then('the security centre has no field {string}', async ({ page }, label: string) => {
  await expect(security(page).root).toBeVisible();
  await expect(security(page).field(label)).toHaveCount(0);
});

Then('the security centre code was sent', async ({ page }) => {
  const counting = button(security(page).root, /^Resend in \d+ s$/);
  await eventually.visible(counting);
  await expect(counting).toBeDisabled();
});

Then('the security centre get-code button counts down from 60 seconds', async ({ page }) => {
  await expectCountdown(security(page).root, { atMost: 60, atLeast: 57 });
});
