import { expect } from '@playwright/test';
import { expectNames, list } from '../pages/common';
import { presetRange } from '../../src/lib/date-range';
import { formatMoney } from '../../src/lib/format';
import { AgentCentre } from '../pages/agent';
import { AgentOverview, agentAnnouncementTitles } from '../pages/agent-home';
import { Then, When } from '../support/fixtures';

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
