import { expect, type Page, type Response } from '@playwright/test';
import { GamesLobby } from '../pages/games';
import { HotMatches } from '../pages/sports';
import { Given, Then, When } from '../support/fixtures';

const board = (page: Page) => new HotMatches(page);
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
  await board(page)
    .matches.first()
    .getByRole('button', { name: /^Bet on / })
    .click();
});

When('I press {string} in the hot matches', async ({ page }, name: string) => {
  await board(page).button(name).click();
});

Then(
  'the hot matches {string} list {int} matches',
  async ({ page }, title: string, count: number) => {
    const list = board(page).list(title);
    await expect(list.getByRole('article')).toHaveCount(count);
  },
);

Then('the first hot match is in play with its score', async ({ page }) => {
  const first = board(page).matches.first();
  await expect(first.getByText('Live', { exact: true })).toBeVisible();
  // Read as "Score 1 to 0", seen as "1 – 0".
  await expect(first.getByText(/^Score \d+ to \d+$/)).toHaveCount(1);
  await expect(first.getByText(/^\d+ – \d+$/)).toBeVisible();
});

Then('every hot match shows the odds of a home win and an away win', async ({ page }) => {
  const all = await board(page).matches.all();
  expect(all.length).toBeGreaterThan(0);
  for (const match of all) {
    const odds = match.getByLabel('Match result odds');
    await expect(odds.getByTitle('Home win')).toHaveText('1');
    await expect(odds.getByTitle('Away win')).toHaveText('2');
    await expect(odds.locator('dd').first()).toHaveText(/^\d+\.\d\d$/);
  }
});

Then('every hot match is of {string}', async ({ page }, sport: string) => {
  const all = await board(page).matches.all();
  expect(all.length).toBeGreaterThan(0);
  for (const match of all) await expect(match.getByText(new RegExp(`^${sport} · `))).toBeVisible();
});

Then('no hot match offers a draw', async ({ page }) => {
  await expect(board(page).matches.first()).toBeVisible();
  await expect(board(page).root.getByTitle('Draw')).toHaveCount(0);
});

Then('the hot matches say {string}', async ({ page }, text: string) => {
  await expect(board(page).root.getByRole('alert')).toHaveText(
    new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
});

Then('the hot matches are asked for but not shown', async ({ page, memo }) => {
  const answer = await (memo.get('hotMatchAnswer') as Promise<Response>);
  expect(((await answer.json()) as { success: boolean }).success).toBe(false);
  await expect(board(page).root).toHaveCount(0);
});

Then('there is no hot-matches board and no call for one', async ({ page, memo }) => {
  // The lobby's own list has loaded by now (the step before waits for it); the board would have asked at once.
  await expect(new GamesLobby(page).gameList).toBeVisible();
  await expect(board(page).root).toHaveCount(0);
  expect(memo.get('hotMatchCalls')).toEqual([]);
});
