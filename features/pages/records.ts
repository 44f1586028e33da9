import type { Locator, Page } from '@playwright/test';
import { button, dialog } from './common';

/**
 * A record page of the member centre or a report of the agent centre (spec 2 §2, §9): range,
 * filters, totals, table, pages.
 */
export class RecordsPage {
  readonly root: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly totals: Locator;
  readonly pages: Locator;
  constructor(readonly page: Page) {
    this.root = dialog(page, 'Member centre').or(dialog(page, 'Agent'));
    this.table = this.root.getByRole('table');
    this.rows = this.table.locator('tbody tr');
    this.totals = this.root.getByRole('region', { name: /^Totals from / });
    this.pages = this.root.getByRole('navigation', { name: /^(?!(Member|Agent) centre).* pages$/ });
  }
  get caption() {
    return this.table.locator('caption');
  }
  /** A range preset or period button (pressed when chosen). */
  choice(name: string) {
    return button(this.root, name);
  }
  /** A filter, the rows per page or a custom day, by its label. */
  field(label: string) {
    return this.root.getByLabel(label, { exact: true });
  }
  /** The texts of one column, by its header, on this page of rows. */
  async column(header: string): Promise<string[]> {
    const headers = await this.table.getByRole('columnheader').allTextContents();
    const index = headers.indexOf(header);
    if (index < 0) throw new Error(`no column "${header}" in ${headers.join(', ')}`);
    return this.rows.locator(`td:nth-child(${index + 1})`).allTextContents();
  }
  /** A total by its name ("Bet amount", "Records"...). */
  total(name: string) {
    return this.totals
      .locator('div')
      .filter({ has: this.page.getByText(name, { exact: true }) })
      .locator('dd');
  }
  pageButton(n: number) {
    return button(this.pages, `Page ${n}`);
  }
  get next() {
    return button(this.pages, 'Next');
  }
}
