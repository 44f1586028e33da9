import { session } from '@/lib/storage';
import { FRAME_URL_KEY } from './constants';

/**
 * The /game frame shows only an address that came from a launch answer: the launch flow keeps it
 * in session storage (key iframeUrl, so a reload keeps the game) and the frame page reads it from
 * there, never from its own address. Only http(s) and same-site paths are accepted, whatever
 * ends up in storage.
 */
export function safeGameUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export const frameUrl = {
  read: (): string | null => safeGameUrl(session.get(FRAME_URL_KEY)),
  write: (url: string) => session.set(FRAME_URL_KEY, url),
  clear: () => session.remove(FRAME_URL_KEY),
};

/**
 * The frame's sandbox: scripts, forms and popups (cashier and help windows of the vendor). A game
 * on another origin also keeps its own origin (its cookies and storage); a same-origin address
 * never gets allow-same-origin, since with scripts it could lift the sandbox and reach the
 * portal's session.
 */
export function sandboxFor(url: string, portalOrigin: string): string {
  const base = 'allow-scripts allow-forms allow-popups';
  let origin: string;
  try {
    origin = new URL(url, portalOrigin).origin;
  } catch {
    return base;
  }
  return origin === portalOrigin ? base : `${base} allow-same-origin`;
}
