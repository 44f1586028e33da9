import { expect, type Page } from '@playwright/test';
import { Given, Then, When } from '../support/fixtures';

/** The lobby's list of games (its accessible name ends with "games"). */
const gameList = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list', { name: /games$/ })
    .first();
const playButtons = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Play / });
const shelf = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

// ---- mock set-up ----

Given(
  'the games call {string} answers {string} with the message {string} once',
  async ({ mock }, endpoint: string, errorCode: string, message: string) => {
    await mock.patch({ errors: { [endpoint]: { errorCode, message, times: 1 } } });
  },
);

Given(
  'that member has played {string} of {string}',
  async ({ mock, memo }, gameCode: string, vendor: string) => {
    const token = String(memo.get('token'));
    const res = await fetch(
      `${mock.baseUrl}/wps/game/launchGame?gameCode=${gameCode}&vassalage=${vendor}&accountType=1&launchMode=GLS`,
      {
        headers: { Merchant: 'DEMO', Authorization: token },
      },
    );
    const body = (await res.json()) as { success: boolean; message?: string };
    if (!body.success) throw new Error(`launch of ${gameCode} failed: ${body.message}`);
  },
);

// ---- lobby ----

When('I choose the games provider {string}', async ({ page }, name: string) => {
  await page
    .getByRole('group', { name: 'Game providers' })
    .getByRole('button', { name, exact: true })
    .click();
});

When('I choose the game type {string}', async ({ page }, name: string) => {
  await page
    .getByRole('group', { name: 'Game types' })
    .getByRole('button', { name: new RegExp(`^${name}( \\(|$)`) })
    .click();
});

When('I show the games as {string}', async ({ page }, name: string) => {
  await page
    .getByRole('group', { name: 'Show games as' })
    .getByRole('button', { name, exact: true })
    .click();
});

When('I search the games for {string}', async ({ page }, text: string) => {
  await page.getByRole('searchbox', { name: 'Search games' }).fill(text);
});

When('I go to games page {int}', async ({ page }, n: number) => {
  await page
    .getByRole('navigation', { name: 'Game pages' })
    .getByRole('button', { name: `Page ${n}`, exact: true })
    .click();
});

When('I scroll the games list to its end', async ({ page }) => {
  const done = page.getByText(/^All [\d,]+ games are shown\.$/);
  for (let i = 0; i < 40 && !(await done.isVisible()); i += 1) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(120);
  }
  await expect(done).toBeVisible();
});

Then('the games list shows {int} games', async ({ page }, count: number) => {
  await expect(gameList(page).getByRole('listitem')).toHaveCount(count);
});

Then('the lobby counts {string}', async ({ page }, text: string) => {
  await expect(page.getByRole('main').getByText(text, { exact: true })).toBeVisible();
});

Then('the lobby shows the category {string}', async ({ page }, name: string) => {
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name, exact: true }),
  ).toBeVisible();
});

