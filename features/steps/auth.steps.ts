import { expect } from '@playwright/test';
import { LoginPopup, SecurityCheck } from '../pages/auth';
import { dialog, expectCountdown } from '../pages/common';
import { cookiesByName } from '../pages/session';
import { Given, Then, When } from '../support/fixtures';
import { portalSettled } from '../support/portal';
import { eventually } from '../support/waits';

// --- mock scenario -------------------------------------------------------------------------------

Given('the login server demands the captcha on every login', async ({ mock }) => {
  await mock.patch({ captchaAlways: true });
});

Given('the login server rejects the anti-bot challenge', async ({ mock }) => {
  await mock.patch({ challenge: 'fail' });
});

Given(
  '{string} has failed to log in {int} times elsewhere',
  async ({ mock }, username: string, times: number) => {
    // Straight to the login call (as another device would): only the count of failures matters here.
    for (let i = 0; i < times; i += 1)
      expect(
        await mock.failLogin(username, `elsewhere-wrong${i}`),
        'a wrong password is refused',
      ).toBe(true);
  },
);

// --- opening and driving the popup ----------------------------------------------------------------

/**
 * A new browser session on the same browser: session storage (the token) is gone, cookies and
 * local storage stay. The portal opens again at '/'.
 */
When('I come back to the portal in a new browser session', async ({ page }) => {
  await page.evaluate(() => {
    const seeded = sessionStorage.getItem('__seeded');
    const notices = sessionStorage.getItem('index_notice');
    sessionStorage.clear();
    // The test's own markers (language seeded once, announcement popups already seen).
    if (seeded) sessionStorage.setItem('__seeded', seeded);
    if (notices) sessionStorage.setItem('index_notice', notices);
  });
  await page.goto('/');
  await portalSettled(page);
});

When('I open the login popup from the header', async ({ page }) => {
  await new LoginPopup(page).openFromHeader();
});

When('I fill the login username with {string}', async ({ page }, value: string) => {
  await new LoginPopup(page).username.fill(value);
});

When('I fill the login password with {string}', async ({ page }, value: string) => {
  await new LoginPopup(page).password.fill(value);
});

When('I fill the login captcha with {string}', async ({ page }, value: string) => {
  await new LoginPopup(page).captcha.fill(value);
});

When('I submit the login form', async ({ page }) => {
  await new LoginPopup(page).button('Log in').click();
});

When('I answer the security check', async ({ page }) => {
  await new SecurityCheck(page).answer();
});

When('I close the security check with Escape', async ({ page }) => {
  await new SecurityCheck(page).closeWithEscape();
});

When(
  'I log in as {string} with password {string}',
  async ({ page }, username: string, password: string) => {
    await new LoginPopup(page).logIn(username, password);
  },
);

When(
  'I fail to log in as {string} {int} times',
  async ({ page }, username: string, times: number) => {
    const popup = new LoginPopup(page);
    for (let i = 0; i < times; i += 1) {
      await popup.logIn(username, `wrong${i}`);
      await expect(popup.alert).toContainText('Incorrect username or password');
      // The form takes a new submit once the button is enabled again.
      await expect(popup.button('Log in')).toBeEnabled();
    }
  },
);

When('I choose the login tab {string}', async ({ page }, name: string) => {
  await new LoginPopup(page).tab(name).click();
});

When('I fill the login mobile number with {string}', async ({ page }, value: string) => {
  await new LoginPopup(page).mobileNumber.fill(value);
});

When('I fill the login verification code with {string}', async ({ page }, value: string) => {
  await new LoginPopup(page).verificationCode.fill(value);
});

When('I ask for the login code', async ({ page }) => {
  await new LoginPopup(page).button('Get code').click();
});

When('I tick the login remember me box', async ({ page }) => {
  await new LoginPopup(page).rememberMe.check();
});

When('I refresh the login captcha', async ({ page, memo }) => {
  const popup = new LoginPopup(page);
  memo.set('captchaBefore', await popup.captchaImage.getAttribute('src'));
  await popup.button('Refresh the captcha').click();
});

When('I press {string} in the login popup', async ({ page }, name: string) => {
  await new LoginPopup(page).button(name).click();
});

// --- outcomes ---------------------------------------------------------------------------------------

Then('the login popup is open', async ({ page }) => {
  await expect(new LoginPopup(page).root).toBeVisible();
});

Then('the login popup is closed', async ({ page }) => {
  await eventually.gone(new LoginPopup(page).root);
});

Then('the login popup shows the alert {string}', async ({ page }, text: string) => {
  await eventually.containing(new LoginPopup(page).alert, text);
});

