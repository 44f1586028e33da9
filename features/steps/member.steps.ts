import { expect } from '@playwright/test';
import { escapeRegExp, expectNames, link, list } from '../pages/common';
import { MemberCentre } from '../pages/member';
import { AccountMenu } from '../pages/shell';
import { Given, Then, When } from '../support/fixtures';
import { openPortal, withToken } from '../support/portal';
import { eventually, settled } from '../support/waits';

/** An entry with its badge: its name followed by a count above 0. */
const withBadge = (name: string) => new RegExp(`^${escapeRegExp(name)} [1-9]\\d*$`);

/**
 * Opens a page of the member centre the user's way, by the title the user reads there: the portal
 * as the scenario's member, the account menu (once it names the member), and in it the entry that
 * names the page ("Edit avatar", "Gold (player rank)", "Account record"), or else "Member centre"
 * and the centre's navigation entry of that title (the mission entry with its badge). Done when the
 * page is shown and has its answers.
 */
When('I open {string} in the member centre', async ({ page, memo }, title: string) => {
  await openPortal(page, memo, withToken('/', memo));
  const menu = new AccountMenu(page);
  await menu.open();
  await eventually.visible(menu.root.getByRole('menuitem', { name: / \(profile\)$/ }));
  const named = menu.root.getByRole('menuitem', {
    name: new RegExp(`\\b${escapeRegExp(title)}\\b`, 'i'),
  });
  const centre = new MemberCentre(page);
  if ((await named.count()) === 1) {
    await named.click();
  } else {
    await menu.entry('Member centre').click();
    const entry = centre.entry(title).or(centre.entry(withBadge(title)));
    await eventually.visible(entry);
    if ((await entry.getAttribute('aria-current')) !== 'page') await entry.click();
  }
  await eventually.visible(centre.content(title));
  await settled(page);
});

When('I choose {string} in the member centre', async ({ page }, name: string) => {
  await new MemberCentre(page).entry(name).click();
});

When('I follow the link {string} in the member centre', async ({ page }, name: string) => {
  await link(new MemberCentre(page).root, name).click();
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

/**
 * Tab from the close button along the member centre's entries (on a phone a row that scrolls
 * sideways) to the named one, each entry in view as it takes the focus, then Enter opens it.
 */
When(
  'I Tab along the member centre entries to {string} and press Enter',
  async ({ page }, name: string) => {
    const centre = new MemberCentre(page);
    await centre.close.focus();
    const count = await centre.entries.count();
    const target = centre.entry(name);
    for (let i = 0; i < count; i += 1) {
      await page.keyboard.press('Tab');
      const focused = centre.nav.locator('a:focus');
      await expect(focused).toHaveCount(1);
      await expect(focused).toBeInViewport({ ratio: 1 });
      if (await target.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
  },
);

/** The chosen entry is wholly in view (the row of entries scrolled to it). */
Then('the member centre entry {string} is in view', async ({ page }, name: string) => {
  await expect(new MemberCentre(page).entry(name)).toBeInViewport({ ratio: 1 });
});
