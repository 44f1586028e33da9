import type { Page } from '@playwright/test';
import { button } from './common';
import { MemberCentre } from './member';

/** The invite-friends page of the member centre (spec 2 §2 referral). */
export class ReferralPage {
  readonly root;
  constructor(readonly page: Page) {
    this.root = new MemberCentre(page).content('Invite friends');
  }
  get link() {
    return this.root.getByRole('textbox', { name: 'Invitation link', exact: true });
  }
  get code() {
    return this.root.getByRole('textbox', { name: 'Invitation code', exact: true });
  }
  get qr() {
    return this.root.getByRole('img', { name: 'QR code of your invitation link', exact: true });
  }
  /** The polite status line of the copy buttons. */
  get copyStatus() {
    return this.root.locator('.referral-copied');
  }
  get friendsRegion() {
    return this.root.getByRole('region', { name: 'Invited friends', exact: true });
  }
  /** The rows of the friends table, without its header. */
  get friendRows() {
    return this.friendsRegion.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }
  /** A count of the invitation ("Friends invited"): its value. */
  count(name: string) {
    return this.root.getByText(name, { exact: true }).locator('xpath=following-sibling::dd');
  }
  button(name: string) {
    return button(this.root, name);
  }
}
