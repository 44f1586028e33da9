import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What every screen shares: elements found by role and exact accessible name, dialogs by their
 * title, and the comma lists the Gherkin writes.
 */

/** A button of `scope` by its exact name (a RegExp matches as written). */
export const button = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole('button', { name, exact: typeof name === 'string' });

/** A link of `scope` by its exact name. */
export const link = (scope: Page | Locator, name: string) =>
  scope.getByRole('link', { name, exact: true });

/** A button or a link of `scope` by its exact name (buttons first). */
export const buttonOrLink = (scope: Locator, name: string) =>
  button(scope, name).or(link(scope, name)).first();

/** A dialog by its title (its accessible name), or any dialog. */
export const dialog = (page: Page, name?: string) =>
  name === undefined ? page.getByRole('dialog') : page.getByRole('dialog', { name, exact: true });

/** A dialog whose text includes `text` (message boxes have no title of their own). */
export const dialogSaying = (page: Page, text: string) =>
  page.getByRole('dialog').filter({ hasText: text });

export const main = (page: Page) => page.getByRole('main');

/**
 * The loading status (spinner, a busy status) the portal shows until its first page settles; other
 * statuses (a saved message, a copied link) are not it.
 */
/** index.html's static loading frame (hidden from assistive technology: no role to find it by). */
export const loadingFrame = (page: Page) => page.locator('#boot-shell');

export const startupStatus = (page: Page) =>
  page.getByRole('status').and(page.locator('[aria-busy="true"]'));

/** "a, b, c" as ['a', 'b', 'c'] (empty items dropped). */
export const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The elements carry exactly these accessible names, in this order. */
export async function expectNames(elements: Locator, names: (string | RegExp)[]) {
  await expect(elements).toHaveCount(names.length);
  for (const [i, name] of names.entries()) await expect(elements.nth(i)).toHaveAccessibleName(name);
}

/** The number in a countdown button's text ("Resend in 58 s"). */
export const secondsLeft = async (countdown: Locator) =>
  Number(/(\d+)/.exec((await countdown.textContent()) ?? '')?.[1]);

/**
 * A get-code button counting down: disabled, starting within (`min`, `max`], and still counting
 * (a smaller number within 4 s); its "Get code" twin is gone.
 */
export async function expectCountdown(
  scope: Locator,
  range: { above?: number; atLeast?: number; atMost?: number },
) {
  const counting = button(scope, /^Resend in \d+ s$/);
  await expect(counting).toBeVisible();
  await expect(counting).toBeDisabled();
  const first = await secondsLeft(counting);
  if (range.above !== undefined) expect(first).toBeGreaterThan(range.above);
  if (range.atLeast !== undefined) expect(first).toBeGreaterThanOrEqual(range.atLeast);
  if (range.atMost !== undefined) expect(first).toBeLessThanOrEqual(range.atMost);
  await expect
    .poll(() => secondsLeft(counting), { timeout: 4_000, intervals: [100] })
    .toBeLessThan(first);
  await expect(button(scope, 'Get code')).toHaveCount(0);
}

/** Local time as the portal writes it: yyyy-MM-dd hh:mm:ss (in the browser's time zone). */
export const localDateTime = (page: Page, ms: number) =>
  page.evaluate((t) => {
    const d = new Date(t);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  }, ms);

/**
 * A record page of the member centre or a report of the agent centre (spec 2 §2, §9): range,
 * filters, totals, table, pages.
 */
export class RecordsPage {
  readonly root: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly totals: Locator;
  readonly pages: Locator;
  constructor(readonly page: Page) {
    this.root = dialog(page, 'Member centre').or(dialog(page, 'Agent'));
    this.table = this.root.getByRole('table');
    this.rows = this.table.locator('tbody tr');
    this.totals = this.root.getByRole('region', { name: /^Totals from / });
    this.pages = this.root.getByRole('navigation', { name: /^(?!(Member|Agent) centre).* pages$/ });
  }
  get caption() {
    return this.table.locator('caption');
  }
  /** A range preset or period button (pressed when chosen). */
  choice(name: string) {
    return button(this.root, name);
  }
  /** A filter, the rows per page or a custom day, by its label. */
  field(label: string) {
    return this.root.getByLabel(label, { exact: true });
  }
  /** The texts of one column, by its header, on this page of rows. */
  async column(header: string): Promise<string[]> {
    const headers = await this.table.getByRole('columnheader').allTextContents();
    const index = headers.indexOf(header);
    if (index < 0) throw new Error(`no column "${header}" in ${headers.join(', ')}`);
    return this.rows.locator(`td:nth-child(${index + 1})`).allTextContents();
  }
  /** A total by its name ("Bet amount", "Records"...). */
  total(name: string) {
    return this.totals
      .locator('div')
      .filter({ has: this.page.getByText(name, { exact: true }) })
      .locator('dd');
  }
  pageButton(n: number) {
    return button(this.pages, `Page ${n}`);
  }
  get next() {
    return button(this.pages, 'Next');
  }
}

/** A money form's field marked invalid, its error the end of its description (after the hint). */
export async function expectFieldError(field: Locator, error: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(error)}$`));
}

/** A 1×1 png. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};

/**
 * Chooses a file through an image picker's own button and the browser's file dialog: its type by
 * the name's extension, a 1×1 png's bytes, or `bytes` zero bytes (a file too large).
 */
export async function chooseImageFile(
  page: Page,
  chooseButton: Locator,
  name: string,
  bytes?: number,
) {
  const chooser = page.waitForEvent('filechooser');
  await chooseButton.click();
  const extension = name.split('.').pop()!;
  await (
    await chooser
  ).setFiles({
    name,
    mimeType: MIME[extension] ?? 'application/octet-stream',
    buffer: bytes === undefined ? PNG : Buffer.alloc(bytes),
  });
}
