import type { Page } from '@playwright/test';
import { escapeRegExp } from './common';
import { MemberCentre } from './member';

/** The wallet pages of the member centre: my wallet and the transfer to the upline. */
export class TransferPage {
  readonly root;
  constructor(
    readonly page: Page,
    title = 'My wallet',
  ) {
    this.root = new MemberCentre(page).content(title);
  }
  get wallets() {
    return this.root.getByRole('table', { name: 'Wallets', exact: true });
  }
  /** A wallet's row, by the wallet's name at its start. */
  wallet(name: string) {
    return this.wallets.getByRole('row', { name: new RegExp(`^${escapeRegExp(name)}\\b`) });
  }
  get amount() {
    return this.root.getByRole('textbox', { name: 'Amount', exact: true });
  }
  get password() {
    return this.root.getByLabel('Payment password', { exact: true });
  }
  button(name: string) {
    return this.root.getByRole('button', { name, exact: true });
  }
  async transfer(amount: string, wallet: string, direction: 'into' | 'out of') {
    await this.root
      .getByRole('combobox', { name: 'Wallet', exact: true })
      .selectOption({ label: wallet });
    await this.root
      .getByRole('radio', {
        name: direction === 'into' ? 'Into the game wallet' : 'Back to the main wallet',
      })
      .check();
    await this.amount.fill(amount);
    await this.button('Transfer').click();
  }
}
