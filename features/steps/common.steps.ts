import { expect } from '@playwright/test';
import { button, link } from '../pages/common';
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
