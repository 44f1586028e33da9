import { expect } from '@playwright/test';
import { button, dialog, link } from '../pages/common';
import { SideMenu } from '../pages/shell';
import { localItem } from '../pages/session';
import { openPortal, portalSettled } from '../support/portal';
import { Given, Then, When } from '../support/fixtures';
import type { MockControl } from '../support/mock-control';
import { endpoints } from '../../src/api/contract/endpoints';
import { QUICK, eventually, soon } from '../support/waits';

/** A white-label module flag of the mock (the feature names the area the flag belongs to). */
Given(
  'the login/header/registration/games/member flag {string} is {word}',
  async ({ mock }, flag: string, state: string) => {
    if (state !== 'on' && state !== 'off')
      throw new Error(`a flag is "on" or "off", not "${state}"`);
    await mock.patch({ whitelabel: { [flag]: state === 'on' } });
  },
);

When('I open the portal at {string}', async ({ page, memo }, path: string) => {
  await openPortal(page, memo, path);
});

When('I reload the page', async ({ page }) => {
  await page.reload();
  await portalSettled(page);
});

When('I press {string}', async ({ page }, name: string) => {
  await button(page, name).click();
});

When('I follow the link {string} in the side menu', async ({ page, memo }, name: string) => {
  memo.set('historyBefore', await page.evaluate(() => window.history.length));
  await new SideMenu(page).link(name).click();
});

Then('I see the heading {string}', async ({ page }, name: string) => {
  const heading = page.getByRole('heading', { name, exact: true });
  await soon((timeout) => expect(heading).toBeVisible({ timeout }));
});

Then('I do not see the heading {string}', async ({ page }, name: string) => {
  await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0);
});

Then('I see the text {string}', async ({ page }, text: string) => {
  await eventually.visible(page.getByText(text, { exact: false }).first());
});

Then('I do not see the text {string}', async ({ page }, text: string) => {
  await expect(page.getByText(text, { exact: false })).toHaveCount(0);
});

Then('I see the button {string}', async ({ page }, name: string) => {
  await expect(button(page, name)).toBeVisible();
});

Then('I see the link {string}', async ({ page }, name: string) => {
  await expect(link(page, name).first()).toBeVisible();
});

Then('I do not see the link {string}', async ({ page }, name: string) => {
  await expect(link(page, name)).toHaveCount(0);
});

Then('I see the alert {string}', async ({ page }, text: string) => {
  await eventually.visible(page.getByRole('alert').filter({ hasText: text }));
});

Then('the address bar shows {string}', async ({ page }, expected: string) => {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    }, QUICK)
    .toBe(expected);
});

Then('local storage holds {string} = {string}', async ({ page }, key: string, value: string) => {
  await expect.poll(() => localItem(page, key), QUICK).toBe(value);
});

// ---- faults of a call (the mock control's scenario `errors` and `delays`, by registry name) ----

/** An endpoint's name as the contract registry (src/api/contract/) spells it, or the step fails. */
function callName(name: string): string {
  if (!Object.hasOwn(endpoints, name))
    throw new Error(`"${name}" is not an endpoint of the contract registry (src/api/contract/)`);
  return name;
}

/** The call answers with an error: every time, or only `times` times before it recovers. */
async function callFails(
  mock: MockControl,
  name: string,
  error: { errorCode: string; message: string; value?: unknown },
  times?: number,
) {
  await mock.patch({ errors: { [callName(name)]: { ...error, ...(times ? { times } : {}) } } });
}

Given(
  'the call {string} answers {string} with the message {string}',
  async ({ mock }, name: string, errorCode: string, message: string) => {
    await callFails(mock, name, { errorCode, message });
  },
);

Given(
  'the call {string} answers {string} with the message {string} once',
  async ({ mock }, name: string, errorCode: string, message: string) => {
    await callFails(mock, name, { errorCode, message }, 1);
  },
);

/** The error names the field it is about (the server's `value.field`). */
Given(
  'the call {string} answers {string} with the message {string} for the field {string} once',
  async ({ mock }, name: string, errorCode: string, message: string, field: string) => {
    await callFails(mock, name, { errorCode, message, value: { field } }, 1);
  },
);

Given('the call {string} drops the connection', async ({ mock }, name: string) => {
  await mock.patch({ errors: { [callName(name)]: { network: true } } });
});

When('the call {string} answers again', async ({ mock }, name: string) => {
  await mock.patch({ errors: { [callName(name)]: null } });
});

Given('the call {string} takes {int} ms', async ({ mock }, name: string, ms: number) => {
  await mock.patch({ delays: { [callName(name)]: ms } });
});

// ---- on a phone (issue 25): what a player holding one would notice

/** The page, and every open dialog, fit the screen's width: nothing to scroll sideways. */
Then('nothing is wider than the screen', async ({ page }) => {
  await expect(page.getByRole('dialog').or(page.getByRole('main')).first()).toBeVisible();
  const widths = await page.evaluate(() => ({
    screen: window.innerWidth,
    page: document.documentElement.scrollWidth,
    dialogs: [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].map(
      (d) => d.scrollWidth - d.clientWidth,
    ),
  }));
  expect(widths.page, 'the page is wider than the screen').toBeLessThanOrEqual(widths.screen);
  for (const extra of widths.dialogs) expect(extra, 'a dialog scrolls sideways').toBe(0);
});

/**
 * The open dialog's heading and one of its fields are both in the first screen, without scrolling:
 * wholly inside the window and not covered by what stays on top of it (the field is what a
 * tap at its centre reaches).
 */
Then(
  'the heading {string} and the field {string} are in the first screen',
  async ({ page }, heading: string, field: string) => {
    const open = dialog(page);
    const parts = [
      open.getByRole('heading', { name: heading, exact: true }),
      open.getByLabel(field, { exact: true }),
    ];
    const screen = page.viewportSize()!;
    for (const part of parts) {
      await expect(part).toBeVisible();
      const box = (await part.boundingBox())!;
      expect(box.y, `${await part.textContent()} is above the screen`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, 'below the first screen').toBeLessThanOrEqual(screen.height);
      expect(box.x + box.width, 'past the right edge').toBeLessThanOrEqual(screen.width);
    }
    const field_ = parts[1]!;
    const reached = await field_.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit !== null && (hit === el || el.contains(hit) || hit.contains(el));
    });
    expect(reached, `the field "${field}" is covered`).toBe(true);
  },
);

/** Every button, link and field in the open dialog is at least 44 px each way (WCAG 2.5.5). */
Then('every control in the dialog is at least 44 px each way', async ({ page }) => {
  await expect(dialog(page)).toBeVisible();
  const small = await dialog(page).evaluate((root) =>
    [
      ...root.querySelectorAll<HTMLElement>(
        'a[href], button, select, textarea, input:not([type="hidden"], [type="checkbox"], [type="radio"])',
      ),
    ]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.width < 44 || r.height < 44);
      })
      .map((el) => `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}"`),
  );
  expect(small).toEqual([]);
});
