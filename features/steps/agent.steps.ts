import { expect } from '@playwright/test';
import { expectNames, list } from '../pages/common';
import { AgentCentre } from '../pages/agent';
import { Given, Then, When } from '../support/fixtures';
import { openPortal } from '../support/portal';
import { eventually } from '../support/waits';

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
 * Opens the agent centre through its address, as a deep link (`/?agent=<page>`), with the
 * scenario's token when one was given ("... has logged in elsewhere").
 */
When('I open the agent centre at {string}', async ({ page, memo }, key: string) => {
  const url = new URL('/', 'http://x');
  url.searchParams.set('agent', key);
  const token = memo.get('token');
  if (token !== undefined) url.searchParams.set('token', String(token));
  await openPortal(page, memo, `${url.pathname}${url.search}`);
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
