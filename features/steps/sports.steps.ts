import { expect, type Page, type Response } from '@playwright/test';
import { Given, Then, When } from '../support/fixtures';

/** The hot-matches board: a region named by its heading ("Hot matches" / "Hot esports matches"). */
const board = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: /^Hot (esports )?matches$/ });
const matches = (page: Page) => board(page).getByRole('article');
const HOT_MATCHES_CALL = '/wps/relay/GCSGAME_hotMatches';

Given('the hot-match calls are watched', async ({ page, memo }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === HOT_MATCHES_CALL) calls.push(request.url());
  });
  memo.set('hotMatchCalls', calls);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === HOT_MATCHES_CALL);
  // A scenario with no call for one ends with this still waiting: that is not a failure of its own.
  answer.catch(() => undefined);
  memo.set('hotMatchAnswer', answer);
});

When('I bet on the first hot match', async ({ page }) => {
  await matches(page)
    .first()
    .getByRole('button', { name: /^Bet on / })
    .click();
});

When('I press {string} in the hot matches', async ({ page }, name: string) => {
  await board(page).getByRole('button', { name, exact: true }).click();
});

Then(
  'the hot matches {string} list {int} matches',
  async ({ page }, title: string, count: number) => {
    const list = board(page).getByRole('list', { name: title, exact: true });
    await expect(list.getByRole('article')).toHaveCount(count);
  },
);

Then('the first hot match is in play with its score', async ({ page }) => {
  const first = matches(page).first();
  await expect(first.getByText('Live', { exact: true })).toBeVisible();
  await expect(first.getByLabel(/^Score \d+ to \d+$/)).toBeVisible();
});

Then('every hot match shows the odds of a home win and an away win', async ({ page }) => {
  const all = await matches(page).all();
  expect(all.length).toBeGreaterThan(0);
  for (const match of all) {
    const odds = match.getByLabel('Match result odds');
    await expect(odds.getByTitle('Home win')).toHaveText('1');
    await expect(odds.getByTitle('Away win')).toHaveText('2');
    await expect(odds.locator('dd').first()).toHaveText(/^\d+\.\d\d$/);
  }
});

Then('every hot match is of {string}', async ({ page }, sport: string) => {
  const all = await matches(page).all();
  expect(all.length).toBeGreaterThan(0);
  for (const match of all) await expect(match.getByText(new RegExp(`^${sport} · `))).toBeVisible();
});

Then('no hot match offers a draw', async ({ page }) => {
  await expect(matches(page).first()).toBeVisible();
  await expect(board(page).getByTitle('Draw')).toHaveCount(0);
});

Then('the hot matches say {string}', async ({ page }, text: string) => {
  await expect(board(page).getByRole('alert')).toHaveText(
    new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
});

Then('the hot matches are asked for but not shown', async ({ page, memo }) => {
  const answer = await (memo.get('hotMatchAnswer') as Promise<Response>);
  expect(((await answer.json()) as { success: boolean }).success).toBe(false);
  await expect(board(page)).toHaveCount(0);
});

Then('there is no hot-matches board and no call for one', async ({ page, memo }) => {
  // The lobby's own list has loaded by now (the step before waits for it); the board would have asked at once.
  await expect(
    page
      .getByRole('main')
      .getByRole('list', { name: /games$/ })
      .first(),
  ).toBeVisible();
  await expect(board(page)).toHaveCount(0);
  expect(memo.get('hotMatchCalls')).toEqual([]);
});
