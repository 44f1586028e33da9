import { expect, type Page } from '@playwright/test';
import { button, dialog } from './common';
import { header } from './shell';
import { soon } from '../support/waits';

/** The anti-bot security check: a small sum, answered with the keyboard. */
export class SecurityCheck {
  readonly root;
  constructor(readonly page: Page) {
    this.root = dialog(page, 'Security check');
  }

  async answer() {
    // Its panel is a chunk of its own, loaded the first time.
    await soon((timeout) => expect(this.root).toBeVisible({ timeout }), 15_000);
    const [, a, b] = /What is (\d) \+ (\d)\?/.exec((await this.root.textContent()) ?? '') ?? [];
    const field = this.root.getByRole('textbox', { name: /What is \d \+ \d\?/ });
    await field.fill(String(Number(a) + Number(b)));
    await field.press('Enter');
    await soon((timeout) => expect(this.root).toHaveCount(0, { timeout }));
  }

  async closeWithEscape() {
    await expect(this.root).toBeVisible();
    await this.page.keyboard.press('Escape');
    await expect(this.root).toHaveCount(0);
  }
}

/** The login popup (its accessible name is its title). */
export class LoginPopup {
  readonly root;
  constructor(readonly page: Page) {
    this.root = dialog(page, 'Log in');
  }

  /** A button by its exact name (hidden tab panels are out of the role tree: the visible one). */
  button(name: string | RegExp) {
    return button(this.root, name);
  }
  get username() {
    return this.root.getByRole('textbox', { name: 'Username', exact: true });
  }
  get password() {
    return this.root.getByLabel('Password', { exact: true });
  }
  get captcha() {
    return this.root.getByRole('textbox', { name: 'Captcha', exact: true });
  }
  get mobileNumber() {
    return this.root.getByRole('textbox', { name: 'Mobile number', exact: true });
  }
  get verificationCode() {
    return this.root.getByRole('textbox', { name: 'Verification code', exact: true });
  }
  get rememberMe() {
    return this.root.getByRole('checkbox', { name: 'Remember me' });
  }
  get captchaImage() {
    return this.button('Refresh the captcha').getByRole('img');
  }
  get alert() {
    return this.root.getByRole('alert');
  }
  tab(name: string) {
    return this.root.getByRole('tab', { name, exact: true });
  }

  /** Opens it with the header's "Log in" button. */
  async openFromHeader() {
    await button(header(this.page), 'Log in').click();
    // The popup is its own chunk, loaded on the first opening.
    await soon((timeout) => expect(this.root).toBeVisible({ timeout }), 15_000);
  }

  /** Fills the username form and submits it, then answers the security check. */
  async logIn(username: string, password: string) {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.button('Log in').click();
    await new SecurityCheck(this.page).answer();
  }
}
