import { expect, type Page } from '@playwright/test';
import type { VendorLane } from '../../src/api/contract/games';
import { SeamlessLobby } from '../pages/seamless';
import { Given, Then, When } from '../support/fixtures';

const lobby = (page: Page) => new SeamlessLobby(page);

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
  await lobby(page).playButtons.first().click();
});

Then('every game shown is from one of {string}', async ({ page }, vendors: string) => {
  await expect(lobby(page).playButtons.first()).toBeVisible();
  const names = await lobby(page).playButtons.evaluateAll((els) =>
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
