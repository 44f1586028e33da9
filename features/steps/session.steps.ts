import { expect } from '@playwright/test';
import { sessionItem } from '../pages/session';
import { QUICK } from '../support/waits';
import { Given, Then } from '../support/fixtures';

Given(
  '{string} has logged in elsewhere with password {string}',
  async ({ mock, memo }, user: string, password: string) => {
    memo.set('token', await mock.login(user, password));
  },
);

Given('that token is in session storage', async ({ memo }) => {
  memo.set('storedToken', memo.get('token'));
});

Then('the session holds that token', async ({ page, memo }) => {
  await expect.poll(() => sessionItem(page, 'token'), QUICK).toBe(memo.get('token'));
});

Then('the session holds no token', async ({ page }) => {
  await expect.poll(() => sessionItem(page, 'token'), QUICK).toBeNull();
});

Then('the session remembers the account {string}', async ({ page }, account: string) => {
  await expect.poll(() => sessionItem(page, 'account'), QUICK).toBe(account);
});

Then('the session marks the account type {string}', async ({ page }, type: string) => {
  await expect.poll(() => sessionItem(page, 'isAgent'), QUICK).toBe(type);
});

Then(
  'the server records the language {string} for member {int}',
  async ({ mock }, language: string, id: number) => {
    await expect
      .poll(async () => (await mock.record<{ language: string }>(`members/${id}`)).language)
      .toBe(language);
  },
);

Given('a trial account has started free play elsewhere', async ({ mock, memo }) => {
  memo.set('token', await mock.freePlay());
});
