import type { Page } from '@playwright/test';
import { dialog } from './common';
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

/** The reality check's dialog, or the time's-up one (the daily play time limit). */
export const realityCheck = (page: Page, title = 'Reality check') => dialog(page, title);
