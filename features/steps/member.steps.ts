import { expect } from '@playwright/test';
import { escapeRegExp, expectNames, list } from '../pages/common';
import { MemberCentre } from '../pages/member';
import { Given, Then, When } from '../support/fixtures';
import { openPortal } from '../support/portal';
import { eventually } from '../support/waits';

/**
 * Opens the member centre through its address, as a deep link (`/?member=<page>`), with the
 * scenario's token when one was given ("... has logged in elsewhere").
 */
When('I open the member centre at {string}', async ({ page, memo }, key: string) => {
  const url = new URL('/', 'http://x');
  url.searchParams.set('member', key);
  const token = memo.get('token');
  if (token !== undefined) url.searchParams.set('token', String(token));
  await openPortal(page, memo, `${url.pathname}${url.search}`);
});

When('I choose {string} in the member centre', async ({ page }, name: string) => {
  await new MemberCentre(page).entry(name).click();
});

When('I close the member centre', async ({ page }) => {
  await new MemberCentre(page).close.click();
});

When('I press the key {string} in the member centre', async ({ page }, key: string) => {
  await expect(new MemberCentre(page).root).toBeVisible();
  await page.keyboard.press(key);
});

When('I go back in the browser', async ({ page }) => {
  await page.goBack();
});

/** The member's missions: this many open ones (scenario missions). */
Given('the mission summary counts {int} missions', async ({ mock }, count: number) => {
  const now = Date.now();
  const missions = Array.from({ length: count }, (_, i) => ({
    missionId: `M-${i + 1}`,
    title: `Mission ${i + 1}`,
    missionType: 'DAILY' as const,
    target: 1,
    progress: 0,
    reward: 1,
    rewardType: 'CASH' as const,
    status: 'IN_PROGRESS' as const,
    startTime: now - 86_400_000,
    endTime: now + 86_400_000,
  }));
  await mock.patch({ missions });
});

Then('the member centre shows {string}', async ({ page }, title: string) => {
  const centre = new MemberCentre(page);
  await eventually.visible(centre.content(title));
  await expect(centre.content(title).getByRole('heading', { level: 3 })).toHaveText(title);
});

Then('the member centre is closed', async ({ page }) => {
  await eventually.gone(new MemberCentre(page).root);
});

Then('the member centre is not shown', async ({ page }) => {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(new MemberCentre(page).root).toHaveCount(0);
});

/** An entry with its badge: its name followed by a count above 0. */
const withBadge = (name: string) => new RegExp(`^${escapeRegExp(name)} [1-9]\\d*$`);

/** The entries in order; "Mission activity #" is the entry with its badge (a count above 0). */
Then('the member centre lists the entries {string}', async ({ page }, names: string) => {
  await expectNames(
    new MemberCentre(page).entries,
    list(names).map((name) => (name.endsWith(' #') ? withBadge(name.slice(0, -2)) : name)),
  );
});

Then('the member centre highlights {string} only', async ({ page }, name: string) => {
  const centre = new MemberCentre(page);
  await expect(centre.current).toHaveCount(1);
  await expect(centre.current).toHaveAccessibleName(name);
});

Then('the member centre entry {string} shows no badge', async ({ page }, name: string) => {
  await expect(new MemberCentre(page).entry(name)).toBeVisible();
});

Then('the member centre entry {string} shows a badge', async ({ page }, name: string) => {
  await expect(new MemberCentre(page).entry(withBadge(name))).toBeVisible();
});

Then('the button {string} has the focus', async ({ page }, name: string) => {
  await expect(page.getByRole('button', { name, exact: true })).toBeFocused();
});
