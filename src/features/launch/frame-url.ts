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
