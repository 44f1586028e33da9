import { expect, type Page } from '@playwright/test';
import { button } from '../pages/common';
import { gameFrame } from '../pages/launch';
import { MemberCentre } from '../pages/member';
import { realityCheck, ResponsiblePage } from '../pages/member-responsible';
import { Then, When } from '../support/fixtures';
import { eventually } from '../support/waits';

const responsible = (page: Page) => new ResponsiblePage(page);

When('I set the {string} limit to {string}', async ({ page }, name: string, amount: string) => {
  const row = responsible(page).limit(name);
  await row.getByRole('textbox').fill(amount);
  await row.getByRole('button', { name: /^Save the limit/ }).click();
});

When(
  'I take a {string} time-out with the password {string}',
  async ({ page }, length: string, password: string) => {
    const part = responsible(page).part('Take a time-out');
    await part.getByRole('combobox', { name: 'Time-out length' }).selectOption({ label: length });
    await part.getByLabel('Your password, to confirm').fill(password);
    await part.getByRole('button', { name: 'Start the time-out' }).click();
  },
);

Then('the limit {string} says {string}', async ({ page }, name: string, text: string) => {
  await expect(responsible(page).limit(name)).toContainText(text);
});

Then('the limit {string} does not say {string}', async ({ page }, name: string, text: string) => {
  await expect(responsible(page).limit(name)).not.toContainText(text);
});

Then('the time-out password still holds {string}', async ({ page }, text: string) => {
  await expect(
    responsible(page).part('Take a time-out').getByLabel('Your password, to confirm'),
  ).toHaveValue(text);
});

When('I choose the reality check every {string}', async ({ page }, every: string) => {
  const part = responsible(page).part('Reality check');
  // The choice is the server's: the radio shows it checked once the save has answered.
  const radio = part.getByRole('radio', { name: every });
  await radio.click();
  await expect(part.getByText('Saved.')).toBeVisible();
  await expect(radio).toBeChecked();
});

/** The mock's own clock (`POST /__mock/clock`): the server's session grows older, no fake time. */
When('the mock clock moves forward {int} minutes', async ({ mock }, minutes: number) => {
  await mock.advanceClock({ minutes });
});

/**
 * A loss limit just above what the period has already lost (the seeded betting record is anchored
 * to today, so the 24 hours before now vary with the hour): exact, in cents.
 */
When(
  'I set the {string} limit to {int} above what it has used',
  async ({ page }, name: string, above: number) => {
    const row = responsible(page).limit(name);
    const used = /Used: \D*([\d,]+\.\d\d)/.exec((await row.textContent()) ?? '')?.[1];
    expect(used, `${name} shows what it used`).toBeTruthy();
    const cents = Math.round(Number(used!.replace(/,/g, '')) * 100) + above * 100;
    await row.getByRole('textbox').fill((cents / 100).toFixed(2));
    await row.getByRole('button', { name: /^Save the limit/ }).click();
    await expect(row).toContainText(`Left: ₱${above.toFixed(2)}.`);
  },
);

Then(
  'the reality check shows over the game: {string} and {string}',
  async ({ page }, length: string, net: string) => {
    const check = realityCheck(page);
    await eventually.visible(check);
    await expect(check).toContainText(length);
    await expect(check).toContainText(net);
    // Over the game: the frame stays in the page behind the modal dialog.
    await expect(gameFrame(page)).toHaveCount(1);
  },
);

Then('the reality check shows over the member centre, the focus in it', async ({ page }) => {
  const check = realityCheck(page);
  await eventually.visible(check);
  // The centre's code is in and its page drawn: it opened under the check, not over it.
  await eventually.visible(new MemberCentre(page).root.getByRole('heading', { level: 3 }));
  await expect(check.locator(':focus')).toHaveCount(1);
  const onTop = await check.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return node.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(onTop, 'the check is the topmost thing at its own middle').toBe(true);
});

When('I answer the reality check with {string}', async ({ page }, answer: string) => {
  await eventually.visible(realityCheck(page));
  await button(realityCheck(page), answer).click();
  await expect(realityCheck(page)).toHaveCount(0);
});

Then("the time's-up dialog says {string}", async ({ page }, text: string) => {
  await eventually.containing(realityCheck(page, "Time's up"), text);
});

When("I answer the time's-up dialog with {string}", async ({ page }, answer: string) => {
  await button(realityCheck(page, "Time's up"), answer).click();
  await expect(realityCheck(page, "Time's up")).toHaveCount(0);
});
