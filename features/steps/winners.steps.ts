import { expect, type Page } from '@playwright/test';
import { WinnersBoard } from '../pages/winners';
import { Then, When } from '../support/fixtures';
import { soon } from '../support/waits';

const board = (page: Page) => new WinnersBoard(page);

/**
 * Scrolls to the end of the page until the board is there: it loads when it comes near the
 * viewport, and the blocks above it may grow as they load (pushing it down again).
 */
When('I scroll down to the winners board', async ({ page }) => {
  await soon(async (timeout) => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(board(page).region).toBeVisible({ timeout: Math.min(timeout, 500) });
  }, 15_000);
});

When('I move to the next winners board with the arrow key', async ({ page }) => {
  await page.keyboard.press('ArrowRight');
});

Then('the winners board {string} has the keyboard focus', async ({ page }, name: string) => {
  await expect(board(page).tab(name)).toBeFocused();
});

When('I focus the winners board {string}', async ({ page }, name: string) => {
  await board(page).tab(name).focus();
});

Then(
  'the winners board {string} is chosen with {int} rows',
  async ({ page }, name: string, count: number) => {
    await expect(board(page).tab(name)).toHaveAttribute('aria-selected', 'true');
    await expect(board(page).rows).toHaveCount(count);
  },
);

Then(
  'each winners row shows a masked player, a game and the amount in {string}',
  async ({ page }, column: string) => {
    const table = board(page).panel.getByRole('table');
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    const rows = await board(page).rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.children].map((c) => c.textContent ?? '')),
    );
    for (const [rank, player, game, bet, amount] of rows) {
      expect(rank).toMatch(/^\d+$/);
      expect(player).toMatch(/^\w{1,2}\*\*\*\w$/);
      expect(game).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(bet).toMatch(/^\$[\d,]+\.\d{2}$/);
      expect(amount).toMatch(column === 'Win' ? /^\$[\d,]+\.\d{2}$/ : /^×[\d.]+$/);
    }
  },
);

Then('the winners board says {string}', async ({ page }, text: string) => {
  await expect(board(page).panel).toContainText(text);
});
