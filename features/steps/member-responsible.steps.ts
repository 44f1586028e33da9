import { expect, type Page } from '@playwright/test';
import { ResponsiblePage } from '../pages/member-responsible';
import { Then, When } from '../support/fixtures';

const responsible = (page: Page) => new ResponsiblePage(page);

When('I set the {string} limit to {string}', async ({ page }, name: string, amount: string) => {
  const row = responsible(page).limit(name);
  await row.getByRole('textbox').fill(amount);
  await row.getByRole('button', { name: /^Save the limit/ }).click();
});

When(
  'I take a {string} time-out with the password {string}',
  async ({ page }, length: string, password: string) => {
    const part = responsible(page).part('Take a time-out');
    await part.getByRole('combobox', { name: 'Time-out length' }).selectOption({ label: length });
    await part.getByLabel('Your password, to confirm').fill(password);
    await part.getByRole('button', { name: 'Start the time-out' }).click();
  },
);

Then('the limit {string} says {string}', async ({ page }, name: string, text: string) => {
  await expect(responsible(page).limit(name)).toContainText(text);
});

Then('the limit {string} does not say {string}', async ({ page }, name: string, text: string) => {
  await expect(responsible(page).limit(name)).not.toContainText(text);
});

Then('the time-out password still holds {string}', async ({ page }, text: string) => {
  await expect(
    responsible(page).part('Take a time-out').getByLabel('Your password, to confirm'),
  ).toHaveValue(text);
});
