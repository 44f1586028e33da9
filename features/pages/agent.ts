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
