import type { Page } from '@playwright/test';
import { button, dialog } from './common';

/** The agent centre panel (spec 2 §2 agent centre): a dialog with its menu and the chosen page. */
export class AgentCentre {
  readonly root;
  readonly nav;
  constructor(readonly page: Page) {
    this.root = dialog(page, 'Agent');
    this.nav = this.root.getByRole('navigation', { name: 'Agent centre pages', exact: true });
  }
  /** The menu's entries, in order. */
  get entries() {
    return this.nav.getByRole('link');
  }
  entry(name: string) {
    return this.nav.getByRole('link', { name, exact: true });
  }
  /** The highlighted entry. */
  get current() {
    return this.nav.locator('[aria-current="page"]');
  }
  /** The content area, named by the page's title. */
  content(title: string) {
    return this.root.getByRole('region', { name: title, exact: true });
  }
  get close() {
    return button(this.root, 'Close');
  }
}

/** A page of the agent centre by its title (the team and registration pages, spec 2 §2). */
export class AgentCentrePage {
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
