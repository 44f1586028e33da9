import { expect } from '@playwright/test';
import { LoginPopup } from '../pages/auth';
import { Given, Then, When } from '../support/fixtures';
import { eventually } from '../support/waits';

/** The checks of the login side rule (spec 2 §4) by the words the scenarios use. */
const METHODS: Record<string, 'SMS' | 'EMAIL' | 'BANK_NAME' | 'AUTHENTICATOR'> = {
  'a mobile code': 'SMS',
  'an email code': 'EMAIL',
  'the bank account name': 'BANK_NAME',
  'an authenticator code': 'AUTHENTICATOR',
};

Given('a login from this IP must be verified by {string}', async ({ mock }, check: string) => {
  const method = METHODS[check];
  if (!method) throw new Error(`unknown login check "${check}"`);
  await mock.patch({ loginCheck: method });
});

/** The step's one field (the login forms are hidden behind it). */
const answerField = (popup: LoginPopup) => popup.root.getByRole('textbox');

Then(
  'the login popup asks to verify the new location with the field {string}',
  async ({ page }, label: string) => {
    const popup = new LoginPopup(page);
    await eventually.visible(popup.root.getByText(/logging in from a new location/));
    await expect(answerField(popup)).toHaveCount(1);
    await expect(answerField(popup)).toHaveAccessibleName(label);
    await expect(answerField(popup)).toBeFocused();
    await expect(popup.username).toHaveCount(0);
  },
);

Then('the login popup says the code goes to {string}', async ({ page }, target: string) => {
  await expect(new LoginPopup(page).root.getByText(target, { exact: false })).toBeVisible();
});

/** "the bank account name of <account>": the name on that member's withdrawal account. */
async function answerOf(text: string, mock: { record<T>(path: string): Promise<T> }) {
  const named = /^the bank account name of (\w+)$/.exec(text);
  if (!named) return text;
  const [member] = await mock.record<{ nickname: string }[]>(`members?account=${named[1]}`);
  return member!.nickname.toLowerCase();
}

When('I answer the login verification with {string}', async ({ page, mock }, text: string) => {
  const popup = new LoginPopup(page);
  await answerField(popup).fill(await answerOf(text, mock));
  await popup.button('Confirm').click();
});

Then('the login verification still holds {string}', async ({ page }, value: string) => {
  await expect(answerField(new LoginPopup(page))).toHaveValue(value);
});

/** Counting from the code's minute (60 s), disabled; the seconds themselves are unit-tested. */
Then('the get-code button of the check counts down, disabled', async ({ page }) => {
  const counting = new LoginPopup(page).button(/^Resend in \d+ s$/);
  await eventually.visible(counting);
  await expect(counting).toBeDisabled();
  const seconds = Number(/\d+/.exec((await counting.textContent()) ?? '')?.[0]);
  expect(seconds).toBeGreaterThan(50);
  expect(seconds).toBeLessThanOrEqual(60);
});
