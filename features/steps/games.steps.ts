import { expect, type Page } from '@playwright/test';
import { GamesLobby, SeamlessLobby } from '../pages/games';
import { Given, Then, When } from '../support/fixtures';
import { QUICK } from '../support/waits';
import type { VendorLane } from '../../src/api/contract/games';

const lobby = (page: Page) => new GamesLobby(page);

// ---- mock set-up ----

Given(
  'that member has played {string} of {string}',
  async ({ mock, memo }, gameCode: string, vendor: string) => {
    const body = await mock.api(
      `/wps/game/launchGame?gameCode=${gameCode}&vassalage=${vendor}&accountType=1&launchMode=GLS`,
      { token: String(memo.get('token')) },
    );
    if (!body.success) throw new Error(`launch of ${gameCode} failed: ${body.message}`);
  },
);

// ---- lobby ----

When('I choose the games provider {string}', async ({ page }, name: string) => {
  await lobby(page).provider(name).click();
});

When('I choose the game type {string}', async ({ page }, name: string) => {
  await lobby(page).gameType(name).click();
});

When('I show the games as {string}', async ({ page }, name: string) => {
  await lobby(page).showAs(name).click();
});

When('I search the games for {string}', async ({ page }, text: string) => {
  await lobby(page).search.fill(text);
});

When('I go to games page {int}', async ({ page }, n: number) => {
  await lobby(page).pageButton(n).click();
});

When('I scroll the games list to its end', async ({ page }) => {
  const done = lobby(page).allShown;
  const games = lobby(page).gameList.getByRole('listitem');
  // The list keeps its DOM bounded: what grows as pages come is its last game and its height.
  const end = async () =>
    `${await page.evaluate(() => document.documentElement.scrollHeight)} ${await games.last().textContent()}`;
  for (let i = 0; i < 40 && !(await done.isVisible()); i += 1) {
    const before = await end();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The next games have come (or the list says it has shown them all) before scrolling again.
    await expect
      .poll(async () => (await done.isVisible()) || (await end()) !== before, QUICK)
      .toBe(true);
  }
  await expect(done).toBeVisible();
});

Then('the games list shows {int} games', async ({ page }, count: number) => {
  await expect(lobby(page).gameList.getByRole('listitem')).toHaveCount(count);
});

Then('the lobby counts {string}', async ({ page }, text: string) => {
  await expect(page.getByRole('main').getByText(text, { exact: true })).toBeVisible();
});

Then('the lobby shows the category {string}', async ({ page }, name: string) => {
  await expect(lobby(page).category(name)).toBeVisible();
});

Then('the games provider {string} is chosen', async ({ page }, name: string) => {
  await expect(lobby(page).provider(name)).toHaveAttribute('aria-pressed', 'true');
});

Then('the games providers are {string}', async ({ page }, names: string) => {
  await expect(lobby(page).providers.getByRole('button')).toHaveText(names.split(', '));
});

Then('every game shown is from {string}', async ({ page }, vendor: string) => {
  await expect(lobby(page).playButtons.first()).toBeVisible();
  const names = await lobby(page).playButtons.evaluateAll((els) =>
    els.map((e) => e.getAttribute('aria-label') ?? ''),
  );
  expect(names.length).toBeGreaterThan(0);
  // "Play <game>, <vendor>", with ": Maintenance" after it when the card says so.
  expect(names.filter((n) => !n.replace(/: Maintenance$/, '').endsWith(`, ${vendor}`))).toEqual([]);
});

Then('every game shown has {string} in its name', async ({ page }, text: string) => {
  await expect(lobby(page).playButtons.first()).toBeVisible();
  const names = await lobby(page).playButtons.evaluateAll((els) =>
    els.map((e) => e.getAttribute('aria-label') ?? ''),
  );
  expect(names.filter((n) => !n.toLowerCase().includes(text.toLowerCase()))).toEqual([]);
});

Then('the search box still holds {string}', async ({ page }, text: string) => {
  await expect(lobby(page).search).toHaveValue(text);
});

Then('games page {int} is the current page', async ({ page }, n: number) => {
  await expect(lobby(page).pageButton(n)).toHaveAttribute('aria-current', 'page');
});

Then('the page holds fewer than {int} game cards', async ({ page }, max: number) => {
  const count = await lobby(page).playButtons.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(max);
});

Then('the game {string} is offered', async ({ page }, name: string) => {
  await expect(lobby(page).playButtons.filter({ hasText: name }).first()).toBeVisible();
});

// ---- favourites ----

