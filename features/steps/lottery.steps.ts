import { expect, type Locator, type Page } from '@playwright/test';
import { LotteryPage, gameName } from '../pages/lottery';
import { Given, Then, When } from '../support/fixtures';
import { QUICK } from '../support/waits';

/** What the lottery launch calls of a scenario asked and answered. */
interface LaunchRecord {
  query: URLSearchParams;
  gameUrl: string | null;
}

const launches = (memo: Map<string, unknown>) =>
  (memo.get('lotteryLaunches') ?? []) as LaunchRecord[];
const lottery = (page: Page) => new LotteryPage(page);
/** The links are exactly these games, in this order. */
async function expectGameLinks(links: Locator, names: string[]) {
  await expect(links).toHaveCount(names.length);
  for (const [i, name] of names.entries())
    await expect(links.nth(i)).toHaveAccessibleName(gameName(name));
}
/** The last launch that answered a game address. */
const lastAnswered = (memo: Map<string, unknown>) =>
  launches(memo).findLast((l) => l.gameUrl !== null);

// ---- mock and browser ----

Given('I watch the lottery launches', async ({ page, memo }) => {
  const records: LaunchRecord[] = [];
  memo.set('lotteryLaunches', records);
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/wps/game/launchGame' || url.searchParams.get('launchMode') !== 'LOTT')
      return;
    const record: LaunchRecord = { query: url.searchParams, gameUrl: null };
    records.push(record);
    const body = (await response.json().catch(() => null)) as {
      success?: boolean;
      value?: { content?: { game_url?: string } };
    } | null;
    record.gameUrl = body?.success ? (body.value?.content?.game_url ?? null) : null;
  });
});

Given('the lottery favourites in this browser are {string}', async ({ page }, json: string) => {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('__lottfav_seeded')) return;
    sessionStorage.setItem('__lottfav_seeded', '1');
    localStorage.setItem('LOTTFAV', value);
  }, json);
});

// ---- actions ----

When('I choose the lottery type {string}', async ({ page }, name: string) => {
  await lottery(page).type(name).click();
});

When('I choose the lottery group {string}', async ({ page }, name: string) => {
  await lottery(page).menuGroup(name).click();
});

When('I choose the lottery game {string}', async ({ page }, name: string) => {
  await lottery(page).menuGame(name).click();
});

When('I press {string} on the lottery page', async ({ page }, name: string) => {
  await lottery(page).main.getByRole('button', { name, exact: true }).click();
});

When('I favourite the VN lottery {string}', async ({ page }, name: string) => {
  await lottery(page).star(name).click();
});

When('I choose the winners board {string}', async ({ page }, name: string) => {
  await lottery(page).boardTab(name).click();
});

// ---- menu ----

Then('the lottery type {string} is chosen', async ({ page }, name: string) => {
  await expect(lottery(page).type(name)).toHaveAttribute('aria-selected', 'true');
});

Then('the lottery group {string} is chosen', async ({ page }, name: string) => {
  await expect(lottery(page).menuGroup(name)).toHaveAttribute('aria-selected', 'true');
});

Then('the lottery menu offers {string}', async ({ page }, name: string) => {
  await expect(lottery(page).menuGame(name)).toBeVisible();
});

Then('the lottery menu does not offer {string}', async ({ page }, name: string) => {
  await expect(lottery(page).menuGame(name)).toHaveCount(0);
});

Then('the lottery game {string} is marked current', async ({ page }, name: string) => {
  // A game may be listed more than once (favourites, recent, its region): each copy is marked.
  await expect(lottery(page).menuGame(name).first()).toHaveAttribute('aria-current', 'page');
});

Then('the lottery game {string} is marked as under maintenance', async ({ page }, name: string) => {
  await expect(lottery(page).menuGame(name)).toContainText('Under maintenance');
});

// ---- launch and frame ----

Then('the lottery launch asked for the lobby view', async ({ memo }) => {
  await expect.poll(() => launches(memo).length, QUICK).toBeGreaterThan(0);
  const query = launches(memo).at(-1)!.query;
  expect(query.get('lottoView')).toBe('lobby');
  expect(query.has('lottoGameCode')).toBe(false);
});

