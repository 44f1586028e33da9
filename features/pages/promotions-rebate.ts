import type { Locator, Page } from '@playwright/test';
import { MemberCentre } from './member';

/** The manual rebate page of the member centre (manualRebate): the period's table and the history. */
export class ManualRebate {
  readonly root: Locator;
  readonly available: Locator;
  readonly history: Locator;
  constructor(readonly page: Page) {
    this.root = new MemberCentre(page).content('Manual rebate');
    this.available = this.root.getByRole('region', { name: 'Rebate available', exact: true });
    this.history = this.root.getByRole('region', { name: 'Claims history', exact: true });
  }
  get period() {
    return this.available.getByLabel('Period', { exact: true });
  }
  /** The rows of the rebate table (one per game category). */
  get rows() {
    return this.available.locator('tbody tr');
  }
  /** A category's row, by its name ("Slots"). */
  row(category: string) {
    return this.available.getByRole('row').filter({
      has: this.page.getByRole('rowheader', { name: category, exact: true }),
    });
  }
  get totalRow() {
    return this.available.locator('tfoot tr');
  }
  get historyRows() {
    return this.history.locator('tbody tr');
  }
}
