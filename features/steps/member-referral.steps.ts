import { expect } from '@playwright/test';
import { ReferralPage } from '../pages/member-referral';
import { Then, When } from '../support/fixtures';
import { openPortal } from '../support/portal';
import { eventually } from '../support/waits';

Then(
  'the invitation shows the code {string} and its link to the registration',
  async ({ page }, code: string) => {
    const referral = new ReferralPage(page);
    await eventually.visible(referral.code);
    await expect(referral.code).toHaveValue(code);
    const origin = new URL(page.url()).origin;
    await expect(referral.link).toHaveValue(`${origin}/register?referralCode=${code}`);
    await expect(referral.qr).toBeVisible();
    await expect(referral.qr).toHaveAttribute('width', '160');
  },
);

Then(
  'the invitation counts {int} friends invited and a reward of {string} per friend',
  async ({ page }, invited: number, reward: string) => {
    const referral = new ReferralPage(page);
    await expect(referral.count('Friends invited')).toHaveText(String(invited));
    await expect(referral.count('Reward per qualified friend')).toHaveText(reward);
  },
);

When('I copy the invitation link', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(page.url()).origin,
  });
  await new ReferralPage(page).button('Copy link').click();
});

Then('the page says {string} and the clipboard holds the link', async ({ page }, said: string) => {
  const referral = new ReferralPage(page);
  await expect(referral.copyStatus).toHaveText(said);
  await expect(referral.copyStatus).toHaveAttribute('aria-live', 'polite');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  await expect(referral.link).toHaveValue(copied);
});

Then('a rewarded friend shows the reward {string}', async ({ page }, reward: string) => {
  const row = new ReferralPage(page).friendRows.filter({ hasText: 'Rewarded' }).first();
  await expect(row.getByRole('cell').last()).toHaveText(reward);
});

When('I open page {int} of the invited friends', async ({ page }, n: number) => {
  await new ReferralPage(page).friendsRegion.getByRole('button', { name: `Page ${n}` }).click();
});

Then('the invited friends list {int} rows', async ({ page }, count: number) => {
  await expect(new ReferralPage(page).friendRows).toHaveCount(count);
});

When(
  'a visitor opens the invitation link of {string}',
  async ({ page, mock, memo }, account: string) => {
    const token = await mock.login(account, 'pass1234');
    const info = await mock.api<{ inviteUrl: string }>('/wps/member/referral', { token });
    const url = new URL(info.value!.inviteUrl);
    await openPortal(page, memo, `${url.pathname}${url.search}`);
  },
);
