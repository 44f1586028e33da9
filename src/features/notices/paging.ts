import { NOTICE_PAGE_SIZE } from '@/api/contract/start-constants';

/** Pages needed for `total` items (at least one, so an empty list still has page 0). */
export function pageCount(total: number, size = NOTICE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** The selected index, kept inside the list (0 for an empty list). */
export function clampIndex(index: number, total: number): number {
  if (total <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(0, Math.floor(index)), total - 1);
}

/** The page that holds the selected index: the page follows the selection (spec 1 §2.13). */
export function pageOf(index: number, total: number, size = NOTICE_PAGE_SIZE): number {
  return Math.floor(clampIndex(index, total) / size);
}

/** The items of one page, each with its index in the whole list. */
export function pageItems<T>(
  items: readonly T[],
  page: number,
  size = NOTICE_PAGE_SIZE,
): { item: T; index: number }[] {
  const start = page * size;
  return items.slice(start, start + size).map((item, i) => ({ item, index: start + i }));
}

/** Going to a page selects its first item (so the page, which follows the selection, changes). */
export function indexForPage(page: number, total: number, size = NOTICE_PAGE_SIZE): number {
  const last = pageCount(total, size) - 1;
  return clampIndex(Math.min(Math.max(0, page), last) * size, total);
}
