import { expect, type Page } from '@playwright/test';
import type { DataTable } from 'playwright-bdd';
import { button } from '../pages/common';
import { RewardCentre } from '../pages/promotions-rewards';
import { Then, When } from '../support/fixtures';
import { eventually } from '../support/waits';

const rewards = (page: Page) => new RewardCentre(page);

When('I press {string} on the reward {string}', async ({ page }, action: string, title: string) => {
  await button(rewards(page).item(title), action).click();
});

Then('the reward centre lists:', async ({ page }, table: DataTable) => {
  const centre = rewards(page);
  const expected = table.hashes();
  await expect(centre.items).toHaveCount(expected.length);
  for (const { title, state, action } of expected) {
    await expect(centre.state(title!)).toHaveText(state!);
    if (action) await expect(centre.actions(title!)).toHaveText([action]);
    else await expect(centre.actions(title!)).toHaveCount(0);
  }
});

Then(
  'the reward {string} shows {string} with no action',
  async ({ page }, title: string, state: string) => {
    const centre = rewards(page);
    await eventually.containing(centre.state(title), state);
    await expect(centre.actions(title)).toHaveCount(0);
  },
);

Then(
  'the reward {string} shows the {word} {string}',
  async ({ page }, title: string, term: string, value: string) => {
    const label = term.charAt(0).toUpperCase() + term.slice(1);
    await expect(rewards(page).detail(title, label)).toHaveText(value);
  },
);

Then('the reward {string} says {string}', async ({ page }, title: string, text: string) => {
  await eventually.containing(rewards(page).item(title), text);
});
