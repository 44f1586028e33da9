import { expect } from '@playwright/test';
import { AgentCentrePage } from '../pages/agent';
import { Then, When } from '../support/fixtures';
import { eventually } from '../support/waits';

const TEAM = 'Team management';
const DOWNLINES = 'Downline members';

Then('the team lists {int} downlines', async ({ page }, count: number) => {
  await expect(new AgentCentrePage(page, TEAM).members(DOWNLINES)).toHaveCount(count);
});

Then(
  'the team shows {string} and lists {int} downlines',
  async ({ page }, text: string, count: number) => {
    const team = new AgentCentrePage(page, TEAM);
    await expect(team.region(DOWNLINES).getByText(text)).toBeVisible();
    await expect(team.members(DOWNLINES)).toHaveCount(count);
    await expect(team.members(DOWNLINES).filter({ hasText: /Level \d/ })).toHaveCount(0);
  },
);

Then('the team lists members beyond direct', async ({ page }) => {
  const rows = new AgentCentrePage(page, TEAM).members(DOWNLINES);
  await expect(rows.filter({ hasText: /Level \d/ }).first()).toBeVisible();
});

When("I open the first sub-agent's downline with the keyboard", async ({ page, memo }) => {
  const team = new AgentCentrePage(page, TEAM);
  const opener = team.members(DOWNLINES).getByRole('rowheader').getByRole('button').first();
  await eventually.visible(opener);
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  memo.set('subAgent', await opener.innerText());
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
});

When("I close the sub-agent's downline with the keyboard", async ({ page, memo }) => {
  const opener = new AgentCentrePage(page, TEAM).opener(DOWNLINES, String(memo.get('subAgent')));
  await opener.focus();
  await page.keyboard.press('Space');
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
});

Then("the sub-agent's downline shows below its row, one level deeper", async ({ page, memo }) => {
  const account = String(memo.get('subAgent'));
  const team = new AgentCentrePage(page, TEAM);
  await expect(team.opener(DOWNLINES, account)).toHaveAttribute('aria-expanded', 'true');
  const rows = team.members(DOWNLINES);
  const names = await rows.getByRole('rowheader').allTextContents();
  const at = names.indexOf(account);
  expect(at).toBeGreaterThanOrEqual(0);
  await expect(rows.nth(at)).toContainText('Direct');
  await expect(rows.nth(at + 1)).toContainText('Level 2');
});

Then("the sub-agent's downline says it could not be loaded", async ({ page, memo }) => {
  await expect(new AgentCentrePage(page, TEAM).region(DOWNLINES).getByRole('alert')).toContainText(
    `The downline of ${String(memo.get('subAgent'))} could not be loaded.`,
  );
});

Then(
  'every downline listed shows its upline path from {string}',
  async ({ page }, agent: string) => {
    const rows = new AgentCentrePage(page, TEAM).members(DOWNLINES);
    await expect(rows.first()).toBeVisible();
    const path = new RegExp(`^${agent}( › \\w+)*$`);
    for (const row of await rows.all())
      await expect(row.getByRole('cell').filter({ hasText: path })).toHaveCount(1);
  },
);

When('I open page {int} of the team', async ({ page }, n: number) => {
  await new AgentCentrePage(page, TEAM)
    .region(DOWNLINES)
    .getByRole('button', { name: `Page ${n}`, exact: true })
    .click();
});

Then('the team page {int} is shown', async ({ page }, n: number) => {
  await expect(
    new AgentCentrePage(page, TEAM)
      .region(DOWNLINES)
      .getByRole('button', { name: `Page ${n}`, exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});

When('I search the team for {string}', async ({ page }, account: string) => {
  const team = new AgentCentrePage(page, TEAM);
  await team.field('Search by account').fill(account);
  await team.button('Search').click();
});

Then('every downline listed contains {string}', async ({ page }, text: string) => {
  const rows = new AgentCentrePage(page, TEAM).members(DOWNLINES);
  await expect(rows.first()).toBeVisible();
  for (const name of await rows.getByRole('rowheader').allTextContents())
    expect(name.toLowerCase()).toContain(text.toLowerCase());
});

When(
  'I transfer {string} to the first downline listed with the payment password {string}',
  async ({ page, memo }, amount: string, password: string) => {
    const team = new AgentCentrePage(page, TEAM);
    const first = team.members(DOWNLINES).first().getByRole('rowheader');
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
      new AgentCentrePage(page, TEAM).region(`Transfer to ${account}`).getByRole('status'),
    ).toHaveText(`${amount} was transferred to ${account}.`);
  },
);

Then(
  'the transfer field {string} keeps {string} and says {string}',
  async ({ page }, label: string, value: string, message: string) => {
    const field = new AgentCentrePage(page, TEAM).field(label);
    await expect(field).toHaveValue(value);
    await expect(field).toHaveAccessibleDescription(message);
  },
);
