import { expect, type Page } from '@playwright/test';
import { SecurityCheck } from '../pages/auth';
import { button, dialog, expectCountdown, list } from '../pages/common';
import { FIELD_LABELS, RegisterPage, RegistrationForm } from '../pages/register';
import { header } from '../pages/shell';
import { Given, Then, When } from '../support/fixtures';
import { eventually, soon } from '../support/waits';

/**
 * Registration (spec 1 §2.9, §2.10, §4, §5): the /register page, the login popup's register view,
 * the form, its dialogs. Elements are found by role and label.
 */

// --- mock scenario -------------------------------------------------------------------------------

Given('the registration rules enable every field', async ({ mock }) => {
  await mock.patch({ registerRules: { '*': true } });
});

Given(
  'the registration rule of {string} is {word}',
  async ({ mock }, name: string, state: string) => {
    await mock.patch({ registerRules: { [name]: state === 'enabled' } });
  },
);

Given('the site has a single new-player promotion', async ({ mock }) => {
  await mock.patch({ promotionLimits: { new_player: 1 } });
});

Given('the registration server rejects the anti-bot challenge', async ({ mock }) => {
  await mock.patch({ challenge: 'fail' });
});

Given('the firebase phone check fails', async ({ mock }) => {
  await mock.patch({ firebase: 'fail' });
});

Given('the registration clock is under test control', async ({ page }) => {
  await page.clock.install();
});

