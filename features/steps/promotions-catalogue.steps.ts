import { expect, type Page } from '@playwright/test';
import type { DataTable } from 'playwright-bdd';
import { button, chooseImageFile } from '../pages/common';
import { PromotionDetail, PromotionsPage } from '../pages/promotions-catalogue';
import { Given, Then, When } from '../support/fixtures';
import { eventually } from '../support/waits';

const promotions = (page: Page) => new PromotionsPage(page);
const detail = (page: Page) => new PromotionDetail(page);

// ---- /promotions

Given(
  'the same member joins the promotion {string} elsewhere',
  async ({ mock, memo }, promotionId: string) => {
    const answer = await mock.api('/wps/relay/MCSFE_signUpPromotionJoin', {
      body: { promotionId },
      token: String(memo.get('token')),
    });
    expect(answer.success).toBe(true);
  },
);

When('I choose the promotion category {string}', async ({ page }, name: string) => {
  await promotions(page).filter(name).click();
});

When(
  'I press {string} on the promotion {string}',
  async ({ page }, action: string, title: string) => {
    await button(promotions(page).card(title), action).click();
  },
);

Then('the promotions list:', async ({ page }, table: DataTable) => {
  const list = promotions(page);
  const expected = table.hashes();
  await expect(list.titles()).toHaveText(expected.map((row) => row.title!));
  for (const { title, state, action } of expected) {
    if (state) await expect(list.state(title!)).toHaveText(state);
    else await expect(list.state(title!)).toHaveCount(0);
    if (action) await expect(list.actions(title!)).toHaveText([action]);
    else await expect(list.actions(title!)).toHaveCount(0);
  }
});

Then('the promotions list shows the titles:', async ({ page }, table: DataTable) => {
  await expect(promotions(page).titles()).toHaveText(table.raw().map(([title]) => title!));
});

Then('the promotion category {string} is chosen', async ({ page }, name: string) => {
  await expect(promotions(page).filter(name)).toHaveAttribute('aria-pressed', 'true');
});

Then(
  'the promotion {string} shows {string} with no action',
  async ({ page }, title: string, state: string) => {
    const list = promotions(page);
    await eventually.containing(list.state(title), state);
    await expect(list.actions(title)).toHaveCount(0);
  },
);

Then('the promotion {string} says {string}', async ({ page }, title: string, text: string) => {
  await eventually.containing(promotions(page).card(title), text);
});

// ---- /promoDetail

Then(
  'the promotion detail shows the state {string} and the action {string}',
  async ({ page }, state: string, action: string) => {
    await eventually.containing(detail(page).state, state);
    await expect(button(detail(page).root, action)).toBeVisible();
  },
);

Then('the promotion detail says {string}', async ({ page }, text: string) => {
  await eventually.containing(detail(page).root, text);
});

When('I write the application comment {string}', async ({ page }, text: string) => {
  await detail(page).comment.fill(text);
});

When(
  'I write an application comment of {int} characters',
  async ({ page, memo }, count: number) => {
    const text = 'Big win! '.repeat(Math.ceil(count / 9)).slice(0, count);
    memo.set('comment', text);
    await detail(page).comment.fill(text);
  },
);

const chooseImage = (page: Page, name: string, bytes?: number) =>
  chooseImageFile(page, button(detail(page).application, 'Choose images'), name, bytes);

When('I choose the application image {string}', async ({ page }, name: string) => {
  await chooseImage(page, name);
});

When(
  'I choose the application image {string} larger than {int} MB',
  async ({ page }, name: string, mb: number) => {
    await chooseImage(page, name, mb * 1024 * 1024 + 1);
  },
);

When('I confirm my age in the application', async ({ page }) => {
  await detail(page).age.check();
});

Then('the application comment still holds what I wrote', async ({ page, memo }) => {
  await expect(detail(page).comment).toHaveValue(String(memo.get('comment')));
});

Then('the application shows the image {string}', async ({ page }, name: string) => {
  await expect(detail(page).application.getByRole('img', { name, exact: true })).toBeVisible();
});

Then('the promotion detail is titled {string}', async ({ page }, title: string) => {
  await eventually.visible(
    detail(page).root.getByRole('heading', { level: 1, name: title, exact: true }),
  );
});
