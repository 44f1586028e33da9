import type { Page } from '@playwright/test';
import { AgentCentre } from './agent';

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
