import { expect, type Page } from '@playwright/test';
import { Given, Then, When } from '../support/fixtures';

/** The site header landmark. */
const header = (page: Page) => page.getByRole('banner');
const balance = (page: Page) => header(page).getByRole('group', { name: 'Balance' });
const accountMenu = (page: Page) => page.getByRole('menu', { name: 'Account menu' });
const chatWindow = (page: Page) => page.getByRole('region', { name: 'Chat room' });

/**
 * Keeps the announcement popups (notice modal) out of the header scenarios: their ids are marked
 * as seen in session storage (index_notice, spec 1 §3) before the portal loads.
 */
Given('the announcement popups were already seen in this session', async ({ page, mock }) => {
  const ids = new Set<string>();
  for (const query of [
    'types=B,PL,PU,PR,H&platform=W&execution=B,A,F',
    'types=PU&platform=W&execution=B,A,F',
  ]) {
    const res = await fetch(`${mock.baseUrl}/wps/relay/MCSFE_getListAnnouncements?${query}`, {
      headers: { Merchant: 'DEMO' },
    });
    const body = (await res.json()) as { value?: { popup?: { id: string | number }[] } };
    for (const popup of body.value?.popup ?? []) ids.add(String(popup.id));
  }
  await page.addInitScript(
    (seen) => sessionStorage.setItem('index_notice', JSON.stringify(seen)),
    [...ids],
  );
});

Given('the balance answers take {int} ms', async ({ mock }, ms: number) => {
  await mock.patch({ delays: { balance: ms } });
});

Given('a trial account has started free play elsewhere', async ({ mock, memo }) => {
  const res = await fetch(`${mock.baseUrl}/wps/session/login/freeplay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'DEMO' },
    body: JSON.stringify({ os: 'web', platform: 'W' }),
  });
  const body = (await res.json()) as { success: boolean; value?: { token: string } };
  if (!body.success || !body.value) throw new Error('free play failed');
  memo.set('token', body.value.token);
});

When(
  'the wallet of member {int} now holds {float}',
  async ({ mock }, id: number, amount: number) => {
    const res = await fetch(`${mock.baseUrl}/__db/members/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ balance: amount }),
    });
    if (!res.ok) throw new Error(`PATCH member ${id} answered ${res.status}`);
  },
);

Then('the header has a {string} button', async ({ page }, name: string) => {
  await expect(header(page).getByRole('button', { name, exact: true })).toBeVisible();
});

Then('the header has no {string} button', async ({ page }, name: string) => {
  await expect(header(page)).toBeVisible();
  await expect(header(page).getByRole('button', { name, exact: true })).toHaveCount(0);
});

Then('the header balance shows {string}', async ({ page }, text: string) => {
  await expect(balance(page)).toContainText(text);
});

Then('the header balance does not show {string}', async ({ page }, text: string) => {
  await expect(balance(page)).toBeVisible();
  await expect(balance(page)).not.toContainText(text);
});

Then('the header shows no balance', async ({ page }) => {
  await expect(header(page)).toBeVisible();
  await expect(balance(page)).toHaveCount(0);
});

Then('the balance toggle {string} is pressed', async ({ page }, name: string) => {
  await expect(balance(page).getByRole('button', { name, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

Then('the balance toggle {string} is not pressed', async ({ page }, name: string) => {
  await expect(balance(page).getByRole('button', { name, exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

When('I open the account menu', async ({ page }) => {
  await header(page).getByRole('button', { name: 'Account menu' }).click();
  await expect(accountMenu(page)).toBeVisible();
});

When('I open the account menu from the keyboard', async ({ page }) => {
  await header(page).getByRole('button', { name: 'Account menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(accountMenu(page)).toBeVisible();
});

Then('the account menu has the entry {string}', async ({ page }, name: string) => {
  await expect(accountMenu(page).getByRole('menuitem', { name, exact: true })).toBeVisible();
});

Then('the account menu has no entry {string}', async ({ page }, name: string) => {
  await expect(accountMenu(page)).toBeVisible();
  await expect(accountMenu(page).getByRole('menuitem', { name, exact: true })).toHaveCount(0);
});

When('I choose {string} in the account menu', async ({ page }, name: string) => {
  await accountMenu(page).getByRole('menuitem', { name, exact: true }).click();
});

When('I press the key {string} in the account menu', async ({ page }, key: string) => {
  await page.keyboard.press(key);
});

Then('the account menu entry {string} has the focus', async ({ page }, name: string) => {
  await expect(accountMenu(page).getByRole('menuitem', { name, exact: true })).toBeFocused();
});

Then('the account menu is closed and its button has the focus', async ({ page }) => {
  await expect(accountMenu(page)).toHaveCount(0);
  const button = header(page).getByRole('button', { name: 'Account menu' });
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

Then(
  'the member label {string} is shown in its colours {string} on {string}',
  async ({ page }, label: string, text: string, background: string) => {
    const entry = accountMenu(page).getByRole('menuitem', {
      name: `${label} (player rank)`,
      exact: true,
    });
    await expect(entry).toHaveText(label);
    await expect(entry).toHaveCSS('color', text);
    await expect(entry).toHaveCSS('background-color', background);
  },
);

Then('the header shows the message {string}', async ({ page }, text: string) => {
  await expect(page.getByRole('dialog').filter({ hasText: text })).toBeVisible();
});

Then('a header popup is open', async ({ page }) => {
  await expect(page.getByRole('dialog')).toBeVisible();
});

Then('the chat launcher shows {int} unread message(s)', async ({ page }, count: number) => {
  await expect(
    header(page).getByRole('button', { name: 'Chat room', exact: true }),
  ).toHaveAccessibleDescription(`Unread messages: ${count}`);
});

Then('the chat room window shows the chat page', async ({ page }) => {
  await expect(chatWindow(page)).toBeVisible();
  const frame = chatWindow(page).getByTitle('Chat room conversation');
  await expect(frame).toBeVisible();
  await expect(frame.contentFrame().getByRole('heading', { name: 'Chat room' })).toBeVisible();
});

Then('the chat room window is closed', async ({ page }) => {
  await expect(chatWindow(page)).toHaveCount(0);
});

Then('the chat room window is minimised', async ({ page }) => {
  await expect(chatWindow(page).getByTitle('Chat room conversation')).toBeHidden();
  await expect(chatWindow(page).getByRole('button', { name: 'Restore chat room' })).toBeVisible();
});

When('I press {string} in the chat room window', async ({ page }, name: string) => {
  await chatWindow(page).getByRole('button', { name, exact: true }).click();
});

Then('the chat room window has the {word} size', async ({ page }, size: string) => {
  const width = await chatWindow(page).evaluate((el) => el.getBoundingClientRect().width);
  if (size === 'enlarged') expect(width).toBeGreaterThan(400);
  else if (size === 'normal') expect(width).toBeLessThanOrEqual(360);
  else throw new Error(`Unknown chat window size '${size}'`);
});
