import type { Locator, Page } from '@playwright/test';
import { main } from './common';

/** /promotions: the category filters and one card per promotion. */
export class PromotionsPage {
  readonly root: Locator;
  readonly cards: Locator;
  constructor(readonly page: Page) {
    this.root = main(page);
    this.cards = this.root.locator('.promotion-list').getByRole('listitem');
  }
  /** The category filters' group. */
  get filters() {
    return this.root.getByRole('group', { name: 'Promotion categories' });
  }
  filter(name: string) {
    return this.filters.getByRole('button', { name, exact: true });
  }
  /** A promotion's card (list) or the detail page itself, by the promotion's title. */
  card(title: string) {
    return this.root.getByRole('listitem', { name: title, exact: true });
  }
  /** The cards' titles in order. */
  titles() {
    return this.cards.getByRole('heading', { level: 3 });
  }
  /** The promotion's state label. */
  state(title: string) {
    return this.card(title).locator('.reward-state');
  }
  /** The promotion's buttons (at most the one its state allows). */
  actions(title: string) {
    return this.card(title).getByRole('button');
  }
}

/** /promoDetail?id=: the promotion's article. */
export class PromotionDetail {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = main(page).getByRole('article');
  }
  get state() {
    return this.root.locator('.reward-state');
  }
  get application() {
    return this.root.getByRole('form', { name: 'Your application' });
  }
  get comment() {
    return this.application.getByRole('textbox', { name: 'Comment' });
  }
  get age() {
    return this.application.getByRole('checkbox');
  }
}
