import type { Page } from '@playwright/test';
import { AgentCentre } from './agent';
import { button } from './common';

/** A page of the agent centre's team area (spec 2 §2 registerCenter, downlineManagmentView). */
export class AgentTeamPage {
  readonly root;
  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.root = new AgentCentre(page).content(title);
  }
  region(name: string) {
    return this.root.getByRole('region', { name, exact: true });
  }
  field(label: string) {
    return this.root.getByLabel(label, { exact: true });
  }
  /** The rows of a region's table, without its header. */
  rows(region: string) {
    return this.region(region)
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell') });
  }
  /** The member rows of a region's table (each named by its account), without its other rows. */
  members(region: string) {
    return this.region(region)
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader') });
  }
  /** The button of a sub-agent's account that opens or closes its downline. */
  opener(region: string, account: string) {
    return this.region(region)
      .getByRole('rowheader')
      .getByRole('button', { name: account, exact: true });
  }
  button(name: string) {
    return button(this.root, name);
  }
  /** The polite line of the copy buttons. */
  get copyStatus() {
    return this.root.locator('.team-copied');
  }
  get qr() {
    return this.root.getByRole('img', { name: 'QR code of your invitation link', exact: true });
  }
}
