import type { Locator, Page } from '@playwright/test';
import { button, escapeRegExp } from './common';
import { MemberCentre } from './member';

/** The deposit page of the member centre (depositv2, spec 2 §2, §3). */
export class DepositPage {
  readonly root: Locator;
  readonly channels: Locator;
  readonly amount: Locator;
  readonly submit: Locator;
  readonly result: Locator;
  readonly orders: Locator;
  constructor(readonly page: Page) {
    this.root = new MemberCentre(page).content('Deposit');
    this.channels = this.root.getByRole('group', { name: 'Deposit channel', exact: true });
    this.amount = this.root.getByLabel('Amount', { exact: true });
    this.submit = button(this.root, 'Deposit').or(button(this.root, 'Sending…'));
    this.result = this.root.getByRole('status').filter({ hasText: 'Deposit requested' });
    this.orders = this.root.getByRole('region', { name: 'Recent deposits', exact: true });
  }
  /** A channel's radio button by the start of its name ("GCash"). */
  channel(name: string) {
    return this.channels.getByRole('radio', { name: new RegExp(`^${escapeRegExp(name)} `) });
  }
  /** An amount preset button by its text ("₱1,000.00"). */
  preset(text: string) {
    return button(this.root.getByRole('group', { name: 'Quick amounts' }), text);
  }
  /** The cells of the order row with this number (or the first row). */
  row(orderNo?: string) {
    const rows = this.orders.locator('tbody tr');
    return orderNo ? rows.filter({ hasText: orderNo }) : rows.first();
  }
  /** The text of the result's field ("Order number", "Amount", "Status"). */
  resultField(name: string) {
    return this.result.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
  }
}
