import './pagination.css';

/** Pagination defaults (spec 2 §9). */
export const PAGINATION_PAGE_RANGE = 3;
export const PAGINATION_MARGIN_PAGES = 1;

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * The pages to offer (1-based): `margin` pages at each end, `range` pages around the current one,
 * gaps between them. A gap of one page shows that page instead.
 */
export function pageItems(
  pageCount: number,
  current: number,
  range = PAGINATION_PAGE_RANGE,
  margin = PAGINATION_MARGIN_PAGES,
): PageItem[] {
  if (pageCount <= 0) return [];
  const half = Math.floor(range / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(pageCount, start + range - 1);
  start = Math.max(1, end - range + 1);
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, pageCount); p += 1) shown.add(p);
  for (let p = start; p <= end; p += 1) shown.add(p);
  for (let p = Math.max(1, pageCount - margin + 1); p <= pageCount; p += 1) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, i) => {
    const prev = pages[i - 1];
    if (prev !== undefined && p - prev === 2) items.push({ kind: 'page', page: p - 1 });
    else if (prev !== undefined && p - prev > 2) items.push({ kind: 'gap', after: prev });
    items.push({ kind: 'page', page: p });
  });
  return items;
}

interface Props {
  pageCount: number;
  /** 1-based. */
  current: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation (e.g. "Game pages"). */
  label: string;
  /** Translated texts (the component serves any feature's catalogue). */
  texts: { previous: string; next: string; page: (page: number) => string };
  pageRange?: number;
  marginPages?: number;
}

/** Page links: previous, pages with gaps, next (keyboard operable buttons; the current page is marked). */
export function Pagination({
  pageCount,
  current,
  onChange,
  label,
  texts,
  pageRange,
  marginPages,
}: Props) {
  if (pageCount <= 1) return null;
  const go = (page: number) => () => {
    if (page !== current && page >= 1 && page <= pageCount) onChange(page);
  };
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        <li>
          <button type="button" onClick={go(current - 1)} disabled={current <= 1}>
            {texts.previous}
          </button>
        </li>
        {pageItems(pageCount, current, pageRange, marginPages).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                onClick={go(item.page)}
                aria-current={item.page === current ? 'page' : undefined}
                aria-label={texts.page(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" onClick={go(current + 1)} disabled={current >= pageCount}>
            {texts.next}
          </button>
        </li>
      </ul>
    </nav>
  );
}
