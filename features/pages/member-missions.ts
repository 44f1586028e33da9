import type { Page } from '@playwright/test';
import { MemberCentre } from './member';

/** The mission page of the member centre (spec 2 §2 missionLeaderboard). */
export class MissionsPage {
  readonly root;
  constructor(readonly page: Page) {
    this.root = new MemberCentre(page).content('Mission activity');
  }
  get missions() {
    return this.root.getByRole('region', { name: 'Your missions', exact: true });
  }
  get leaderboard() {
    return this.root.getByRole('region', { name: 'Leaderboard', exact: true });
  }
  /** A mission's progress bar, named by the mission's title. */
  progress(title: string) {
    return this.missions.getByRole('progressbar', { name: title, exact: true });
  }
  /** The mission's item (its title, type, status, reward and dates). */
  mission(title: string) {
    return this.missions.getByRole('listitem').filter({
      has: this.page.getByRole('progressbar', { name: title, exact: true }),
    });
  }
  /** The leaderboard's rows without its header. */
  get rows() {
    return this.leaderboard.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }
  /** The member's own row (marked current). */
  get ownRow() {
    return this.leaderboard.locator('tr[aria-current="true"]');
  }
}
