import { useId, type ComponentProps, type ReactNode } from 'react';
import { Pagination } from './Pagination';
import './results-table.css';

export interface ResultsColumn<R> {
  key: string;
  header: string;
  /** Money and counts: right-aligned, tabular figures. */
  numeric?: boolean;
  cell: (row: R) => ReactNode;
}

export interface ResultsTotals {
  /** The totals' title and accessible name ("Totals from … to …"). */
  label: string;
  items: { key: string; name: string; value: ReactNode }[];
}

interface Props<R> {
  /** A newer page or filter is loading: the rows stay in place, marked, at full contrast. */
  busy: boolean;
  /** The totals of all rows (not only this page); none when not answered. */
  totals: ResultsTotals | null;
  /** The table's caption (what, which range, which page), also the scroll region's name. */
  caption: string;
  columns: ResultsColumn<R>[];
  rows: R[];
  rowKey: (row: R, index: number) => string;
  pagination: ComponentProps<typeof Pagination>;
}

/**
 * One page of a record or report (spec 2 §9): the totals of every row, a table of this page's rows
 * that scrolls sideways by keyboard too, and the pages (range 3, margin 1). On a phone the rows
 * stack as cards, each cell labelled with its column (`stacked-table`, results-table.css); the
 * explicit table roles keep the table's semantics for screen readers whose browser drops them when
 * the display changes.
 */
export function ResultsTable<R>({
  busy,
  totals,
  caption,
  columns,
  rows,
  rowKey,
  pagination,
}: Props<R>) {
  const captionId = useId();
  const numeric = (column: ResultsColumn<R>) => (column.numeric ? 'results-num' : undefined);
  return (
    <div className={busy ? 'results results--stale' : 'results'} aria-busy={busy || undefined}>
      {totals && (
        <section className="results-totals" aria-label={totals.label}>
          <p className="results-totals__title">{totals.label}</p>
          <dl>
            {totals.items.map((item) => (
              <div key={item.key}>
                <dt>{item.name}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {/* Wide tables scroll sideways: the region takes the focus so the keyboard can scroll it. */}
      <div className="results-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="results-table stacked-table" role="table">
          <caption id={captionId}>{caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th key={column.key} scope="col" role="columnheader" className={numeric(column)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row, index) => (
              <tr key={rowKey(row, index)} role="row">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    role="cell"
                    data-label={column.header}
                    className={numeric(column)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination {...pagination} />
    </div>
  );
}
