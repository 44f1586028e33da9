import { expect, type Page } from '@playwright/test';
import { button, main } from '../pages/common';
import {
  GAME_ADDRESS,
  RoomList,
  VendorGameList,
  gameFrame,
  launchError,
  startingDialog,
  suggestedGames,
} from '../pages/launch';
import { firstPopup } from '../support/portal';
import { Given, Then, When } from '../support/fixtures';
import { QUICK, eventually, soon } from '../support/waits';

/** The query of the address the game frame shows. */
async function frameQuery(page: Page) {
  const src = await gameFrame(page).getAttribute('src');
  expect(src).toMatch(GAME_ADDRESS);
  return new URL(src!, 'http://portal').searchParams;
}

// ---- the mock backend ----

Given('this browser blocks popup windows', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
});

// ---- starting games ----

When('I start the provider {string} from the game page', async ({ page }, name: string) => {
  await main(page)
    .getByRole('navigation', { name: 'Game providers' })
    .getByRole('button', { name, exact: true })
    .click();
});

// ---- the vendor's game list (isGame VASSALAGE) ----

Then(
  'the game list of {string} is open with {int} games',
  async ({ page }, vendor: string, count: number) => {
    const list = new VendorGameList(page, vendor).games;
    await expect(list.getByRole('listitem')).toHaveCount(count);
  },
);

Then(
  'the game list of {string} is on page {int} of {int}',
  async ({ page }, vendor: string, n: number, total: number) => {
    await expect(new VendorGameList(page, vendor).pages).toContainText(`Page ${n} of ${total}`);
  },
);

When('I go to the next page of the game list of {string}', async ({ page }, vendor: string) => {
  await new VendorGameList(page, vendor).button('Next page').click();
});

When(
  'I play {string} from the game list of {string}',
  async ({ page }, game: string, vendor: string) => {
    await new VendorGameList(page, vendor).play(game).click();
  },
);

Then('no game list is open', async ({ page }) => {
  await expect(page.getByRole('dialog', { name: / games$/ })).toHaveCount(0);
});

// ---- PVP rooms ----

Then(
  'the room list of {string} offers the rooms {string}',
  async ({ page }, game: string, names: string) => {
    const rooms = new RoomList(page, game).rooms.getByRole('button');
    const expected = names.split(',').map((s) => `Enter the room ${s.trim()}`);
    await expect(rooms).toHaveCount(expected.length);
    for (const [i, name] of expected.entries())
      await expect(rooms.nth(i)).toHaveAccessibleName(name);
  },
);

Then(
  'the room {string} of {string} is shown as {string} and cannot be entered',
  async ({ page }, room: string, game: string, status: string) => {
    const button = new RoomList(page, game).room(room);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(new RegExp(`^${status} · `));
  },
);

When('I enter the room {string} of {string}', async ({ page }, room: string, game: string) => {
  await new RoomList(page, game).room(room).click();
});

// ---- maintenance suggestions ----

Then('the suggested games are offered instead', async ({ page }) => {
  await expect(suggestedGames(page).getByRole('listitem').first()).toBeVisible();
});

When('I play the first suggested game', async ({ page, memo }) => {
  const first = suggestedGames(page).getByRole('button').first();
  memo.set('suggested', (await first.getAttribute('aria-label'))?.replace(/^Play /, ''));
  await first.click();
});

// ---- outcomes ----

Then('the game is shown as starting {string}', async ({ page }, name: string) => {
  await expect(startingDialog(page, name)).toBeVisible();
});

Then('the game frame shows a game of {string}', async ({ page }, vendor: string) => {
  // The first launch of a tab also loads the launch feature's chunk.
  await soon(
    (timeout) => expect(gameFrame(page)).toHaveAttribute('src', GAME_ADDRESS, { timeout }),
    15_000,
  );
  await expect(page).toHaveURL(/\/game$/);
  expect((await frameQuery(page)).get('vendor')).toBe(vendor);
});

Then(
  'the game frame shows the game {string} with {string}',
  async ({ page }, key: string, value: string) => {
    await expect(gameFrame(page)).toHaveAttribute('src', GAME_ADDRESS, { timeout: 15_000 });
    expect((await frameQuery(page)).get(key)).toBe(value);
  },
);

Then('the game frame is titled {string} and sandboxed', async ({ page }, title: string) => {
  const frame = gameFrame(page);
  await expect(frame).toHaveAttribute('title', title);
  // The mock's game is on the portal's origin: scripts yes, but never its origin back.
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
});

Then('the game in the frame has loaded', async ({ page }) => {
  await expect(
    page.frameLocator('main iframe').getByRole('heading', { name: 'Mock game' }),
  ).toBeVisible();
});

Then('the game page says there is no game', async ({ page }) => {
  await expect(
    main(page).getByRole('heading', { name: 'No game is open', exact: true }),
  ).toBeVisible();
  await expect(gameFrame(page)).toHaveCount(0);
});

Then('no game frame is shown', async ({ page }) => {
  await expect(gameFrame(page)).toHaveCount(0);
});

Then('the launch is refused with {string}', async ({ page }, text: string) => {
  await eventually.containing(launchError(page), text);
});

When('I acknowledge the launch message', async ({ page }) => {
  await button(launchError(page), 'Confirm').click();
});

Then('a game window opens with a game of {string}', async ({ memo }, vendor: string) => {
  const popup = await firstPopup(memo);
  await expect.poll(() => popup.url(), QUICK).toMatch(/\/launch-[ab]\/game\?/);
  expect(new URL(popup.url()).searchParams.get('vendor')).toBe(vendor);
});

Then(
  'a blank game window is open while the game is shown as starting {string}',
  async ({ page, memo }, name: string) => {
    const popup = await firstPopup(memo);
    expect(popup.url()).toBe('about:blank');
    await expect(startingDialog(page, name)).toBeVisible();
  },
);

Then('the game window is closed', async ({ memo }) => {
  const popup = await firstPopup(memo);
  await expect.poll(() => popup.isClosed(), QUICK).toBe(true);
});

Then('the address bar shows no token', async ({ page }) => {
  expect(new URL(page.url()).search).not.toMatch(/token/i);
});

Then('the game frame fills the screen below the header', async ({ page }) => {
  const { width, height } = page.viewportSize()!;
  const frame = await gameFrame(page).boundingBox();
  const header = await page.getByRole('banner').boundingBox();
  expect(frame!.width).toBe(width);
  // From below the header and the game's bar to the bottom of the screen.
  expect(frame!.y).toBeLessThan(header!.height + 60);
  expect(Math.round(frame!.y + frame!.height)).toBe(height);
});
