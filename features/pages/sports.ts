import type { Page } from '@playwright/test';
import { button } from './common';

/** The hot-matches board: a region named by its heading ("Hot matches" / "Hot esports matches"). */
export class HotMatches {
  readonly root;
  constructor(readonly page: Page) {
    this.root = page.getByRole('main').getByRole('region', { name: /^Hot (esports )?matches$/ });
  }
  get matches() {
    return this.root.getByRole('article');
  }
  list(title: string) {
    return this.root.getByRole('list', { name: title, exact: true });
  }
  button(name: string) {
    return button(this.root, name);
  }
}