Then('the games provider {string} is chosen', async ({ page }, name: string) => {
  await expect(
    page.getByRole('group', { name: 'Game providers' }).getByRole('button', { name, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
});

Then('the games providers are {string}', async ({ page }, names: string) => {
  await expect(page.getByRole('group', { name: 'Game providers' }).getByRole('button')).toHaveText(
    names.split(', '),
  );
});

Then('every game shown is from {string}', async ({ page }, vendor: string) => {
  await expect(playButtons(page).first()).toBeVisible();
  const names = await playButtons(page).evaluateAll((els) =>
    els.map((e) => e.getAttribute('aria-label') ?? ''),
  );
  expect(names.length).toBeGreaterThan(0);
  expect(names.filter((n) => !n.endsWith(`(${vendor})`))).toEqual([]);
});

Then('every game shown has {string} in its name', async ({ page }, text: string) => {
  await expect(playButtons(page).first()).toBeVisible();
  const names = await playButtons(page).evaluateAll((els) =>
    els.map((e) => e.getAttribute('aria-label') ?? ''),
  );
  expect(names.filter((n) => !n.toLowerCase().includes(text.toLowerCase()))).toEqual([]);
});

Then('the search box still holds {string}', async ({ page }, text: string) => {
  await expect(page.getByRole('searchbox', { name: 'Search games' })).toHaveValue(text);
});

Then('games page {int} is the current page', async ({ page }, n: number) => {
  await expect(
    page
      .getByRole('navigation', { name: 'Game pages' })
      .getByRole('button', { name: `Page ${n}`, exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});

Then('the page holds fewer than {int} game cards', async ({ page }, max: number) => {
  const count = await playButtons(page).count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(max);
});

Then('the game {string} is offered', async ({ page }, name: string) => {
  await expect(playButtons(page).filter({ hasText: name }).first()).toBeVisible();
});

// ---- favourites ----

When('I favourite the first game in the list', async ({ page, memo }) => {
  const first = gameList(page).getByRole('listitem').first();
  const name =
    (await first
      .getByRole('button', { name: /^Play / })
      .locator('.game-card__name')
      .textContent()) ?? '';
  memo.set('favourite', name);
  await first.getByRole('button', { name: `Favourite ${name}`, exact: true }).click();
});

When('I press the heart of that game', async ({ page, memo }) => {
  await page
    .getByRole('main')
    .getByRole('button', { name: `Favourite ${String(memo.get('favourite'))}`, exact: true })
    .first()
    .click();
});

Then(/^the heart of that game is (pressed|not pressed)$/, async ({ page, memo }, state: string) => {
  const heart = gameList(page)
    .getByRole('button', { name: `Favourite ${String(memo.get('favourite'))}`, exact: true })
    .first();
  await expect(heart).toHaveAttribute('aria-pressed', state === 'pressed' ? 'true' : 'false');
  await expect(heart).not.toHaveAttribute('aria-busy', 'true');
});

Then('the games show no hearts', async ({ page }) => {
  await expect(playButtons(page).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /^Favourite / })).toHaveCount(0);
});

Then(
  'the server keeps that game among the favourites of member {int}',
  async ({ mock, memo }, id: number) => {
    const name = String(memo.get('favourite'));
    await expect
      .poll(async () => {
        const favourites = await mock.record<{ memberId: number; nodeId: string }[]>('favorites');
        return favourites.filter((f) => f.memberId === id).length;
      })
      .toBeGreaterThan(0);
    expect(name).not.toBe('');
  },
);

// ---- home and shelves ----

Then('the {string} list offers {string}', async ({ page }, title: string, name: string) => {
  await expect(
    shelf(page, title)
      .getByRole('button', {
        name: new RegExp(`^Play ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`),
      })
      .first(),
  ).toBeVisible();
});

Then('the {string} list offers that game', async ({ page, memo }, title: string) => {
  await expect(
    shelf(page, title)
      .getByRole('button', { name: `Favourite ${String(memo.get('favourite'))}`, exact: true })
      .first(),
  ).toBeVisible();
});

Then('the {string} list has games', async ({ page }, title: string) => {
  await expect(
    shelf(page, title)
      .getByRole('button', { name: /^Play / })
      .first(),
  ).toBeVisible();
});

Then('the {string} list says {string}', async ({ page }, title: string, text: string) => {
  await expect(shelf(page, title).getByText(text)).toBeVisible();
});

Then('there is no {string} list', async ({ page }, title: string) => {
  await expect(page.getByRole('heading', { name: 'Hot games', exact: true })).toBeVisible();
  await expect(shelf(page, title)).toHaveCount(0);
});

Then(
  'the home page has the vendor lane {string} with {string}',
  async ({ page }, lane: string, vendor: string) => {
    await expect(
      shelf(page, lane).getByRole('button', { name: new RegExp(`^${vendor}`) }),
    ).toBeVisible();
  },
);

When('I follow the link {string} in the main content', async ({ page }, name: string) => {
  await page.getByRole('main').getByRole('link', { name, exact: true }).click();
});

When('I scroll to the end of the home page', async ({ page }) => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
});
