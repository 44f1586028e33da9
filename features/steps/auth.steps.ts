import { expect, type Locator, type Page } from '@playwright/test';
import { Given, Then, When } from '../support/fixtures';

/** The login popup (its accessible name is its title). */
const popup = (page: Page, title = 'Log in') =>
  page.getByRole('dialog', { name: title, exact: true });
/** A button by its exact name (hidden tab panels are out of the role tree, so only the visible one). */
const button = (scope: Locator, name: string | RegExp) =>
  scope.getByRole('button', { name, exact: typeof name === 'string' });
const securityCheck = (page: Page) =>
  page.getByRole('dialog', { name: 'Security check', exact: true });
const captchaButton = (page: Page) => button(popup(page), 'Refresh the captcha');

/** Answers the security check with the keyboard: its question is a small sum. */
async function solveSecurityCheck(page: Page) {
  const dialog = securityCheck(page);
  // Its panel is a chunk of its own, loaded the first time.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const [, a, b] = /What is (\d) \+ (\d)\?/.exec((await dialog.textContent()) ?? '') ?? [];
  const field = dialog.getByRole('textbox', { name: /What is \d \+ \d\?/ });
  await field.fill(String(Number(a) + Number(b)));
  await field.press('Enter');
  await expect(dialog).toHaveCount(0);
}

/** Fills the username form and submits it, then answers the security check. */
async function logIn(page: Page, username: string, password: string) {
  const dialog = popup(page);
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await button(dialog, 'Log in').click();
  await solveSecurityCheck(page);
}

// --- mock scenario -------------------------------------------------------------------------------

Given('the login server demands the captcha on every login', async ({ mock }) => {
  await mock.patch({ captchaAlways: true });
});

Given('the login server rejects the anti-bot challenge', async ({ mock }) => {
  await mock.patch({ challenge: 'fail' });
});

Given(
  'the login call answers {string} with the message {string}',
  async ({ mock }, errorCode: string, message: string) => {
    await mock.patch({ errors: { login: { errorCode, message, times: 1 } } });
  },
);

Given(
  'the login code call answers {string} with the message {string}',
  async ({ mock }, errorCode: string, message: string) => {
    await mock.patch({ errors: { smsLoginCode: { errorCode, message, times: 1 } } });
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
  await expect(page.getByRole('status')).toHaveCount(0, { timeout: 10_000 });
});

When('I open the login popup from the header', async ({ page }) => {
  await button(page.getByRole('banner'), 'Log in').click();
  // The popup is its own chunk, loaded on the first opening.
  await expect(popup(page)).toBeVisible({ timeout: 15_000 });
});

When('I fill the login username with {string}', async ({ page }, value: string) => {
  await popup(page).getByRole('textbox', { name: 'Username', exact: true }).fill(value);
});

When('I fill the login password with {string}', async ({ page }, value: string) => {
  await popup(page).getByLabel('Password', { exact: true }).fill(value);
});

When('I fill the login captcha with {string}', async ({ page }, value: string) => {
  await popup(page).getByRole('textbox', { name: 'Captcha', exact: true }).fill(value);
});

When('I submit the login form', async ({ page }) => {
  await button(popup(page), 'Log in').click();
});

When('I answer the security check', async ({ page }) => {
  await solveSecurityCheck(page);
});

