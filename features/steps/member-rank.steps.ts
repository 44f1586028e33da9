import { expect, type Page } from '@playwright/test';
import { RankPage } from '../pages/member-rank';
import { Then } from '../support/fixtures';

const rankPage = (page: Page) => new RankPage(page);

Then('my rank says {string}', async ({ page }, text: string) => {
  await expect(rankPage(page).myRank).toContainText(text);
});

Then('the rank {string} is marked as mine', async ({ page }, label: string) => {
  await expect(rankPage(page).rank(label)).toHaveAttribute('aria-current', 'true');
  await expect(rankPage(page).rank(label)).toContainText('(your rank)');
});

Then('no rank is marked as mine', async ({ page }) => {
  await expect(rankPage(page).root.locator('[aria-current="true"]')).toHaveCount(0);
});

Then(
  'the progress bar {string} is at {int} percent',
  async ({ page }, name: string, percent: number) => {
    await expect(
      rankPage(page).myRank.getByRole('progressbar', { name, exact: true }),
    ).toHaveAttribute('value', String(percent));
  },
);
