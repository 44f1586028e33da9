import { expect } from '@playwright/test';
import { ChatRoom } from '../pages/chat';
import { Then, When } from '../support/fixtures';
import { eventually } from '../support/waits';

Then('the chat launcher shows {int} unread message(s)', async ({ page }, count: number) => {
  await expect(new ChatRoom(page).launcher).toHaveAccessibleName(`Chat room, ${count} unread`);
});

When('I open the chat room from the header', async ({ page }) => {
  await new ChatRoom(page).launcher.click();
});

Then('the chat room window shows the chat page', async ({ page }) => {
  const chat = new ChatRoom(page);
  await expect(chat.window).toBeVisible();
  await expect(chat.conversation).toBeVisible();
  await expect(
    chat.conversation.contentFrame().getByRole('heading', { name: 'Chat room' }),
  ).toBeVisible();
});

Then('the chat room window is closed', async ({ page }) => {
  await expect(new ChatRoom(page).window).toHaveCount(0);
});

Then('the chat room window is minimised', async ({ page }) => {
  const chat = new ChatRoom(page);
  await expect(chat.conversation).toBeHidden();
  await expect(chat.window.getByRole('button', { name: 'Restore chat room' })).toBeVisible();
});

When('I press {string} in the chat room window', async ({ page }, name: string) => {
  await new ChatRoom(page).button(name).click();
});

Then('the chat room window has the {word} size', async ({ page }, size: string) => {
  const width = await new ChatRoom(page).window.evaluate((el) => el.getBoundingClientRect().width);
  if (size === 'enlarged') expect(width).toBeGreaterThan(400);
  else if (size === 'normal') expect(width).toBeLessThanOrEqual(360);
  else throw new Error(`Unknown chat window size '${size}'`);
});

When('I press the chat launcher with the keyboard', async ({ page }) => {
  const { launcher } = new ChatRoom(page);
  await launcher.focus();
  await launcher.press('Enter');
});

Then('the keyboard focus is inside the chat room window', async ({ page }) => {
  const chat = new ChatRoom(page);
  await eventually.visible(chat.window);
  await expect(chat.window).toBeFocused();
});

Then(/^Tab reaches (.+) in the chat room window$/, async ({ page }, names: string) => {
  const chat = new ChatRoom(page);
  const wanted = [...names.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
  const reached: string[] = [];
  for (let i = 0; i < wanted.length; i++) {
    await page.keyboard.press('Tab');
    reached.push(
      await chat.window.evaluate((el) =>
        el.contains(document.activeElement)
          ? (document.activeElement?.getAttribute('aria-label') ?? '')
          : '',
      ),
    );
  }
  expect(reached).toEqual(wanted);
});

Then('the keyboard focus is on the chat launcher', async ({ page }) => {
  await expect(new ChatRoom(page).launcher).toBeFocused();
});
