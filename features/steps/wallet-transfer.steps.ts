import { expect } from '@playwright/test';
import { TransferPage } from '../pages/wallet-transfer';
import { Given, Then, When } from '../support/fixtures';
import { eventually } from '../support/waits';

Given("a member of the agent's downline has logged in elsewhere", async ({ mock, memo }) => {
  const { account } = await mock.record<{ account: string }>('members/2000');
  memo.set('token', await mock.login(account, 'pass1234'));
});

/** The merchant wallet call answers one wallet for every vendor (scenario singleWallet). */
Given('the site keeps a single wallet for every game', async ({ mock }) => {
  await mock.patch({ singleWallet: true });
});

When(
  /^I transfer "([^"]*)" (into|out of) "([^"]*)"$/,
  async ({ page }, amount: string, direction: string, wallet: string) => {
    await new TransferPage(page).transfer(amount, wallet, direction as 'into' | 'out of');
  },
);

When(
  'I transfer {string} to my upline with the payment password {string}',
  async ({ page }, amount: string, password: string) => {
    const upline = new TransferPage(page, 'Transfer to upline');
    await upline.amount.fill(amount);
    await upline.password.fill(password);
    await upline.button('Transfer to upline').click();
  },
);

When('I press {string} on my wallet', async ({ page }, name: string) => {
  await new TransferPage(page).button(name).click();
});

Then(
  'my wallet shows {string} holding {string}',
  async ({ page }, wallet: string, amount: string) => {
    await eventually.containing(new TransferPage(page).wallet(wallet), amount);
  },
);

Then('my wallet shows {string} without transfers', async ({ page }, wallet: string) => {
  await expect(new TransferPage(page).wallet(wallet)).toContainText('no transfers');
});

Then('my wallet offers no transfers', async ({ page }) => {
  const wallet = new TransferPage(page);
  await expect(wallet.wallets).toBeVisible();
  await expect(wallet.button('Transfer')).toHaveCount(0);
  await expect(wallet.button('Recall all to the main wallet')).toHaveCount(0);
});

Then('the amount field holds {string}', async ({ page }, text: string) => {
  await expect(new TransferPage(page).amount).toHaveValue(text);
});
