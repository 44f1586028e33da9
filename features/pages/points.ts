import type { Locator, Page } from '@playwright/test';
import { dialog } from './common';

/** The point mall (/pointMall): the points, the tabs, the goods, the redeem modal. */
export class PointMall {
  readonly root: Locator;
  readonly balance: Locator;
  readonly goods: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByRole('main');
    this.balance = this.root.getByRole('region', { name: 'My points' });
    this.goods = this.root.locator('.point-goods').getByRole('listitem');
  }
  /** A good's card, by its name. */
  good(name: string) {
    return this.root.getByRole('listitem', { name, exact: true });
  }
  /** A line of a good's card ("Points", "Available"): its value. */
  goodDetail(name: string, term: string) {
    return this.good(name)
      .locator('dt', { hasText: term })
      .locator('xpath=following-sibling::dd[1]');
  }
  /** A figure of the member's points ("Point balance"). */
  figure(term: string) {
    return this.balance.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  }
  tab(name: string) {
    return this.root.getByRole('tab', { name, exact: true });
  }
  /** The rows of the table captioned `caption` (history, details, rates). */
  rows(caption: string) {
    return this.root.getByRole('table', { name: caption }).locator('tbody tr');
  }
  /** A filter's option (Choices: a pressed toggle). */
  filter(group: string, option: string) {
    return this.root
      .getByRole('group', { name: group })
      .getByRole('button', { name: option, exact: true });
  }
  /** The redeem modal of a good. */
  redeemDialog(name: string) {
    return dialog(this.page, `Redeem ${name}`);
  }
}
