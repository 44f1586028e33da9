import type { Page } from '@playwright/test';
import { button } from './common';
import { MemberCentre } from './member';
import { header } from './shell';

/** The member centre's profile and avatar pages (spec 2 §2, §3). */
export class ProfilePages {
  readonly centre;
  constructor(readonly page: Page) {
    this.centre = new MemberCentre(page);
  }
  /** A profile field's input (editable or read only) by its label. */
  field(label: string) {
    return this.centre.root.getByLabel(label, { exact: true });
  }
  get save() {
    return button(this.centre.root, 'Save changes');
  }
  /** An avatar choice (a radio) by its name. */
  avatar(name: string) {
    return this.centre.root.getByRole('radio', { name, exact: true });
  }
  /** The avatar in the header's account menu button. */
  get headerAvatar() {
    return header(this.page).getByRole('button', { name: 'Account menu' }).locator('img');
  }
}