Then('the lottery launch asked for {string}', async ({ memo }, expected: string) => {
  const wanted = [...new URLSearchParams(expected)];
  await expect
    .poll(() => launches(memo).some((l) => wanted.every(([k, v]) => l.query.get(k) === v)), {
      message: `a launch with ${expected}; seen: ${launches(memo)
        .map((l) => l.query.toString())
        .join(' | ')}`,
      ...QUICK,
    })
    .toBe(true);
});

Then('the lottery launch came back to {string}', async ({ memo }, path: string) => {
  await expect.poll(() => launches(memo).length, QUICK).toBeGreaterThan(0);
  const back = new URL(launches(memo).at(-1)!.query.get('backUrl') ?? '');
  expect(`${back.pathname}${back.search}`).toBe(path);
});

Then(
  'the lottery frame shows the launch answer titled {string}',
  async ({ page, memo }, title: string) => {
    const frame = lottery(page).frame;
    await expect(frame).toHaveAttribute('title', title);
    await expect.poll(() => lastAnswered(memo)?.gameUrl ?? null, QUICK).not.toBeNull();
    await expect(frame).toHaveAttribute('src', lastAnswered(memo)!.gameUrl!);
    // The mock's game is on the portal's origin: scripts yes, its origin never.
    const sandbox = (await frame.getAttribute('sandbox')) ?? '';
    expect(sandbox.split(' ')).toContain('allow-scripts');
    expect(sandbox.split(' ')).not.toContain('allow-same-origin');
  },
);

Then('no lottery frame is shown', async ({ page }) => {
  await expect(lottery(page).frame).toHaveCount(0);
});

Then('the lottery made no launch call', async ({ page, memo }) => {
  // Whatever was due has happened once the page says why it does not launch.
  await expect(lottery(page).main.getByText('The lottery needs a real account.')).toBeVisible();
  expect(launches(memo)).toHaveLength(0);
});

// ---- VN ----

Then('the VN region {string} offers {string}', async ({ page }, name: string, game: string) => {
  await expect(
    lottery(page)
      .region(name)
      .getByRole('link', { name: gameName(game) }),
  ).toBeVisible();
});

Then('the VN recent games are {string}', async ({ page }, names: string) => {
  await expectGameLinks(
    lottery(page).region('Recently played').getByRole('link'),
    names.split(', '),
  );
});

Then('there is no VN recent games list', async ({ page }) => {
  await expect(lottery(page).region('Regions')).toBeVisible();
  await expect(lottery(page).region('Recently played')).toHaveCount(0);
});

Then('the VN favourites are {string}', async ({ page }, names: string) => {
  await expectGameLinks(lottery(page).region('My favourites').getByRole('link'), names.split(', '));
});

Then(
  /^the VN lottery "([^"]+)" is (a favourite|not a favourite)$/,
  async ({ page }, name: string, state: string) => {
    const star = lottery(page).star(name);
    await expect(star).toHaveAttribute('aria-pressed', state === 'a favourite' ? 'true' : 'false');
  },
);

Then('local storage has no lottery favourites', async ({ page }) => {
  expect(await page.evaluate(() => localStorage.getItem('LOTTFAV'))).toBeNull();
});

// ---- results, popular, winners ----

Then('the latest results list {string}', async ({ page }, name: string) => {
  await expect(
    lottery(page).latestResults.getByRole('rowheader', { name, exact: true }),
  ).toBeVisible();
});

Then(
  'the prize table of {string} lists {string}',
  async ({ page }, name: string, prizes: string) => {
    const table = lottery(page).prizeTable(name);
    await expect(table.getByRole('rowheader')).toHaveText(prizes.split(', '));
  },
);

Then('the popular lottery lists {int} games', async ({ page }, count: number) => {
  await expect(lottery(page).region('Popular lottery').getByRole('listitem')).toHaveCount(count);
});

Then(
  'the {string} winners board shows {int} players',
  async ({ page }, board: string, count: number) => {
    const winners = lottery(page).region('Winners');
    await expect(winners.getByRole('tab', { name: board, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(winners.getByRole('tabpanel').getByRole('row')).toHaveCount(count + 1);
  },
);

Then('the winners board is ordered by {string}', async ({ page }, column: string) => {
  const table = lottery(page).region('Winners').getByRole('table');
  await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  const values = (await table.locator('tbody tr td:last-child').allTextContents()).map((v) =>
    Number(v.replace(/[^\d.]/g, '')),
  );
  expect(values).toEqual([...values].sort((a, b) => b - a));
});
