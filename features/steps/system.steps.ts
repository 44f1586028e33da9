import { expect } from '@playwright/test';
import { localDateTime } from '../pages/common';
import { Given, Then, When } from '../support/fixtures';
import { QUICK } from '../support/waits';
import { firstPopup, openPortal } from '../support/portal';
import { sessionItem } from '../pages/session';

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
