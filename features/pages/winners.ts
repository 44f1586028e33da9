import type { Page } from '@playwright/test';
import { main } from './common';

/** The winners board (home page, /elott): a region with a tab per board and a table of rows. */
export class WinnersBoard {
  constructor(readonly page: Page) {}

  get region() {
    return main(this.page).getByRole('region', { name: 'Winners', exact: true });
  }
  tab(name: string) {
    return this.region.getByRole('tab', { name, exact: true });
  }
  get panel() {
    return this.region.getByRole('tabpanel');
  }
  /** The table's body rows. */
  get rows() {
    return this.panel.getByRole('table').locator('tbody tr');
  }
}
