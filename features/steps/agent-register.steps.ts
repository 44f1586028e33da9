import { expect } from '@playwright/test';
import { AgentCentrePage } from '../pages/agent';
import { Then, When } from '../support/fixtures';
import { eventually } from '../support/waits';

const REGISTER = 'Account registration centre';

When(
  'I type {string} as the downline field {string}',
  async ({ page }, text: string, label: string) => {
    await new AgentCentrePage(page, REGISTER).field(label).fill(text);
  },
);

Then(
  'the downline field {string} keeps {string} and says {string}',
  async ({ page }, label: string, value: string, message: string) => {
    const field = new AgentCentrePage(page, REGISTER).field(label);
    await expect(field).toHaveValue(value);
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
);

Then('the accounts I registered list {string} first', async ({ page }, account: string) => {
  const rows = new AgentCentrePage(page, REGISTER).rows('Accounts you registered');
  await expect(rows.first().getByRole('cell').first()).toHaveText(account);
});

Then('my invitation shows its code in the link, with its QR code', async ({ page }) => {
  const team = new AgentCentrePage(page, REGISTER);
  const code = team.field('Invitation code');
  await eventually.visible(code);
  const origin = new URL(page.url()).origin;
  await expect(team.field('Invitation link')).toHaveValue(
    `${origin}/register?referralCode=${await code.inputValue()}`,
  );
  await expect(team.qr).toBeVisible();
  await expect(team.qr).toHaveAttribute('width', '160');
});

When('I copy my invitation {string}', async ({ page }, what: 'link' | 'code') => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(page.url()).origin,
  });
  await new AgentCentrePage(page, REGISTER).button(`Copy ${what}`).click();
});

Then(
  'the page says {string} and the clipboard holds my invitation {string}',
  async ({ page }, said: string, what: string) => {
    const team = new AgentCentrePage(page, REGISTER);
    await expect(team.copyStatus).toHaveText(said);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    await expect(team.field(`Invitation ${what}`)).toHaveValue(copied);
  },
);
