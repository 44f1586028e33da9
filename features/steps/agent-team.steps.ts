import { expect } from '@playwright/test';
import { AgentTeamPage } from '../pages/agent-team';
import { Then, When } from '../support/fixtures';
import { eventually } from '../support/waits';

const REGISTER = 'Account registration centre';
const TEAM = 'Team management';
const DOWNLINES = 'Downline members';

When(
  'I type {string} as the downline field {string}',
  async ({ page }, text: string, label: string) => {
    await new AgentTeamPage(page, REGISTER).field(label).fill(text);
  },
);

Then(
  'the downline field {string} keeps {string} and says {string}',
  async ({ page }, label: string, value: string, message: string) => {
    const field = new AgentTeamPage(page, REGISTER).field(label);
    await expect(field).toHaveValue(value);
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
);

Then('the accounts I registered list {string} first', async ({ page }, account: string) => {
  const rows = new AgentTeamPage(page, REGISTER).rows('Accounts you registered');
  await expect(rows.first().getByRole('cell').first()).toHaveText(account);
});

Then('my invitation shows its code in the link, with its QR code', async ({ page }) => {
  const team = new AgentTeamPage(page, REGISTER);
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
  await new AgentTeamPage(page, REGISTER).button(`Copy ${what}`).click();
});

Then(
  'the page says {string} and the clipboard holds my invitation {string}',
  async ({ page }, said: string, what: string) => {
    const team = new AgentTeamPage(page, REGISTER);
    await expect(team.copyStatus).toHaveText(said);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    await expect(team.field(`Invitation ${what}`)).toHaveValue(copied);
  },
);

Then('the team lists {int} downlines', async ({ page }, count: number) => {
  await expect(new AgentTeamPage(page, TEAM).rows(DOWNLINES)).toHaveCount(count);
});

Then('the team shows {string} and levels beyond direct', async ({ page }, count: string) => {
  const team = new AgentTeamPage(page, TEAM);
  await expect(team.region(DOWNLINES).getByText(count, { exact: true })).toBeVisible();
  await expect(
    team
      .rows(DOWNLINES)
      .filter({ hasText: /Level \d/ })
      .first(),
  ).toBeVisible();
});

When('I open page {int} of the team', async ({ page }, n: number) => {
  await new AgentTeamPage(page, TEAM)
    .region(DOWNLINES)
    .getByRole('button', { name: `Page ${n}`, exact: true })
    .click();
});

Then('the team page {int} is shown', async ({ page }, n: number) => {
  await expect(
    new AgentTeamPage(page, TEAM)
      .region(DOWNLINES)
      .getByRole('button', { name: `Page ${n}`, exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});

When('I search the team for {string}', async ({ page }, account: string) => {
  const team = new AgentTeamPage(page, TEAM);
  await team.field('Search by account').fill(account);
  await team.button('Search').click();
});

Then('every downline listed contains {string}', async ({ page }, text: string) => {
  const rows = new AgentTeamPage(page, TEAM).rows(DOWNLINES);
  await expect(rows.first()).toBeVisible();
  for (const name of await rows.getByRole('rowheader').allTextContents())
    expect(name.toLowerCase()).toContain(text.toLowerCase());
});

When(
  'I transfer {string} to the first downline listed with the payment password {string}',
  async ({ page, memo }, amount: string, password: string) => {
    const team = new AgentTeamPage(page, TEAM);
    const first = team.rows(DOWNLINES).first().getByRole('rowheader');
    await eventually.visible(first);
    const account = memo.has('downline') ? String(memo.get('downline')) : await first.innerText();
    memo.set('downline', account);
    const transfer = team.region(`Transfer to ${account}`);
    if (!(await transfer.isVisible())) await team.button(`Transfer to ${account}`).click();
    await transfer.getByLabel('Amount', { exact: true }).fill(amount);
    await transfer.getByLabel('Payment password', { exact: true }).fill(password);
    await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
  },
);

Then(
  'the page says {string} was transferred to that downline',
  async ({ page, memo }, amount: string) => {
    const account = String(memo.get('downline'));
    await expect(
      new AgentTeamPage(page, TEAM).region(`Transfer to ${account}`).getByRole('status'),
    ).toHaveText(`${amount} was transferred to ${account}.`);
  },
);

Then(
  'the transfer field {string} keeps {string} and says {string}',
  async ({ page }, label: string, value: string, message: string) => {
    const field = new AgentTeamPage(page, TEAM).field(label);
    await expect(field).toHaveValue(value);
    await expect(field).toHaveAccessibleDescription(message);
  },
);