Then('the login popup shows the field error {string}', async ({ page }, text: string) => {
  await expect(new LoginPopup(page).root.getByText(text, { exact: true }).first()).toBeVisible();
});

Then('the login popup has the tabs {string}', async ({ page }, list: string) => {
  const names = list.split(',').map((s) => s.trim());
  await expect(new LoginPopup(page).root.getByRole('tab')).toHaveText(names);
});

Then('the login popup has no tabs', async ({ page }) => {
  const popup = new LoginPopup(page);
  await expect(popup.username).toBeVisible();
  await expect(popup.root.getByRole('tablist')).toHaveCount(0);
  await expect(popup.root.getByRole('textbox', { name: 'Mobile number' })).toHaveCount(0);
});

Then('the login popup has a {string} button', async ({ page }, name: string) => {
  await expect(new LoginPopup(page).button(name)).toBeVisible();
});

Then('the login popup has no {string} button', async ({ page }, name: string) => {
  const popup = new LoginPopup(page);
  await expect(popup.root).toBeVisible();
  await expect(popup.button(name)).toHaveCount(0);
});

Then('the login username field holds {string}', async ({ page }, value: string) => {
  await expect(new LoginPopup(page).username).toHaveValue(value);
});

Then('the login password field holds {string}', async ({ page }, value: string) => {
  await expect(new LoginPopup(page).password).toHaveValue(value);
});

Then('the login mobile number field holds {string}', async ({ page }, value: string) => {
  await expect(new LoginPopup(page).mobileNumber).toHaveValue(value);
});

Then(/^the login remember me box is (ticked|not ticked)$/, async ({ page }, state: string) => {
  const box = new LoginPopup(page).rememberMe;
  if (state === 'ticked') await expect(box).toBeChecked();
  else await expect(box).not.toBeChecked();
});

Then('the login popup shows a captcha image', async ({ page }) => {
  await expect(new LoginPopup(page).captchaImage).toHaveAttribute(
    'src',
    /^data:image\/png;base64,iVBORw0KGgo/,
  );
});

Then('the login popup shows no captcha', async ({ page }) => {
  const popup = new LoginPopup(page);
  await expect(popup.root).toBeVisible();
  await expect(popup.root.getByRole('textbox', { name: 'Captcha' })).toHaveCount(0);
});

Then('the login captcha image has changed', async ({ page, memo }) => {
  const image = new LoginPopup(page).captchaImage;
  await expect(image).not.toHaveAttribute('src', String(memo.get('captchaBefore')));
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
});

Then('the get-code button counts down and is disabled', async ({ page }) => {
  await expectCountdown(new LoginPopup(page).root, { above: 50 });
});

Then('the get-code button is enabled', async ({ page }) => {
  await expect(new LoginPopup(page).button('Get code')).toBeEnabled();
});

Then('a login warning dialog says {string}', async ({ page }, text: string) => {
  const warning = dialog(page, 'Warning');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(text);
});

Then('the login flow opens the {string} dialog', async ({ page }, title: string) => {
  await eventually.visible(dialog(page, title));
});

Then('the login flow opens no {string} dialog', async ({ page }, title: string) => {
  await expect(dialog(page, title)).toHaveCount(0);
});

Then('the remember-me cookies hold the username {string}', async ({ page }, username: string) => {
  const byName = await cookiesByName(page);
  expect(byName.rememberUsername?.value).toBe(username);
  expect(byName.rememberMe?.value).toBe('1');
  // 24 hours, give or take the test's own time.
  const left = byName.rememberUsername!.expires - Date.now() / 1000;
  expect(left).toBeGreaterThan(24 * 3600 - 120);
  expect(left).toBeLessThanOrEqual(24 * 3600 + 5);
});

Then(
  'the remember-me cookies hold the mobile number {string} with the country code {string}',
  async ({ page }, mobile: string, code: string) => {
    const byName = await cookiesByName(page);
    expect(byName.rememberMobile?.value).toBe(mobile);
    expect(byName.rememberDialingCode?.value).toBe(code);
    expect(byName.rememberMe?.value).toBe('1');
  },
);

Then('no remember-me cookie is set', async ({ page }) => {
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names.filter((n) => n.startsWith('remember'))).toEqual([]);
});

Then('neither cookies nor storage hold {string}', async ({ page }, secret: string) => {
  const cookies = JSON.stringify(await page.context().cookies());
  const storage = await page.evaluate(() =>
    JSON.stringify({
      local: { ...localStorage },
      session: { ...sessionStorage },
      cookie: document.cookie,
    }),
  );
  expect(cookies).not.toContain(secret);
  expect(storage).not.toContain(secret);
});

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
