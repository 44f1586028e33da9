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
