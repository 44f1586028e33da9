import type { Page } from '@playwright/test';
import { button } from './common';
import { MemberCentre } from './member';

/** The security centre, the member centre's default page "My account" (spec 2 §2, §4). */
export class SecurityCentre {
  readonly root;
  constructor(readonly page: Page) {
    this.root = new MemberCentre(page).content('My account');
  }
  /** A titled part of the page ("Mobile number", "E-mail", "Payment password"...). */
  section(title: string) {
    return this.root.getByRole('region', { name: title, exact: true });
  }
  /** The account and its security level. */
  get overview() {
    return this.root.getByRole('definition');
  }
  field(label: string) {
    return this.root.getByLabel(label, { exact: true });
  }
  button(name: string) {
    return button(this.root, name);
  }
  /** The active sessions, each a list item (device · browser, where, last activity). */
  get sessions() {
    return this.section('Active sessions').getByRole('listitem');
  }
  /** The login history's rows, newest first. */
  get logins() {
    return this.section('Login history').getByRole('listitem');
  }
}
