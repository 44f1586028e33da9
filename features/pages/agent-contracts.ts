import type { Page } from '@playwright/test';
import { AgentCentre } from './agent';
import { button } from './common';

/** A contract page of the agent centre: the upline's contract, the settlements, the offers. */
export class AgentContracts {
  readonly root;
  readonly upline;
  readonly offers;
  constructor(readonly page: Page) {
    this.root = new AgentCentre(page).root;
    this.upline = this.root.getByRole('region', { name: 'Contract from your upline', exact: true });
    this.offers = this.root.getByRole('region', { name: 'Offers to your downlines', exact: true });
  }
  /** The upline's contract's state ("State: Accepted"). */
  get state() {
    return this.upline.locator('.contracts-state');
  }
  answer(name: string) {
    return button(this.upline, name);
  }
  get confirmation() {
    return this.upline.getByRole('group');
  }
  get downline() {
    return this.offers.getByLabel('Downline', { exact: true });
  }
  get rate() {
    return this.offers.getByLabel('Rate (%)', { exact: true });
  }
  get offer() {
    return button(this.offers, 'Offer contract');
  }
  get problem() {
    return this.offers.locator('.contracts-problem');
  }
  /** The row of a downline in the offers table. */
  row(account: string) {
    return this.offers
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: account, exact: true }) });
  }
  get next() {
    return this.root.locator('.contracts-next');
  }
  says(text: string) {
    return this.root.getByRole('status').filter({ hasText: text });
  }
}