When('I close the security check with Escape', async ({ page }) => {
  await expect(securityCheck(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(securityCheck(page)).toHaveCount(0);
});

When(
  'I log in as {string} with password {string}',
  async ({ page }, username: string, password: string) => {
    await logIn(page, username, password);
  },
);

Given(
  '{string} has failed to log in {int} times elsewhere',
  async ({ mock }, username: string, times: number) => {
    // Straight to the login call (as another device would): only the count of failures matters here.
    for (let i = 0; i < times; i += 1) {
      const res = await fetch(`${mock.baseUrl}/wps/session/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Merchant: 'DEMO' },
        body: JSON.stringify({ username, password: `elsewhere-wrong${i}`, type: 'username' }),
      });
      const body = (await res.json()) as { success: boolean; value?: unknown };
      expect(body.success, 'a wrong password is refused').toBe(false);
    }
  },
);

When(
  'I fail to log in as {string} {int} times',
  async ({ page }, username: string, times: number) => {
    for (let i = 0; i < times; i += 1) {
      await logIn(page, username, `wrong${i}`);
      await expect(popup(page).getByRole('alert')).toContainText('Incorrect username or password');
      // The form takes a new submit once the button is enabled again.
      await expect(button(popup(page), 'Log in')).toBeEnabled();
    }
  },
);

When('I choose the login tab {string}', async ({ page }, name: string) => {
  await popup(page).getByRole('tab', { name, exact: true }).click();
});

When('I choose the login country code {string}', async ({ page }, label: string) => {
  await popup(page).getByRole('combobox', { name: 'Country code' }).selectOption({ label });
});

When('I fill the login mobile number with {string}', async ({ page }, value: string) => {
  await popup(page).getByRole('textbox', { name: 'Mobile number', exact: true }).fill(value);
});

When('I fill the login verification code with {string}', async ({ page }, value: string) => {
  await popup(page).getByRole('textbox', { name: 'Verification code', exact: true }).fill(value);
});

When('I ask for the login code', async ({ page }) => {
  await button(popup(page), 'Get code').click();
});

When('I tick the login remember me box', async ({ page }) => {
  await popup(page).getByRole('checkbox', { name: 'Remember me' }).check();
});

When('I untick the login remember me box', async ({ page }) => {
  await popup(page).getByRole('checkbox', { name: 'Remember me' }).uncheck();
});

When('I refresh the login captcha', async ({ page, memo }) => {
  const image = captchaButton(page).getByRole('img');
  memo.set('captchaBefore', await image.getAttribute('src'));
  await captchaButton(page).click();
});

When('I press {string} in the login popup', async ({ page }, name: string) => {
  await button(popup(page), name).click();
});

// --- outcomes ---------------------------------------------------------------------------------------

Then('the login popup is open', async ({ page }) => {
  await expect(popup(page)).toBeVisible();
});

Then('the login popup is closed', async ({ page }) => {
  await expect(popup(page)).toHaveCount(0);
});

Then('the login popup shows the alert {string}', async ({ page }, text: string) => {
  await expect(popup(page).getByRole('alert')).toContainText(text);
});

Then('the login popup shows the field error {string}', async ({ page }, text: string) => {
  await expect(popup(page).getByText(text, { exact: true }).first()).toBeVisible();
});

Then('the login popup has the tabs {string}', async ({ page }, list: string) => {
  const names = list.split(',').map((s) => s.trim());
  await expect(popup(page).getByRole('tab')).toHaveText(names);
});

Then('the login popup has no tabs', async ({ page }) => {
  await expect(popup(page).getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
  await expect(popup(page).getByRole('tablist')).toHaveCount(0);
  await expect(popup(page).getByRole('textbox', { name: 'Mobile number' })).toHaveCount(0);
});

Then('the login popup has a {string} button', async ({ page }, name: string) => {
  await expect(button(popup(page), name)).toBeVisible();
});

Then('the login popup has no {string} button', async ({ page }, name: string) => {
  await expect(popup(page)).toBeVisible();
  await expect(button(popup(page), name)).toHaveCount(0);
});

Then('the login username field holds {string}', async ({ page }, value: string) => {
  await expect(popup(page).getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(
    value,
  );
});

Then('the login password field holds {string}', async ({ page }, value: string) => {
  await expect(popup(page).getByLabel('Password', { exact: true })).toHaveValue(value);
});

Then('the login mobile number field holds {string}', async ({ page }, value: string) => {
  await expect(
    popup(page).getByRole('textbox', { name: 'Mobile number', exact: true }),
  ).toHaveValue(value);
});

Then(/^the login remember me box is (ticked|not ticked)$/, async ({ page }, state: string) => {
  const box = popup(page).getByRole('checkbox', { name: 'Remember me' });
  if (state === 'ticked') await expect(box).toBeChecked();
  else await expect(box).not.toBeChecked();
});

Then('the login popup shows a captcha image', async ({ page }) => {
  await expect(captchaButton(page).getByRole('img')).toHaveAttribute(
    'src',
    /^data:image\/png;base64,iVBORw0KGgo/,
  );
});

Then('the login popup shows no captcha', async ({ page }) => {
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole('textbox', { name: 'Captcha' })).toHaveCount(0);
});

Then('the login captcha image has changed', async ({ page, memo }) => {
  const before = memo.get('captchaBefore');
  await expect(captchaButton(page).getByRole('img')).not.toHaveAttribute('src', String(before));
  await expect(captchaButton(page).getByRole('img')).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
});

Then('the get-code button counts down and is disabled', async ({ page }) => {
  const counting = button(popup(page), /^Resend in \d+ s$/);
  await expect(counting).toBeDisabled();
  const first = Number((await counting.textContent())?.match(/\d+/)?.[0]);
  expect(first).toBeGreaterThan(50);
  await expect
    .poll(async () => Number((await counting.textContent())?.match(/\d+/)?.[0]), {
      timeout: 4000,
      intervals: [100],
    })
    .toBeLessThan(first);
  await expect(button(popup(page), 'Get code')).toHaveCount(0);
});

Then('the get-code button is enabled', async ({ page }) => {
  await expect(button(popup(page), 'Get code')).toBeEnabled();
});

Then('a login warning dialog says {string}', async ({ page }, text: string) => {
  const dialog = page.getByRole('dialog', { name: 'Warning', exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text);
});

Then('the login flow opens the {string} dialog', async ({ page }, title: string) => {
  await expect(page.getByRole('dialog', { name: title, exact: true })).toBeVisible();
});

Then('the login flow opens no {string} dialog', async ({ page }, title: string) => {
  await expect(page.getByRole('dialog', { name: title, exact: true })).toHaveCount(0);
});

Then('the remember-me cookies hold the username {string}', async ({ page }, username: string) => {
  const cookies = await page.context().cookies();
  const byName = Object.fromEntries(cookies.map((c) => [c.name, c]));
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
    const cookies = Object.fromEntries(
      (await page.context().cookies()).map((c) => [c.name, c.value]),
    );
    expect(cookies.rememberMobile).toBe(mobile);
    expect(cookies.rememberDialingCode).toBe(code);
    expect(cookies.rememberMe).toBe('1');
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
