import type { Page } from '@playwright/test';
import { button, dialog } from './common';

/** The member centre panel (spec 2 §2): a dialog with its navigation and the chosen page. */
export class MemberCentre {
  readonly root;
  readonly nav;
  constructor(readonly page: Page) {
    this.root = dialog(page, 'Member centre');
    this.nav = this.root.getByRole('navigation', { name: 'Member centre pages', exact: true });
  }
  /** The navigation's entries, in order. */
  get entries() {
    return this.nav.getByRole('link');
  }
  /** An entry by its exact name (the mission entry's name includes its badge). */
  entry(name: string | RegExp) {
    return this.nav.getByRole('link', { name, exact: typeof name === 'string' });
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
