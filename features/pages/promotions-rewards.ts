import type { Locator, Page } from '@playwright/test';
import { MemberCentre } from './member';

/** The reward centre of the member centre (rewardCenter): one card per item. */
export class RewardCentre {
  readonly root: Locator;
  readonly items: Locator;
  constructor(readonly page: Page) {
    this.root = new MemberCentre(page).content('Reward centre');
    this.items = this.root.getByRole('listitem');
  }
  /** An item's card, by its title. */
  item(title: string) {
    return this.root.getByRole('listitem', { name: title, exact: true });
  }
  /** The item's state label. */
  state(title: string) {
    return this.item(title).locator('.reward-state');
  }
  /** The item's buttons (at most the one its state allows). */
  actions(title: string) {
    return this.item(title).getByRole('button');
  }
  /** A line of the item's details ("Amount", "Prize", "Valid"): its value. */
  detail(title: string, term: string) {
    return this.item(title)
      .locator('dt', { hasText: term })
      .locator('xpath=following-sibling::dd[1]');
  }
}