Given('the registration page is seen with reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

When('the SMS code sent to {string} expires', async ({ mock }, mobile: string) => {
  // The mock's clock moves past the code's minute (the code itself is the one the form sent for).
  expect(await mock.recordStatus(`smsCodes/63-${mobile}`)).toBe(200);
  await mock.advanceClock({ minutes: 2 });
});

When(
  /^(\d+) seconds? pass(?:es)? on the registration clock$/,
  async ({ page }, seconds: string) => {
    await page.clock.runFor(Number(seconds) * 1000);
  },
);

// --- driving the form ----------------------------------------------------------------------------

When('I open the register view from the header', async ({ page }) => {
  await button(header(page), 'Register').click();
  await soon((timeout) => expect(dialog(page, 'Register')).toBeVisible({ timeout }));
});

When('I follow the registration link {string}', async ({ page }, name: string) => {
  await new RegisterPage(page).link(name).click();
});

/** Keeps the captcha image shown now, to tell a reloaded one. */
async function noteCaptcha(page: Page, memo: Map<string, unknown>) {
  const image = new RegistrationForm(page).captchaImage;
  if ((await image.count()) > 0) memo.set('registrationCaptcha', await image.getAttribute('src'));
}

When('I choose the registration tab {string}', async ({ page, memo }, name: string) => {
  await noteCaptcha(page, memo);
  await new RegistrationForm(page).tab(name).click();
});

When(
  'I fill the registration field {string} with {string}',
  async ({ page }, label: string, value: string) => {
    await new RegistrationForm(page).field(label).fill(value);
  },
);

When(
  'I fill the registration field {string} with {int} digits',
  async ({ page }, label: string, count: number) => {
    await new RegistrationForm(page).field(label).fill('1'.repeat(count));
  },
);

When('I leave the registration field {string}', async ({ page }, label: string) => {
  await new RegistrationForm(page).field(label).blur();
});

When('I ask for the registration code', async ({ page }) => {
  await new RegistrationForm(page).button('Get code').click();
});

When('I submit the registration form', async ({ page }) => {
  await new RegistrationForm(page).button('Register').click();
});

When('I answer the registration security check', async ({ page }) => {
  await new SecurityCheck(page).answer();
});

When('I refresh the registration captcha', async ({ page, memo }) => {
  await noteCaptcha(page, memo);
  await new RegistrationForm(page).button('Captcha image, press for a new one').click();
});

Then('the registration captcha image has changed', async ({ page, memo }) => {
  const before = memo.get('registrationCaptcha');
  expect(before).toEqual(expect.any(String));
  await expect(new RegistrationForm(page).captchaImage).not.toHaveAttribute('src', String(before));
  await expect(new RegistrationForm(page).captchaImage).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
});

/** Username, passwords, the mobile number with its SMS code (sent and answered), the captcha. */
When('I fill in a username registration for {string}', async ({ page }, username: string) => {
  await new RegistrationForm(page).field('Username').fill(username);
  await new RegistrationForm(page).field('Password').fill('abc12345');
  await new RegistrationForm(page).field('Confirm password').fill('abc12345');
  await new RegistrationForm(page).field('Mobile number').fill('9171234567');
  await new RegistrationForm(page).button('Get code').click();
  await new SecurityCheck(page).answer();
  await expect(new RegistrationForm(page).countdown).toBeVisible();
  await new RegistrationForm(page).field('Verification code').fill('123456');
  await new RegistrationForm(page).field('Captcha').fill('1234');
});

When(
  'I fill in a mobile registration for {string} with the code {string}',
  async ({ page }, mobile: string, code: string) => {
    await new RegistrationForm(page).field('Mobile number').fill(mobile);
    await new RegistrationForm(page).button('Get code').click();
    await new SecurityCheck(page).answer();
    await expect(new RegistrationForm(page).countdown).toBeVisible();
    await new RegistrationForm(page).field('Verification code').fill(code);
    await new RegistrationForm(page).field('Password').fill('abc12345');
    await new RegistrationForm(page).field('Confirm password').fill('abc12345');
    await new RegistrationForm(page).field('Captcha').fill('1234');
  },
);

When('I move to the registration country codes', async ({ page }) => {
  await new RegistrationForm(page).countryCodes.focus();
});

When('I click the registration country codes', async ({ page }) => {
  await new RegistrationForm(page).countryCodes.click();
});

When('I press {string} in the registration country codes', async ({ page }, key: string) => {
  await new RegistrationForm(page).countryCodes.press(key);
});

When('I click the registration country code {string}', async ({ page }, name: string) => {
  await new RegistrationForm(page).countryCode(name).click();
});

When('I confirm the registration dialog {string}', async ({ page }, title: string) => {
  await button(dialog(page, title), 'Confirm').click();
});

When('I close the registration success dialog', async ({ page }) => {
  await button(dialog(page, 'Registration successful'), 'Start playing').click();
});

When('I press the registration promotion dot {int}', async ({ page }, index: number) => {
  await new RegisterPage(page).promotionDot(index).click();
});

When('I rest the pointer on the registration promotions', async ({ page }) => {
  await new RegisterPage(page).promotions.hover();
});

// --- what the page shows -------------------------------------------------------------------------

Then('the registration tabs are {string}', async ({ page }, names: string) => {
  await expect(new RegistrationForm(page).tabs.getByRole('tab')).toHaveText(list(names));
});

Then('the registration tab {string} is selected', async ({ page }, name: string) => {
  await expect(new RegistrationForm(page).tab(name)).toHaveAttribute('aria-selected', 'true');
});

Then('the registration form shows the fields {string}', async ({ page }, names: string) => {
  const shown = list(names);
  for (const label of shown)
    await expect(new RegistrationForm(page).field(label), label).toBeVisible();
  for (const label of FIELD_LABELS.filter((l) => !shown.includes(l)))
    await expect(new RegistrationForm(page).field(label), label).toHaveCount(0);
});

Then('the registration form shows all 18 fields', async ({ page }) => {
  for (const label of FIELD_LABELS)
    await expect(new RegistrationForm(page).field(label), label).toBeVisible();
});

Then('the registration field {string} is marked required', async ({ page }, label: string) => {
  await expect(new RegistrationForm(page).field(label)).toHaveAttribute(
    'placeholder',
    `＊${label}`,
  );
  await expect(new RegistrationForm(page).field(label)).toHaveAttribute('aria-required', 'true');
});

Then('the registration field {string} is not marked required', async ({ page }, label: string) => {
  await expect(new RegistrationForm(page).field(label)).toHaveAttribute('placeholder', label);
});

Then(
  'the registration field {string} shows the error {string}',
  async ({ page }, label: string, error: string) => {
    await expect(new RegistrationForm(page).field(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(new RegistrationForm(page).field(label)).toHaveAccessibleDescription(error);
  },
);

Then('the registration field {string} shows no error', async ({ page }, label: string) => {
  await expect(new RegistrationForm(page).field(label)).not.toHaveAttribute('aria-invalid', 'true');
});

Then(
  'the registration field {string} holds {string}',
  async ({ page }, label: string, value: string) => {
    await expect(new RegistrationForm(page).field(label)).toHaveValue(value);
  },
);

Then('the registration country codes are {word}', async ({ page }, state: string) => {
  await expect(new RegistrationForm(page).countryCodes).toHaveAttribute(
    'aria-expanded',
    state === 'open' ? 'true' : 'false',
  );
  if (state === 'open') await expect(new RegistrationForm(page).countryCodeList).toBeVisible();
});

Then('the registration country code shows {string}', async ({ page }, code: string) => {
  await expect(new RegistrationForm(page).countryCodes).toContainText(code);
});

Then('the registration code button counts down and is disabled', async ({ page }) => {
  await expectCountdown(new RegistrationForm(page).root, { above: 50, atMost: 60 });
});

Then('the registration code button is enabled', async ({ page }) => {
  await expect(new RegistrationForm(page).button('Get code')).toBeEnabled();
});

Then('the registration form shows a captcha image', async ({ page }) => {
  await expect(
    new RegistrationForm(page).button('Captcha image, press for a new one').getByRole('img'),
  ).toHaveAttribute('src', /^data:image\/png;base64,/);
});

Then(
  'a registration dialog {string} says {string}',
  async ({ page }, title: string, text: string) => {
    const shown = dialog(page, title);
    await eventually.visible(shown);
    await expect(shown).toContainText(text);
  },
);

Then('no registration dialog {string} is open', async ({ page }, title: string) => {
  await expect(dialog(page, title)).toHaveCount(0);
});

Then('the registration success dialog welcomes {string}', async ({ page }, account: string) => {
  await eventually.containing(dialog(page, 'Registration successful'), `Welcome, ${account}!`);
});

Then(
  'the registration page shows the link {string} to {string}',
  async ({ page }, name: string, href: string) => {
    await expect(new RegisterPage(page).link(name)).toHaveAttribute('href', href);
  },
);

Then('the registration promotions show {int} slide(s)', async ({ page }, count: number) => {
  await expect(new RegisterPage(page).promotions.getByRole('group')).toHaveCount(count);
});

Then('the registration promotions include {string}', async ({ page }, title: string) => {
  await expect(new RegisterPage(page).promotions.getByText(title, { exact: true })).toHaveCount(1);
});

Then('the registration promotion dot {int} is current', async ({ page }, index: number) => {
  await expect(new RegisterPage(page).promotionDot(index)).toHaveAttribute('aria-current', 'true');
});

Then('the registration promotions have no dots', async ({ page }) => {
  await expect(
    new RegisterPage(page).promotions.getByRole('button', { name: /^Show promotion/ }),
  ).toHaveCount(0);
});

Then('member {string} joined the agent {int}', async ({ mock }, account: string, agent: number) => {
  await expect
    .poll(
      async () =>
        (await mock.record<{ upline: number | null }[]>(`members?account=${account}`))[0]?.upline,
    )
    .toBe(agent);
});

Then(
  'the registration of {string} was sent with the referral code {string}',
  async ({ mock }, account: string, code: string) => {
    const records = await mock.record<
      { data: { account: string; referralCode: string | null; registerMethod: string } }[]
    >('records?kind=registration');
    const record = records.find((r) => r.data.account === account);
    expect(record?.data).toMatchObject({ referralCode: code, registerMethod: 'WEB' });
  },
);

Then('no member {string} exists', async ({ mock }, account: string) => {
  expect(await mock.record<unknown[]>(`members?account=${account}`)).toHaveLength(0);
});
