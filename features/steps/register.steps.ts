import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { Given, Then, When } from '../support/fixtures';

/**
 * Registration (spec 1 §2.9, §2.10, §4, §5): the /register page, the login popup's register view,
 * the form, its dialogs. Elements are found by role and label.
 */

/** The visible registration form: the tab panel of the registration tabs. */
const form = (page: Page) =>
  page
    .getByRole('tabpanel')
    .filter({ has: page.getByRole('button', { name: /^(Register|Magparehistro)$/ }) });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const button = (scope: Locator, name: string | RegExp) =>
  scope.getByRole('button', { name, exact: typeof name === 'string' });
const tabs = (page: Page) =>
  page.getByRole('tablist', { name: /^(Registration type|Uri ng pagpaparehistro)$/ });
const picker = (page: Page) =>
  form(page).getByRole('combobox', { name: 'Country code', exact: true });
const swiper = (page: Page) =>
  page.getByRole('region', { name: 'New member promotions', exact: true });
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
const securityCheck = (page: Page) => dialogNamed(page, 'Security check');

/** The 18 fields of spec 1 §2.10 by their labels. */
const FIELD_LABELS = [
  'Username',
  'Password',
  'Confirm password',
  'Real name',
  'E-mail',
  'QQ number',
  'Mobile number',
  'Recommender ID',
  'Captcha',
  'Verification code',
  'Invitation code',
  'Payment password',
  'LINE ID',
  'WhatsApp',
  'Zalo',
  'Facebook',
  'WeChat',
  'ID number',
];
const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Answers the security check (a small sum) when it shows. */
async function answerSecurityCheck(page: Page) {
  const check = securityCheck(page);
  await expect(check).toBeVisible();
  const [, a, b] = /What is (\d) \+ (\d)\?/.exec((await check.textContent()) ?? '') ?? [];
  const input = check.getByRole('textbox', { name: /What is/ });
  await input.fill(String(Number(a) + Number(b)));
  await input.press('Enter');
  await expect(check).toHaveCount(0);
}

/** Rewrites the JSON `value` of one endpoint's answers for this page (a per-test override). */
async function overrideValue(
  page: Page,
  url: string,
  change: (value: Record<string, unknown>) => unknown,
) {
  await page.route(url, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, value: change(body.value) } });
  });
}

// --- mock scenario -------------------------------------------------------------------------------

/**
 * The registration rules the server answers, with this scenario's changes (`enabled` by field,
 * '*' for all): one route, whatever the number of changes.
 */
async function changeRules(
  page: Page,
  memo: Map<string, unknown>,
  field: string,
  enabled: boolean,
) {
  const changes =
    (memo.get('registrationRuleChanges') as Map<string, boolean> | undefined) ??
    new Map<string, boolean>();
  if (!memo.has('registrationRuleChanges')) {
    memo.set('registrationRuleChanges', changes);
    await overrideValue(page, '**/wps/system/setting/register*', (rules) =>
      Object.fromEntries(
        Object.entries(rules).map(([name, rule]) => {
          const on = changes.get(name) ?? changes.get('*');
          return [name, on === undefined ? rule : { ...(rule as object), enabled: on }];
        }),
      ),
    );
  }
  changes.set(field, enabled);
}

Given('the registration rules enable every field', async ({ page, memo }) => {
  await changeRules(page, memo, '*', true);
});

Given(
  'the registration rule of {string} is {word}',
  async ({ page, memo }, name: string, state: string) => {
    await changeRules(page, memo, name, state === 'enabled');
  },
);

Given('the site has a single new-player promotion', async ({ page }) => {
  await overrideValue(page, '**/wps/relay/MCSFE_getListAnnouncements*', (value) => {
    const promotions = (value.promotion as { category: string }[] | undefined) ?? [];
    const first = promotions.find((p) => p.category === 'new_player');
    return {
      ...value,
      promotion: [first, ...promotions.filter((p) => p.category !== 'new_player')].filter(Boolean),
    };
  });
});

Given('the registration server rejects the anti-bot challenge', async ({ mock }) => {
  await mock.patch({ challenge: 'fail' });
});

Given('the firebase phone check fails', async ({ mock }) => {
  await mock.patch({ firebase: 'fail' });
});

Given(
  'the registration code call answers {string} with the message {string}',
  async ({ mock }, errorCode: string, message: string) => {
    await mock.patch({ errors: { registerSmsCode: { errorCode, message, times: 1 } } });
  },
);

Given('the registration clock is under test control', async ({ page }) => {
  await page.clock.install();
});

