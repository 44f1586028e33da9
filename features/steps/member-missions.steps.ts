import { expect } from '@playwright/test';
import { MissionsPage } from '../pages/member-missions';
import { Then } from '../support/fixtures';
import { eventually } from '../support/waits';

Then(
  'the mission {string} shows the progress {string}, {string}, {string}',
  async ({ page }, title: string, progress: string, status: string, reward: string) => {
    const missions = new MissionsPage(page);
    await eventually.visible(missions.progress(title));
    await expect(missions.progress(title)).toHaveAttribute('aria-valuetext', progress);
    await expect(missions.mission(title)).toContainText(status);
    await expect(missions.mission(title)).toContainText(`Reward: ${reward}`);
  },
);

Then('the missions list {int} missions', async ({ page }, count: number) => {
  await expect(new MissionsPage(page).missions.getByRole('progressbar')).toHaveCount(count);
});

Then(
  'the leaderboard lists {int} players and my own row {string} below them',
  async ({ page }, count: number, user: string) => {
    const missions = new MissionsPage(page);
    await eventually.visible(missions.ownRow);
    await expect(missions.rows).toHaveCount(count + 1);
    await expect(missions.rows.last()).toHaveAttribute('aria-current', 'true');
    await expect(missions.ownRow.getByRole('cell').nth(1)).toHaveText(`${user} (you)`);
  },
);

Then('the missions say {string}', async ({ page }, text: string) => {
  await eventually.visible(new MissionsPage(page).missions.getByText(text, { exact: true }));
});

Then('the leaderboard says {string}', async ({ page }, text: string) => {
  await eventually.visible(new MissionsPage(page).leaderboard.getByText(text, { exact: true }));
});
