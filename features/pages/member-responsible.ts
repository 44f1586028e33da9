import type { Page } from '@playwright/test';
import { MemberCentre } from './member';

/** The member centre's responsible gaming page (issue 30). */
export class ResponsiblePage {
  readonly root;
  constructor(readonly page: Page) {
    this.root = new MemberCentre(page).root;
  }
  /** A limit's row by its heading ("Deposits in 24 hours"). */
  limit(name: string) {
    return this.root
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }
  /** A titled part of the page ("Take a time-out"). */
  part(title: string) {
    return this.root.getByRole('region', { name: title, exact: true });
  }
}