Given('the registration page is seen with reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

When('the SMS code sent to {string} expires', async ({ mock }, mobile: string) => {
  const res = await fetch(`${mock.baseUrl}/__db/smsCodes/63-${mobile}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ expiresAt: 0 }),
  });
  expect(res.ok).toBe(true);
});

When(
  /^(\d+) seconds? pass(?:es)? on the registration clock$/,
  async ({ page }, seconds: string) => {
    await page.clock.runFor(Number(seconds) * 1000);
  },
);

// --- driving the form ----------------------------------------------------------------------------

When('I open the register view from the header', async ({ page }) => {
  await button(page.getByRole('banner'), 'Register').click();
  await expect(dialogNamed(page, 'Register')).toBeVisible();
});

When('I follow the registration link {string}', async ({ page }, name: string) => {
  await page.getByRole('main').getByRole('link', { name, exact: true }).click();
});

const captchaImage = (page: Page) =>
  button(
    form(page),
    /^(Captcha image, press for a new one|Larawan ng captcha, pindutin para sa bago)$/,
  ).getByRole('img');

/** Keeps the captcha image shown now, to tell a reloaded one. */
async function noteCaptcha(page: Page, memo: Map<string, unknown>) {
  const image = captchaImage(page);
  if ((await image.count()) > 0) memo.set('registrationCaptcha', await image.getAttribute('src'));
}

When('I choose the registration tab {string}', async ({ page, memo }, name: string) => {
  await noteCaptcha(page, memo);
  await tabs(page).getByRole('tab', { name, exact: true }).click();
});

When(
  'I fill the registration field {string} with {string}',
  async ({ page }, label: string, value: string) => {
    await field(page, label).fill(value);
  },
);

When(
  'I fill the registration field {string} with {int} digits',
  async ({ page }, label: string, count: number) => {
    await field(page, label).fill('1'.repeat(count));
  },
);

When('I leave the registration field {string}', async ({ page }, label: string) => {
  await field(page, label).blur();
});

When('I ask for the registration code', async ({ page }) => {
  await button(form(page), 'Get code').click();
});

When('I submit the registration form', async ({ page }) => {
  await button(form(page), 'Register').click();
});

When('I answer the registration security check', async ({ page }) => {
  await answerSecurityCheck(page);
});

When('I refresh the registration captcha', async ({ page, memo }) => {
  await noteCaptcha(page, memo);
  await button(form(page), 'Captcha image, press for a new one').click();
});

Then('the registration captcha image has changed', async ({ page, memo }) => {
  const before = memo.get('registrationCaptcha');
  expect(before).toEqual(expect.any(String));
  await expect(captchaImage(page)).not.toHaveAttribute('src', String(before));
  await expect(captchaImage(page)).toHaveAttribute('src', /^data:image\/png;base64,/);
});

/** Username, passwords, the mobile number with its SMS code (sent and answered), the captcha. */
When('I fill in a username registration for {string}', async ({ page }, username: string) => {
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill('abc12345');
  await field(page, 'Confirm password').fill('abc12345');
  await field(page, 'Mobile number').fill('9171234567');
  await button(form(page), 'Get code').click();
  await answerSecurityCheck(page);
  await expect(button(form(page), /^Resend in \d+ s$/)).toBeVisible();
  await field(page, 'Verification code').fill('123456');
  await field(page, 'Captcha').fill('1234');
});

When(
  'I fill in a mobile registration for {string} with the code {string}',
  async ({ page }, mobile: string, code: string) => {
    await field(page, 'Mobile number').fill(mobile);
    await button(form(page), 'Get code').click();
    await answerSecurityCheck(page);
    await expect(button(form(page), /^Resend in \d+ s$/)).toBeVisible();
    await field(page, 'Verification code').fill(code);
    await field(page, 'Password').fill('abc12345');
    await field(page, 'Confirm password').fill('abc12345');
    await field(page, 'Captcha').fill('1234');
  },
);

When('I move to the registration country codes', async ({ page }) => {
  await picker(page).focus();
});

When('I click the registration country codes', async ({ page }) => {
  await picker(page).click();
});

When('I press {string} in the registration country codes', async ({ page }, key: string) => {
  await picker(page).press(key);
});

When('I click the registration country code {string}', async ({ page }, name: string) => {
  await form(page).getByRole('option', { name, exact: true }).click();
});

When('I confirm the registration dialog {string}', async ({ page }, title: string) => {
  await button(dialogNamed(page, title), 'Confirm').click();
});

When('I close the registration success dialog', async ({ page }) => {
  await button(dialogNamed(page, 'Registration successful'), 'Start playing').click();
});

When('I press the registration promotion dot {int}', async ({ page }, index: number) => {
  await button(swiper(page), `Show promotion ${index}`).click();
});

When('I rest the pointer on the registration promotions', async ({ page }) => {
  await swiper(page).hover();
});

// --- what the page shows -------------------------------------------------------------------------

Then('the registration tabs are {string}', async ({ page }, names: string) => {
  await expect(tabs(page).getByRole('tab')).toHaveText(list(names));
});

Then('the registration tab {string} is selected', async ({ page }, name: string) => {
  await expect(tabs(page).getByRole('tab', { name, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

Then('the registration form shows the fields {string}', async ({ page }, names: string) => {
  const shown = list(names);
  for (const label of shown) await expect(field(page, label), label).toBeVisible();
  for (const label of FIELD_LABELS.filter((l) => !shown.includes(l)))
    await expect(field(page, label), label).toHaveCount(0);
});

Then('the registration form shows all 18 fields', async ({ page }) => {
  for (const label of FIELD_LABELS) await expect(field(page, label), label).toBeVisible();
});

Then('the registration field {string} is marked required', async ({ page }, label: string) => {
  await expect(field(page, label)).toHaveAttribute('placeholder', `＊${label}`);
  await expect(field(page, label)).toHaveAttribute('aria-required', 'true');
});

Then('the registration field {string} is not marked required', async ({ page }, label: string) => {
  await expect(field(page, label)).toHaveAttribute('placeholder', label);
});

Then(
  'the registration field {string} shows the error {string}',
  async ({ page }, label: string, error: string) => {
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, label)).toHaveAccessibleDescription(error);
  },
);

Then('the registration field {string} shows no error', async ({ page }, label: string) => {
  await expect(field(page, label)).not.toHaveAttribute('aria-invalid', 'true');
});

Then(
  'the registration field {string} holds {string}',
  async ({ page }, label: string, value: string) => {
    await expect(field(page, label)).toHaveValue(value);
  },
);

Then('the registration country codes are {word}', async ({ page }, state: string) => {
  await expect(picker(page)).toHaveAttribute('aria-expanded', state === 'open' ? 'true' : 'false');
  if (state === 'open')
    await expect(form(page).getByRole('listbox', { name: 'Country code' })).toBeVisible();
});

Then('the registration country code shows {string}', async ({ page }, code: string) => {
  await expect(picker(page)).toContainText(code);
});

Then('the registration code button counts down and is disabled', async ({ page }) => {
  const counting = button(form(page), /^Resend in \d+ s$/);
  await expect(counting).toBeDisabled();
  const first = Number((await counting.textContent())?.match(/\d+/)?.[0]);
  expect(first).toBeGreaterThan(50);
  expect(first).toBeLessThanOrEqual(60);
  await expect
    .poll(async () => Number((await counting.textContent())?.match(/\d+/)?.[0]), {
      timeout: 4000,
      intervals: [100],
    })
    .toBeLessThan(first);
  await expect(button(form(page), 'Get code')).toHaveCount(0);
});

Then('the registration code button is enabled', async ({ page }) => {
  await expect(button(form(page), 'Get code')).toBeEnabled();
});

Then('the registration form shows a captcha image', async ({ page }) => {
  await expect(
    button(form(page), 'Captcha image, press for a new one').getByRole('img'),
  ).toHaveAttribute('src', /^data:image\/png;base64,/);
});

Then(
  'a registration dialog {string} says {string}',
  async ({ page }, title: string, text: string) => {
    const dialog = dialogNamed(page, title);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(text);
  },
);

Then('no registration dialog {string} is open', async ({ page }, title: string) => {
  await expect(dialogNamed(page, title)).toHaveCount(0);
});

Then('the registration success dialog welcomes {string}', async ({ page }, account: string) => {
  await expect(dialogNamed(page, 'Registration successful')).toContainText(`Welcome, ${account}!`);
});

Then(
  'the registration page shows the link {string} to {string}',
  async ({ page }, name: string, href: string) => {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      href,
    );
  },
);

Then('the registration promotions show {int} slide(s)', async ({ page }, count: number) => {
  await expect(swiper(page).getByRole('group')).toHaveCount(count);
});

Then('the registration promotions include {string}', async ({ page }, title: string) => {
  await expect(swiper(page).getByText(title, { exact: true })).toHaveCount(1);
});

Then('the registration promotion dot {int} is current', async ({ page }, index: number) => {
  await expect(button(swiper(page), `Show promotion ${index}`)).toHaveAttribute(
    'aria-current',
    'true',
  );
});

Then('the registration promotions have no dots', async ({ page }) => {
  await expect(swiper(page).getByRole('button', { name: /^Show promotion/ })).toHaveCount(0);
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
