import type { Page } from '@playwright/test';
import { button } from './common';
import { header } from './shell';

/** The header's balance group with its show/hide toggles. */
export class HeaderBalance {
  readonly root;
  constructor(readonly page: Page) {
    this.root = header(page).getByRole('group', { name: 'Balance' });
  }
  toggle(name: string) {
    return button(this.root, name);
  }
}
