import type { Page } from '@playwright/test';
import { button, dialog } from './common';

/** The change-password modal. */
export class ChangePasswordModal {
  readonly root;
  constructor(readonly page: Page) {
    this.root = dialog(page, 'Change password');
  }
  field(label: string) {
    return this.root.getByLabel(label, { exact: true });
  }
  get account() {
    return this.root.getByRole('textbox', { name: 'Account', exact: true });
  }
  button(name: string) {
    return button(this.root, name);
  }
}

/** The forgot-password modal (its tabs: by e-mail, by mobile...). */
export class ForgotPasswordModal {
  readonly root;
  constructor(readonly page: Page) {
    this.root = dialog(page, 'Forgot password');
  }
  get tabs() {
    return this.root.getByRole('tablist');
  }
  tab(name: string) {
    return this.root.getByRole('tab', { name, exact: true });
  }
  /** A field of the visible form: a text box, or the country-code drop-down. */
  field(label: string) {
    return label === 'Country code'
      ? this.root.getByRole('combobox', { name: label, exact: true })
      : this.root.getByRole('textbox', { name: label, exact: true });
  }
  button(name: string | RegExp) {
    return button(this.root, name);
  }
}
