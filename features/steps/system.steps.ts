import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { localDateTime } from '../pages/common';
import { Given, Then, When } from '../support/fixtures';
import { QUICK } from '../support/waits';
import { firstPopup, openPortal } from '../support/portal';
import { sessionItem } from '../pages/session';
import { BrandedHeader, MockPanel } from '../pages/system';
import type { BrandConfig } from '../../src/api/contract/system';
import { AA_CONTRAST, contrastRatio, type Rgb } from '../../src/lib/contrast';

Given('the system is under maintenance', async ({ mock }) => {
  await mock.patch({ maintenance: true, maintenanceEndTime: null });
});

Given('the system is under maintenance until {string}', async ({ mock }, iso: string) => {
  await mock.patch({ maintenance: true, maintenanceEndTime: Date.parse(iso) });
});

Given(
  'the visitor is region restricted with IP {string} in {string}',
  async ({ mock }, ip: string, country: string) => {
    await mock.patch({ regionRestriction: true, location: { ip, country } });
  },
);

Given('the mock scenario preset {string}', async ({ mock }, name: string) => {
  await mock.preset(name);
});

Given("the platform's domains are {string}", async ({ mock }, list: string) => {
  await mock.patch({ domains: list.split(',').map((d) => d.trim()) });
});

Then('the session keeps the domain list {string}', async ({ page }, list: string) => {
  const expected = list.split(',').map((d) => d.trim());
  await expect
    .poll(async () => JSON.parse((await sessionItem(page, 'routers')) ?? 'null'), QUICK)
    .toEqual(expected);
});

Then('the session keeps no domain list', async ({ page }) => {
  expect(await sessionItem(page, 'routers')).toBeNull();
});

When('the operator moves live chat to {string}', async ({ mock }, address: string) => {
  await mock.patch({ customerService: { '3': address } });
});

Given('the brand option {string} is {word}', async ({ mock }, option: string, state: string) => {
  await mock.patch({ brand: { [option]: state === 'on' } });
});

Given('the site offers only the languages {string}', async ({ mock }, list: string) => {
  await mock.patch({ languages: list.split(',').map((s) => s.trim()) });
});

Then('I see the maintenance end time {string}', async ({ page }, iso: string) => {
  // Shown in the browser's local time as yyyy-MM-dd hh:mm:ss.
  const expected = await localDateTime(page, Date.parse(iso));
  await expect(page.getByText(`Maintenance ends at ${expected}`)).toBeVisible();
});

Then(
  'a customer-service window opens on the {string} service sized {int}x{int}',
  async ({ memo }, service: string, width: number, height: number) => {
    const popup = await firstPopup(memo);
    await expect.poll(() => new URL(popup.url()).searchParams.get('service'), QUICK).toBe(service);
    await expect(popup).toHaveTitle(`Customer service (${service})`);
    const size = await popup.evaluate(() => ({ w: window.outerWidth, h: window.outerHeight }));
    // The window size asked of the browser (headless Chromium honours it, give or take frame).
    expect(Math.abs(size.w - width)).toBeLessThanOrEqual(20);
    expect(Math.abs(size.h - height)).toBeLessThanOrEqual(100);
  },
);

When('I open the portal with that token at {string}', async ({ page, memo }, path: string) => {
  const token = String(memo.get('token'));
  const url = new URL(path, 'http://x');
  url.searchParams.set('token', token);
  await openPortal(page, memo, `${url.pathname}${url.search}`);
});

// ---------------------------------------------------------------- the mock's scenario panel

/** When the page now shown was loaded (a reload gives a new origin time). */
const pageLoadedAt = (page: Page) => page.evaluate(() => performance.timeOrigin);

When('I open the mock scenarios panel with Alt+Shift+M', async ({ page, memo }) => {
  const panel = new MockPanel(page);
  memo.set('pageLoadedAt', await pageLoadedAt(page));
  await expect(panel.launcher).toBeVisible();
  await page.keyboard.press('Alt+Shift+M');
  await expect(panel.dialog).toBeVisible();
  await expect(panel.button('Reset to the seed')).toBeVisible();
});

