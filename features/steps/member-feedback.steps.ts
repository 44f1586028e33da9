import { expect, type Page } from '@playwright/test';
import { expectFieldError, chooseImageFile } from '../pages/common';
import { FeedbackPage } from '../pages/member-feedback';
import { Then, When } from '../support/fixtures';
import { eventually } from '../support/waits';

const feedback = (page: Page) => new FeedbackPage(page);

When('I choose the category {string}', async ({ page }, label: string) => {
  await feedback(page).category.selectOption({ label });
});

When('I type {string} as the feedback content', async ({ page }, text: string) => {
  await feedback(page).content.fill(text);
});

When('I choose the feedback image {string}', async ({ page }, name: string) => {
  await chooseImageFile(page, feedback(page).chooseImages, name);
});

When('I send the feedback', async ({ page }) => {
  await feedback(page).send.click();
});

Then('the feedback content shows the error {string}', async ({ page }, text: string) => {
  await expectFieldError(feedback(page).content, text);
});

Then('the feedback content holds {string}', async ({ page }, text: string) => {
  await expect(feedback(page).content).toHaveValue(text);
});

Then('the feedback form previews the image {string}', async ({ page }, name: string) => {
  await expect(feedback(page).form.getByRole('img', { name, exact: true })).toBeVisible();
});

Then(
  'the feedback history starts with {string} {string} {string}',
  async ({ page }, category: string, content: string, status: string) => {
    const first = feedback(page).entries.first();
    await eventually.visible(first);
    await expect(first).toContainText(category);
    await expect(first).toContainText(content);
    await expect(first).toContainText(status);
  },
);

Then(
  'the feedback {string} is {string} with the reply {string}',
  async ({ page }, content: string, status: string, reply: string) => {
    const entry = feedback(page).entry(content);
    await eventually.visible(entry);
    await expect(entry).toContainText(status);
    await expect(entry).toContainText(reply);
  },
);
