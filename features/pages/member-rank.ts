import type { Page } from '@playwright/test';
import { MemberCentre } from './member';

/** The member centre's player rank page (spec 2 §2, §3). */
export class RankPage {
  readonly root;
  constructor(readonly page: Page) {
    this.root = new MemberCentre(page).root;
  }
  /** The rank page's part about the member's own rank. */
  get myRank() {
    return this.root.getByRole('region', { name: 'Your rank', exact: true });
  }
  /** A rank of the list by its label. */
  rank(label: string) {
    return this.root
      .getByRole('region', { name: 'All ranks', exact: true })
      .getByRole('listitem')
      .filter({ hasText: label })
      .first();
  }
}
