import { expect } from '@playwright/test';
import { header } from '../pages/shell';
import { HeaderBalance } from '../pages/wallet';
import { Then, When } from '../support/fixtures';
import { eventually } from '../support/waits';

When(
  'the wallet of member {int} now holds {float}',
  async ({ mock }, id: number, amount: number) => {
    await mock.patchRecord(`members/${id}`, { balance: amount });
  },
);

Then('the header balance shows {string}', async ({ page }, text: string) => {
  await eventually.containing(new HeaderBalance(page).root, text);
});

Then('the header balance does not show {string}', async ({ page }, text: string) => {
  const balance = new HeaderBalance(page).root;
  await expect(balance).toBeVisible();
  await expect(balance).not.toContainText(text);
});

Then('the header shows no balance', async ({ page }) => {
  await expect(header(page)).toBeVisible();
  await expect(new HeaderBalance(page).root).toHaveCount(0);
});

Then('the balance toggle {string} is pressed', async ({ page }, name: string) => {
  await expect(new HeaderBalance(page).toggle(name)).toHaveAttribute('aria-pressed', 'true');
});

Then('the balance toggle {string} is not pressed', async ({ page }, name: string) => {
  await expect(new HeaderBalance(page).toggle(name)).toHaveAttribute('aria-pressed', 'false');
});
