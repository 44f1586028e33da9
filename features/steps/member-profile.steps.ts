import { expect, type Page } from '@playwright/test';
import { ProfilePages } from '../pages/member-profile';
import { Then, When } from '../support/fixtures';
import { settled } from '../support/waits';

const pages = (page: Page) => new ProfilePages(page);

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
  // The avatar call has answered once no request is in flight.
  await settled(page);
  await expect(pages(page).headerAvatar).toHaveCount(0);
});
