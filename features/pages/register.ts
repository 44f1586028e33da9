import type { Page } from '@playwright/test';
import { button, main } from './common';

/** The 18 fields of spec 1 §2.10 by their labels. */
export const FIELD_LABELS = [
  'Username',
  'Password',
  'Confirm password',
  'Real name',
  'E-mail',
  'QQ number',
  'Mobile number',
  'Recommender ID',
  'Captcha',
  'Verification code',
  'Invitation code',
  'Payment password',
  'LINE ID',
  'WhatsApp',
  'Zalo',
  'Facebook',
  'WeChat',
  'ID number',
];

/**
 * Registration (spec 1 §2.9, §2.10, §4, §5): the /register page or the login popup's register
 * view. The visible form is the tab panel of the registration tabs (English or Tagalog).
 */
export class RegistrationForm {
  readonly root;
  readonly tabs;
  constructor(readonly page: Page) {
    this.root = page
      .getByRole('tabpanel')
      .filter({ has: page.getByRole('button', { name: /^(Register|Magparehistro)$/ }) });
    this.tabs = page.getByRole('tablist', { name: /^(Registration type|Uri ng pagpaparehistro)$/ });
  }
  field(label: string) {
    return this.root.getByLabel(label, { exact: true });
  }
  button(name: string | RegExp) {
    return button(this.root, name);
  }
  tab(name: string) {
    return this.tabs.getByRole('tab', { name, exact: true });
  }
  get countryCodes() {
    return this.root.getByRole('combobox', { name: 'Country code', exact: true });
  }
  get countryCodeList() {
    return this.root.getByRole('listbox', { name: 'Country code' });
  }
  countryCode(name: string) {
    return this.root.getByRole('option', { name, exact: true });
  }
  get captchaImage() {
    return this.button(
      /^(Captcha image, press for a new one|Larawan ng captcha, pindutin para sa bago)$/,
    ).getByRole('img');
  }
  get countdown() {
    return this.button(/^Resend in \d+ s$/);
  }
}

/** The /register page around the form: its links and the new-member promotions. */
export class RegisterPage {
  readonly promotions;
  constructor(readonly page: Page) {
    this.promotions = page.getByRole('region', { name: 'New member promotions', exact: true });
  }
  link(name: string) {
    return main(this.page).getByRole('link', { name, exact: true });
  }
  promotionDot(index: number) {
    return button(this.promotions, `Show promotion ${index}`);
  }
}
