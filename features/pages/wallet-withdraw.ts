import type { Locator, Page } from '@playwright/test';
import { button, escapeRegExp } from './common';
import { MemberCentre } from './member';

/** The withdrawal page of the member centre (withdraw, spec 2 §2, §3, §4). */
export class WithdrawPage {
  readonly root: Locator;
  readonly account: Locator;
  readonly amount: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly list: Locator;
  constructor(readonly page: Page) {
    this.root = new MemberCentre(page).content('Withdraw');
    this.account = this.root.getByLabel('Withdraw to', { exact: true });
    this.amount = this.root.getByLabel('Amount', { exact: true });
    this.password = this.root.getByLabel('Payment password', { exact: true });
    this.submit = button(this.root, 'Withdraw').or(button(this.root, 'Sending…'));
    this.list = this.root.getByRole('region', { name: 'Your withdrawals', exact: true });
  }
  /** The withdrawals, newest first: a row group each (its details, then what only some have). */
  get orders() {
    return this.list
      .getByRole('table')
      .getByRole('rowgroup')
      .filter({ has: this.page.getByRole('rowheader') });
  }
  /** A withdrawal by its order number (or the newest). */
  order(orderNo?: string) {
    return orderNo
      ? this.orders.filter({ has: this.page.getByText(orderNo, { exact: true }) })
      : this.orders.first();
  }
  /**
   * One of a withdrawal's details: a column's cell ("Status", "Amount"; its column's name is the
   * cell's label on a phone) or one of the details only some have ("Reason", "Remaining").
   */
  detail(order: Locator, name: string) {
    return order
      .locator(`[data-label="${name}"]`)
      .or(
        order
          .locator('dt', { hasText: new RegExp(`^${escapeRegExp(name)}$`) })
          .locator('xpath=following-sibling::dd[1]'),
      );
  }
  /** The confirmation form of a paid withdrawal. */
  confirmation(orderNo: string) {
    return this.order(orderNo).getByRole('group', { name: 'Did the money arrive?' }).locator('..');
  }
}
