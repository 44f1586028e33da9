import { expect, type Page } from '@playwright/test';
import { ProfilePages } from '../pages/profile';
import { Given, Then, When } from '../support/fixtures';

const pages = (page: Page) => new ProfilePages(page);

// ---- mock set-up ----

Given(
  'the member call {string} answers {string} once',
  async ({ mock }, endpoint: string, errorCode: string) => {
    await mock.patch({ errors: { [endpoint]: { errorCode, message: 'Refused', times: 1 } } });
  },
);

Given(
  'the profile change is refused as {string} for the field {string} once',
  async ({ mock }, errorCode: string, field: string) => {
    await mock.patch({
      errors: { updateProfile: { errorCode, message: 'Refused', value: { field }, times: 1 } },
    });
  },
);

// ---- profile ----

When(
  'I type {string} into the profile field {string}',
  async ({ page }, text: string, label: string) => {
    await pages(page).field(label).fill(text);
  },
);

When('I save the profile', async ({ page }) => {
  await pages(page).save.click();
});

Then(
  'the profile field {string} holds {string}',
  async ({ page }, label: string, value: string) => {
    await expect(pages(page).field(label)).toHaveValue(value);
  },
);

Then(
  'the profile field {string} is locked with {string}',
  async ({ page }, label: string, reason: string) => {
    const field = pages(page).field(label);
    await expect(field).toHaveAttribute('readonly', '');
    await expect(field).toHaveAccessibleDescription(`Locked: ${reason}`);
  },
);

Then('the profile field {string} is editable', async ({ page }, label: string) => {
  await expect(pages(page).field(label)).toBeEditable();
});

Then(
  'the profile field {string} shows the error {string}',
  async ({ page }, label: string, error: string) => {
    await expect(pages(page).field(label)).toHaveAccessibleDescription(error);
    await expect(pages(page).field(label)).toHaveAttribute('aria-invalid', 'true');
  },
);

// ---- avatar ----

When('I move the avatar choice to the next one with the keyboard', async ({ page }) => {
  const checked = pages(page).centre.root.getByRole('radio', { checked: true });
  await checked.focus();
  await page.keyboard.press('ArrowRight');
});

Then('the avatar {string} is chosen', async ({ page }, name: string) => {
  await expect(pages(page).avatar(name)).toBeChecked();
});

Then('the header avatar shows {string}', async ({ page }, path: string) => {
  await expect(pages(page).headerAvatar).toHaveAttribute('src', path);
});

Then('the header avatar shows no picture once the page is quiet', async ({ page }) => {
  // The avatar call has answered by the time the network is idle.
  await page.waitForLoadState('networkidle');
  await expect(pages(page).headerAvatar).toHaveCount(0);
});

// ---- player rank ----

Then('my rank says {string}', async ({ page }, text: string) => {
  await expect(pages(page).myRank).toContainText(text);
});

Then('the rank {string} is marked as mine', async ({ page }, label: string) => {
  await expect(pages(page).rank(label)).toHaveAttribute('aria-current', 'true');
  await expect(pages(page).rank(label)).toContainText('(your rank)');
});

Then('no rank is marked as mine', async ({ page }) => {
  await expect(pages(page).centre.root.locator('[aria-current="true"]')).toHaveCount(0);
});

Then(
  'the progress bar {string} is at {int} percent',
  async ({ page }, name: string, percent: number) => {
    await expect(
      pages(page).myRank.getByRole('progressbar', { name, exact: true }),
    ).toHaveAttribute('value', String(percent));
  },
);
