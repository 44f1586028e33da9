import { expect, type Page } from '@playwright/test';
import { escapeRegExp, list } from '../pages/common';
import { MessagesPage } from '../pages/member-messages';
import { Then, When } from '../support/fixtures';
import { eventually } from '../support/waits';

const inbox = (page: Page) => new MessagesPage(page);

/** "Kind: Title (read|unread)" of a message as its button says it (kind, title, date, state). */
const headName = (entry: string) => {
  const m = /^(.+?): (.+) \((read|unread)\)$/.exec(entry);
  if (!m) throw new Error(`a message is written "Kind: Title (read|unread)", not "${entry}"`);
  const [, kind, title, state] = m;
  const date = '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}';
  return new RegExp(
    `^${escapeRegExp(kind!)} ${escapeRegExp(title!)} ${date} ${state === 'read' ? 'Read' : 'Unread'}$`,
  );
};

When('I go to page {int} of the inbox', async ({ page }, n: number) => {
  await inbox(page).pageButton(n).click();
});

When('I open the message {string}', async ({ page }, title: string) => {
  await inbox(page).head(title).click();
});

Then('the inbox lists {string}', async ({ page }, entries: string) => {
  const names = list(entries).map(headName);
  const heads = inbox(page).heads;
  await eventually.visible(heads.first());
  await expect(heads).toHaveCount(names.length);
  for (const [i, name] of names.entries()) await expect(heads.nth(i)).toHaveAccessibleName(name);
});

Then('the inbox starts with {string}', async ({ page }, entry: string) => {
  const first = inbox(page).heads.first();
  await eventually.visible(first);
  await expect(first).toHaveAccessibleName(headName(entry));
});

Then('the message {string} shows {string}', async ({ page }, title: string, text: string) => {
  const message = inbox(page).message(title);
  await expect(message.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
  await eventually.visible(message.getByText(text, { exact: false }));
});

Then('the message {string} is read', async ({ page }, title: string) => {
  await expect(inbox(page).head(title)).toHaveAccessibleName(/ Read$/);
});
