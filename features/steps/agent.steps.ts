import { expect } from '@playwright/test';
import { expectNames, list } from '../pages/common';
import { presetRange } from '../../src/lib/date-range';
import { formatMoney } from '../../src/lib/format';
import { AgentCentre, AgentOverview, agentAnnouncementTitles } from '../pages/agent';
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

const OVERVIEW_FIGURES = [
  ['Team size', 'teamSize', 'count'],
  ['Active members', 'activeMembers', 'count'],
  ['New members', 'newMembers', 'count'],
  ['Deposits', 'deposits', 'money'],
  ['Withdrawals', 'withdrawals', 'money'],
  ['Bets', 'betAmount', 'money'],
  ['Valid bets', 'validBet', 'money'],
  ['Team profit', 'profit', 'money'],
] as const;

/** The overview shows the preset's days and the figures the server answers for them. */
Then(
  "the team overview covers the last {int} days with the server's figures",
  async ({ page, mock, memo }, days: number) => {
    const range = presetRange(days === 30 ? 'previous30' : 'previous7', new Date());
    const overview = new AgentOverview(page);
    await expect(overview.heading).toHaveText(`Your team from ${range.start} to ${range.end}`);
    const query = new URLSearchParams({ startDate: range.start, endDate: range.end });
    const answer = await mock.api<Record<string, number>>(
      `/wps/relay/MCSFE_getTeamOverview?${query}`,
      { token: String(memo.get('token')) },
    );
    const value = answer.value!;
    for (const [name, field, kind] of OVERVIEW_FIGURES) {
      const amount = value[field]!;
      await expect(overview.figure(name)).toHaveText(
        kind === 'money' ? formatMoney(amount, '₱') : amount.toLocaleString('en-US'),
      );
    }
  },
);

When(
  'I ask the team overview from {string} to {string}',
  async ({ page }, start: string, end: string) => {
    const overview = new AgentOverview(page);
    await overview.bound('First day').fill(start);
    await overview.bound('Last day').fill(end);
    await overview.centre.getByRole('button', { name: 'Show', exact: true }).click();
  },
);

Then('the team overview keeps the first day {string}', async ({ page }, day: string) => {
  await expect(new AgentOverview(page).bound('First day')).toHaveValue(day);
});

Then('the agent announcements are {string}', async ({ page }, titles: string) => {
  await expectNames(agentAnnouncementTitles(page), list(titles));
});

Then('no agent announcement ran a script', async ({ page }) => {
  await expect(new AgentCentre(page).root.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => 'agentAnnouncementRan' in window)).toBe(false);
});
