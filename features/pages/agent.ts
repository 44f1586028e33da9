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

/** The team overview page: its figures by name, and its period. */
export class AgentOverview {
  constructor(readonly page: Page) {}
  get centre() {
    return new AgentCentre(this.page).root;
  }
  /** The figures' heading ("Your team from ... to ..."). */
  get heading() {
    return this.centre.getByRole('heading', { level: 4, name: /^Your team from/ });
  }
  figure(name: string) {
    return this.centre
      .locator('dl > div')
      .filter({ has: this.page.getByRole('term').getByText(name, { exact: true }) })
      .getByRole('definition');
  }
  bound(name: 'First day' | 'Last day') {
    return this.centre.getByLabel(name, { exact: true });
  }
}

/** The announcement page: the announcements' titles in order. */
export const agentAnnouncementTitles = (page: Page) =>
  new AgentCentre(page).root.getByRole('article').getByRole('heading', { level: 4 });
