import type { Locator, Page } from '@playwright/test';

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