When('I favourite the first game in the list', async ({ page, memo }) => {
  const first = lobby(page).gameList.getByRole('listitem').first();
  const name =
    (await first
      .getByRole('button', { name: /^Play / })
      .locator('.game-card__name')
      .textContent()) ?? '';
  memo.set('favourite', name);
  await first.getByRole('button', { name: `Favourite ${name}`, exact: true }).click();
});

When('I press the heart of that game', async ({ page, memo }) => {
  await lobby(page)
    .heart(String(memo.get('favourite')))
    .first()
    .click();
});

Then(/^the heart of that game is (pressed|not pressed)$/, async ({ page, memo }, state: string) => {
  const heart = lobby(page)
    .gameList.getByRole('button', {
      name: `Favourite ${String(memo.get('favourite'))}`,
      exact: true,
    })
    .first();
  await expect(heart).toHaveAttribute('aria-pressed', state === 'pressed' ? 'true' : 'false');
  await expect(heart).not.toHaveAttribute('aria-busy', 'true');
});

Then('the games show no hearts', async ({ page }) => {
  await expect(lobby(page).playButtons.first()).toBeVisible();
  await expect(lobby(page).hearts).toHaveCount(0);
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
  await expect(lobby(page).shelfGame(title, name)).toBeVisible();
});

Then('the {string} list offers that game', async ({ page, memo }, title: string) => {
  await expect(
    lobby(page)
      .shelf(title)
      .getByRole('button', { name: `Favourite ${String(memo.get('favourite'))}`, exact: true })
      .first(),
  ).toBeVisible();
});

Then('the {string} list has games', async ({ page }, title: string) => {
  await expect(
    lobby(page)
      .shelf(title)
      .getByRole('button', { name: /^Play / })
      .first(),
  ).toBeVisible();
});

Then('the {string} list says {string}', async ({ page }, title: string, text: string) => {
  await expect(lobby(page).shelf(title).getByText(text)).toBeVisible();
});

Then('there is no {string} list', async ({ page }, title: string) => {
  await expect(page.getByRole('heading', { name: 'Hot games', exact: true })).toBeVisible();
  await expect(lobby(page).shelf(title)).toHaveCount(0);
});

Then(
  'the home page has the vendor lane {string} with {string}',
  async ({ page }, lane: string, vendor: string) => {
    await expect(
      lobby(page)
        .shelf(lane)
        .getByRole('button', { name: new RegExp(`^${vendor}`) }),
    ).toBeVisible();
  },
);

When('I follow the link {string} in the main content', async ({ page }, name: string) => {
  await page.getByRole('main').getByRole('link', { name, exact: true }).click();
});

When('I scroll to the end of the home page', async ({ page }) => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
});

const seamlessLobby = (page: Page) => new SeamlessLobby(page);

Given('no game provider plays from the main wallet', async ({ mock }) => {
  const body = await mock.api<{ data: { lanes: VendorLane[] } }>(
    '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop',
  );
  if (!body.success || !body.value) throw new Error(`vendors failed: ${body.message}`);
  const lanes = body.value.data.lanes.filter((l) => l.cards.some((c) => c.seamless));
  if (!lanes.length) throw new Error('the seeded vendors have no seamless vendor to take away');
  await mock.patch({ vendorLanes: { drop: lanes.map((l) => l.title) } });
});

When('I play the first game of the lobby', async ({ page }) => {
  await seamlessLobby(page).playButtons.first().click();
});

Then('every game shown is from one of {string}', async ({ page }, vendors: string) => {
  await expect(seamlessLobby(page).playButtons.first()).toBeVisible();
  const names = await seamlessLobby(page).playButtons.evaluateAll((els) =>
    els.map((e) => e.getAttribute('aria-label') ?? ''),
  );
  const allowed = vendors.split(', ');
  const vendorOf = (name: string) =>
    name
      .replace(/: Maintenance$/, '')
      .split(', ')
      .at(-1) ?? '';
  expect(names.filter((n) => !allowed.includes(vendorOf(n)))).toEqual([]);
});

Then('the lobby shows the games in {int} columns', async ({ page }, columns: number) => {
  const cards = lobby(page).playButtons;
  await expect(cards.first()).toBeVisible();
  // The cards of the first row: those as high as the first.
  const tops = await cards.evaluateAll((els) =>
    els.slice(0, 12).map((el) => Math.round(el.getBoundingClientRect().top)),
  );
  expect(tops.filter((top) => top === tops[0]).length).toBe(columns);
});
