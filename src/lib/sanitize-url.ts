/**
 * An address fit for an image, a frame or a link the server gives: http(s) or a path on this
 * site, never script (javascript:, data:, vbscript:...). Null when it is missing or unsafe.
 * Kept apart from `./sanitize` (the HTML policy) so the first page can use it for pennies.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, 'http://relative.invalid');
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
