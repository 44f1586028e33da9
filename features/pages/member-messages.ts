import type { Page } from '@playwright/test';
import { button } from './common';
import { MemberCentre } from './member';

/** The member centre's platform messages (messageV2): the inbox list and its pages. */
export class MessagesPage {
  readonly centre;
  readonly list;
  constructor(readonly page: Page) {
    this.centre = new MemberCentre(page);
    this.list = this.centre.root.getByRole('list', { name: 'Messages', exact: true });
  }
  /** Each message's button (its name: kind, title, date, read state). */
  get heads() {
    return this.list.getByRole('listitem').getByRole('button');
  }
  /** A message (its list item) by its title. */
  message(title: string) {
    return this.list
      .getByRole('listitem')
      .filter({ has: this.page.locator('.inbox-title', { hasText: title }) })
      .first();
  }
  /** The button that opens a message. */
  head(title: string) {
    return this.message(title).getByRole('button').first();
  }
  /** A page button of the inbox's pagination. */
  pageButton(n: number) {
    return button(
      this.centre.root.getByRole('navigation', { name: 'Message pages', exact: true }),
      `Page ${n}`,
    );
  }
}
