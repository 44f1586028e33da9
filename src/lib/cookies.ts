/**
 * Small cookie helpers that never throw (cookies disabled, no document in node). Values are
 * URI-encoded; cookies are scoped to the whole site (path '/') with SameSite=Lax.
 */

const hasDocument = () => typeof document !== 'undefined';

/** The value of a cookie, or null. */
export function getCookie(name: string): string | null {
  if (!hasDocument()) return null;
  try {
    const prefix = `${encodeURIComponent(name)}=`;
    for (const part of document.cookie.split(';')) {
      const item = part.trim();
      if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
    }
  } catch {
    /* cookies unavailable */
  }
  return null;
}

/** Sets a cookie that lives `maxAgeSeconds`. */
export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (!hasDocument()) return;
  try {
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; Path=/; SameSite=Lax`;
  } catch {
    /* cookies unavailable */
  }
}

/** Deletes a cookie. */
export function removeCookie(name: string): void {
  if (!hasDocument()) return;
  try {
    document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`;
  } catch {
    /* cookies unavailable */
  }
}
