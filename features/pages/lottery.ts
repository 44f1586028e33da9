import type { Page } from '@playwright/test';
import { escapeRegExp, main } from './common';

/** A lottery game link's accessible name starts with the game's name (badges follow it). */
export const gameName = (name: string) => new RegExp(`^${escapeRegExp(name)}(?: |$)`);

/** The /lottery, /vnlottery and /elott pages and the lottery highlights. */
export class LotteryPage {
  readonly main;
  constructor(readonly page: Page) {
    this.main = main(page);
  }
  get menu() {
    return this.main.getByRole('navigation', { name: 'Lottery games', exact: true });
  }
  menuGame(name: string) {
    return this.menu.getByRole('link', { name: gameName(name) });
  }
  menuGroup(name: string) {
    return this.menu.getByRole('tab', { name, exact: true });
  }
  type(name: string) {
    return this.main
      .getByRole('tablist', { name: 'Lottery type' })
      .getByRole('tab', { name, exact: true });
  }
  get frame() {
    return this.main.locator('iframe');
  }
  region(name: string) {
    return this.main.getByRole('region', { name, exact: true });
  }
  /** A VN lottery's favourite star. */
  star(name: string) {
    return this.region('Regions').getByRole('button', { name: `Favourite ${name}`, exact: true });
  }
  get latestResults() {
    return this.main.getByRole('table', { name: 'Latest results', exact: true });
  }
  prizeTable(name: string) {
    return this.main.getByRole('table', { name: new RegExp(`^Prizes of ${name}, draw`) });
  }
  boardTab(name: string) {
    return this.main
      .getByRole('tablist', { name: 'Winner boards' })
      .getByRole('tab', { name, exact: true });
  }
}