When('I choose the mock preset {string} in the panel', async ({ page }, name: string) => {
  const panel = new MockPanel(page);
  // Keyboard: the preset's button takes the focus and Enter presses it.
  await panel.button(name).focus();
  await page.keyboard.press('Enter');
  await expect(panel.status).toHaveText(`Preset ${name}: done`);
});

When('I reset the mock from the panel', async ({ page }) => {
  const panel = new MockPanel(page);
  await expect(panel.dialog).toBeVisible();
  await panel.button('Reset to the seed').click();
  await expect(panel.status).toHaveText('Reset to the seed: done');
});

Then('the portal has not reloaded since the panel opened', async ({ page, memo }) => {
  expect(await pageLoadedAt(page)).toBe(memo.get('pageLoadedAt'));
});

When('I move the mock clock forward by {string} in the panel', async ({ page }, label: string) => {
  const panel = new MockPanel(page);
  await panel.button(label).click();
  await expect(panel.status).toHaveText(`Clock ${label}: done`);
});

Then('the panel lists {string}', async ({ page }, text: string) => {
  await expect(
    new MockPanel(page).dialog.getByRole('listitem').filter({ hasText: text }),
  ).toHaveCount(1);
});

Then('the mock scenarios panel is open', async ({ page }) => {
  await expect(new MockPanel(page).dialog).toBeVisible();
});

When('I close the mock scenarios panel with Escape', async ({ page }) => {
  const panel = new MockPanel(page);
  await page.keyboard.press('Escape');
  await expect(panel.dialog).toBeHidden();
  await expect(panel.launcher).toBeFocused();
});

/** Texts only the panel and its host have: none may be in the build a real backend gets. */
const PANEL_MARKS = [
  'Mock scenarios',
  'mock-panel',
  '/__mock/panel',
  'Reset to the seed',
  'Alt+Shift+M',
];

Then("the portal's build holds none of the scenario panel's texts", async () => {
  const dir = path.resolve(process.env.FEATURES_DIST ?? 'dist');
  const files = (await fs.readdir(dir, { recursive: true }))
    .map((f) => path.join(dir, f))
    .filter((f) => /\.(html|js|css|json|map)$/.test(f));
  expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(5);
  const found: string[] = [];
  for (const file of files) {
    const text = await fs.readFile(file, 'utf8');
    for (const mark of PANEL_MARKS)
      if (text.includes(mark)) found.push(`${path.relative(dir, file)}: ${mark}`);
  }
  expect(found).toEqual([]);
});

// The brand (issue 26): what the served brand file says, as the page paints it.
const brandFile = async (page: Page) =>
  (await (await page.request.get('/brand.json')).json()) as BrandConfig;
const rgbOf = (css: string) => (css.match(/\d+/g) ?? []).slice(0, 3).map(Number) as Rgb;
const hexToRgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;

Then('the page title is {string}', async ({ page }, title: string) => {
  await expect(page).toHaveTitle(title);
});

Then(
  'the header shows the logo {string} for the {string} theme',
  async ({ page }, name: string, theme: 'light' | 'dark') => {
    const brand = await brandFile(page);
    const logo = new BrandedHeader(page).logo(name);
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', brand.logo![theme]);
  },
);

Then(
  "the {string} button is painted in the brand's {string} accent with readable text",
  async ({ page }, name: string, theme: 'light' | 'dark') => {
    const tokens = (await brandFile(page)).theme![theme];
    const header = new BrandedHeader(page);
    await expect(header.button(name)).toHaveCSS(
      'background-color',
      `rgb(${hexToRgb(tokens.accent).join(', ')})`,
    );
    const { background, color } = await header.colours(name);
    expect(contrastRatio(rgbOf(color), rgbOf(background))).toBeGreaterThanOrEqual(AA_CONTRAST);
  },
);
