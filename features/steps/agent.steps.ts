import { expect } from '@playwright/test';
import { expectNames, list } from '../pages/common';
import { AgentCentre } from '../pages/agent';
import { AccountMenu } from '../pages/shell';
import { Given, Then, When } from '../support/fixtures';
import { openPortal, withToken } from '../support/portal';
import { eventually, settled } from '../support/waits';

/** The consolidated info flag of each contract entry (the mock's agentFeatures keys). */
const FLAG_OF: Record<string, string> = {
  dividend: 'contractDividend',
  'daily salary': 'dailySalary',
  'hourly salary': 'hourlySalary',
  'real-time salary': 'realTimeSalary',
};

Given('the agent feature {string} is off', async ({ mock }, feature: string) => {
  const flag = FLAG_OF[feature];
  if (!flag) throw new Error(`Unknown agent feature "${feature}"`);
  await mock.patch({ agentFeatures: { [flag]: false } });
});

/**
 * Opens a page of the agent centre the user's way, by the title the user reads there: the portal
 * as the scenario's member, "Agent centre" in the account menu, then the centre's menu entry. Done
 * when the page is shown and has its answers.
 */
When('I open {string} in the agent centre', async ({ page, memo }, title: string) => {
  await openPortal(page, memo, withToken('/', memo));
  const menu = new AccountMenu(page);
  await menu.open();
  await menu.entry('Agent centre').click();
  const centre = new AgentCentre(page);
  const entry = centre.entry(title);
  await eventually.visible(entry);
  if ((await entry.getAttribute('aria-current')) !== 'page') await entry.click();
  await eventually.visible(centre.content(title));
  await settled(page);
});

When('I choose {string} in the agent centre', async ({ page }, name: string) => {
  await new AgentCentre(page).entry(name).click();
});

When('I close the agent centre', async ({ page }) => {
  await new AgentCentre(page).close.click();
});

Then('the agent centre shows {string}', async ({ page }, title: string) => {
  const centre = new AgentCentre(page);
  await eventually.visible(centre.content(title));
  await expect(centre.content(title).getByRole('heading', { level: 3 })).toHaveText(title);
});

Then('the agent centre lists the entries {string}', async ({ page }, names: string) => {
  await expectNames(new AgentCentre(page).entries, list(names));
});

Then('the agent centre highlights {string} only', async ({ page }, name: string) => {
  const centre = new AgentCentre(page);
  await expect(centre.current).toHaveCount(1);
  await expect(centre.current).toHaveAccessibleName(name);
});

Then('the agent centre is closed', async ({ page }) => {
  await eventually.gone(new AgentCentre(page).root);
});

Then('the agent centre is not shown', async ({ page }) => {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(new AgentCentre(page).root).toHaveCount(0);
});
