import { expect, type Page } from '@playwright/test';
import { button, expectCountdown } from '../pages/common';
import { SecurityCentre } from '../pages/account-security';
import { Given, Then, When } from '../support/fixtures';
import { openPortal, withToken } from '../support/portal';
import { AccountMenu, header } from '../pages/shell';
import { MemberCentre } from '../pages/member';
import { eventually } from '../support/waits';

const security = (page: Page) => new SecurityCentre(page);

// ---- the member's choices

When('I press {string} in the security centre', async ({ page }, name: string) => {
  await security(page).button(name).click();
});

When(
  'I type {string} as the security centre field {string}',
  async ({ page }, text: string, label: string) => {
    await security(page).field(label).fill(text);
  },
);

// ---- what the page shows

Then(
  'the security centre shows the account {string} at the level {string}',
  async ({ page }, account: string, level: string) => {
    const { overview } = security(page);
    await eventually.visible(overview.first());
    await expect(overview.first()).toHaveText(account);
    await expect(overview.nth(1)).toContainText(level);
  },
);

Then('the security centre level says {string}', async ({ page }, text: string) => {
  await expect(security(page).overview.nth(1)).toContainText(text);
});

Then(
  'the security centre part {string} says {string}',
  async ({ page }, title: string, text: string) => {
    await expect(security(page).section(title)).toContainText(text);
  },
);

Then(
  'the security centre part {string} has no button {string}',
  async ({ page }, title: string, name: string) => {
    const section = security(page).section(title);
    await expect(section).toBeVisible();
    await expect(section.getByRole('button', { name, exact: true })).toHaveCount(0);
  },
);

Then(
  'the security centre field {string} shows the error {string}',
  async ({ page }, label: string, text: string) => {
    const field = security(page).field(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(text);
  },
);

Then(
  'the security centre field {string} still holds {string}',
  async ({ page }, label: string, text: string) => {
    await expect(security(page).field(label)).toHaveValue(text);
  },
);

Then('the security centre has no field {string}', async ({ page }, label: string) => {
  await expect(security(page).root).toBeVisible();
  await expect(security(page).field(label)).toHaveCount(0);
});

Then('the security centre code was sent', async ({ page }) => {
  const counting = button(security(page).root, /^Resend in \d+ s$/);
  await eventually.visible(counting);
  await expect(counting).toBeDisabled();
});

Then('the security centre get-code button counts down from 60 seconds', async ({ page }) => {
  await expectCountdown(security(page).root, { atMost: 60, atLeast: 57 });
});

// ---- active sessions and the login history (issue 30)

Given(
  '{string} is logged in in a second browser with password {string}',
  async ({ mock, secondBrowser, seedPopupIds }, user: string, password: string) => {
    const token = await mock.login(user, password);
    const page = await secondBrowser.page();
    // As on the scenario's own page (notices.steps.ts): the announcement popups count as shown.
    await page.addInitScript((seen) => {
      if (sessionStorage.getItem('index_notice') === null)
        sessionStorage.setItem('index_notice', JSON.stringify(seen));
    }, seedPopupIds);
    await openPortal(page, new Map(), withToken('/', new Map([['token', token]])));
    await eventually.visible(new AccountMenu(page).opener);
  },
);

/** The second browser's member opens the member centre from the account menu: its next call. */
When('the second browser opens the member centre', async ({ secondBrowser }) => {
  const page = await secondBrowser.page();
  const menu = new AccountMenu(page);
  await menu.open();
  await menu.entry('Member centre').click();
});

Then('the second browser shows the visitor view', async ({ secondBrowser }) => {
  const page = await secondBrowser.page();
  await eventually.visible(button(header(page), 'Log in'));
  await expect(new AccountMenu(page).opener).toHaveCount(0);
  await expect(new MemberCentre(page).content('My account')).toHaveCount(0);
});

Then(
  'the security centre lists {int} active session(s), the first marked {string}',
  async ({ page }, count: number, mark: string) => {
    const { sessions } = security(page);
    await expect(sessions).toHaveCount(count);
    await expect(sessions.first()).toContainText(mark);
    for (let i = 1; i < count; i += 1) await expect(sessions.nth(i)).not.toContainText(mark);
  },
);

Then(
  'the security centre login history starts with {string}',
  async ({ page }, outcomes: string) => {
    const expected = outcomes.split(', ');
    const { logins } = security(page);
    await eventually.visible(logins.first());
    for (const [i, outcome] of expected.entries())
      await expect(logins.nth(i)).toContainText(outcome);
  },
);

Then('the server keeps no session of {string}', async ({ mock }, account: string) => {
  const { id } = await mock.member(account);
  await expect
    .poll(async () => (await mock.record<unknown[]>(`sessions?memberId=${id}`)).length)
    .toBe(0);
});
