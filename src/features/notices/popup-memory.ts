import { session } from '@/lib/storage';

/** Session-storage key of the popups already shown in this session (spec 1 §3). */
export const POPUP_MEMORY_KEY = 'index_notice';

/** Ids of the popups shown in this session (a JSON list; anything else counts as none). */
export function readSeenPopups(): string[] {
  const raw = session.get(POPUP_MEMORY_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

export function writeSeenPopups(ids: readonly string[]): void {
  session.set(POPUP_MEMORY_KEY, JSON.stringify([...new Set(ids)]));
}
