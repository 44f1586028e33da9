import type { Page } from '@playwright/test';

/**
 * The mock host's scenario panel (mocks/panel): its launcher, the keyboard shortcut and the dialog.
 * Scenarios tagged @mock-panel see it (features/support/fixtures.ts).
 */
export class MockPanel {
  readonly launcher;
  readonly dialog;
  readonly status;
  constructor(readonly page: Page) {
    this.launcher = page.getByRole('button', { name: 'Mock scenarios' });
    this.dialog = page.getByRole('dialog', { name: 'Mock scenarios' });
    this.status = this.dialog.getByRole('status');
  }
  section(name: string) {
    return this.dialog
      .locator('details')
      .filter({ has: this.page.getByText(name, { exact: true }) });
  }
  button(name: string) {
    return this.dialog.getByRole('button', { name, exact: true });
  }
}

/** The site header as the brand paints it (issue 26): its logo link and its buttons. */
export class BrandedHeader {
  readonly root;
  constructor(readonly page: Page) {
    this.root = page.getByRole('banner');
  }
  /** The logo: the home link's image named by the brand's name (the one the theme shows). */
  logo(name: string) {
    return this.root.getByRole('link', { name }).getByRole('img', { name });
  }
  button(name: string) {
    return this.root.getByRole('button', { name, exact: true });
  }
  /** A button's fill and text colour as painted (`rgb(r, g, b)`). */
  colours(name: string) {
    return this.button(name).evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, color: style.color };
    });
  }
}
