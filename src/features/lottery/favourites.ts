import { local } from '@/lib/storage';
import { LOTTFAV_KEY } from './constants';

/** LOTTFAV in local storage: username -> favourite lottery game codes (spec 2 §3). */
type FavouriteBook = Record<string, string[]>;

function readBook(): FavouriteBook {
  const raw = local.get(LOTTFAV_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const book: FavouriteBook = {};
    for (const [user, ids] of Object.entries(parsed as Record<string, unknown>)) {
      if (Array.isArray(ids)) book[user] = ids.filter((id): id is string => typeof id === 'string');
    }
    return book;
  } catch {
    return {};
  }
}

/** The favourite lottery ids of this username (none for a damaged or missing entry). */
export function readFavourites(username: string): string[] {
  return readBook()[username] ?? [];
}

/** Adds the id when absent, removes it otherwise; returns the user's new list. Others are kept. */
export function toggleFavourite(username: string, id: string): string[] {
  const book = readBook();
  const current = book[username] ?? [];
  const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
  if (next.length) book[username] = next;
  else delete book[username];
  local.set(LOTTFAV_KEY, JSON.stringify(book));
  return next;
}
