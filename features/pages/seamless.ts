import type { Page } from '@playwright/test';
import { main } from './common';

/** The seamless-wallet lobby (/seamless): the games lobby over the main-wallet vendors. */
export class SeamlessLobby {
  constructor(readonly page: Page) {}

  /** The games' play buttons ("Play <game>, <vendor>"). */
  get playButtons() {
    return main(this.page).getByRole('button', { name: /^Play / });
  }
}
