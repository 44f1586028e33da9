import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultsTable, type ResultsColumn, type ResultsTotals } from '@/components/ResultsTable';
import type { PagedReportPageState, PagedReportQuery, ReportFailure } from '@/core/paged-report';

interface Props<R> {
  /**
   * The texts' namespace (the member's records or the agent's reports): its `empty`, `loading`,
   * `caption`, `totals.label`, `totals.count` and `pagination.*` texts.
   */
  texts: 'records' | 'reports';
  /** The page's title, in the caption and the pages' name. */
  title: string;
  state: PagedReportPageState<PagedReportQuery, R, unknown, ReportFailure>;
  /** What the page says of its last load's failure (shown alone). */
  failure: ReactNode;
  /** The money totals shown after the count; null when the answer carried no totals. */
  totals: ResultsTotals['items'] | null;
  columns: ResultsColumn<R>[];
  rowKey: (row: R, index: number) => string;
  onPage: (pageNo: number) => void;
}

/**
 * The results of a paged record or report (spec 2 §9), for the member centre's records and the agent
 * centre's reports alike: the failure, the first load, the empty range, or the totals of the whole
 * range (the count first), a table of one page of rows and the pages.
 */
export function PagedResults<R>({
  texts: ns,
  title,
  state,
  failure,
  totals,
  columns,
  rowKey,
  onPage,
}: Props<R>) {
  const { t } = useTranslation();
  const { query } = state;
  if (state.failure) return failure;
  const done = state.status === 'loaded';
  if (!query || state.rows.length === 0) {
    return (
      <p className={`${ns}-placeholder`} aria-busy={done ? undefined : true}>
        {done && query
          ? t(`${ns}.empty`, { start: query.range.start, end: query.range.end })
          : t(`${ns}.loading`)}
      </p>
    );
  }
  const { start, end } = query.range;
  return (
    <ResultsTable
      busy={!done}
      totals={
        totals && {
          label: t(`${ns}.totals.label`, { start, end }),
          items: [
            {
              key: 'count',
              name: t(`${ns}.totals.count`),
              value: state.totalCount.toLocaleString('en-US'),
            },
            ...totals,
          ],
        }
      }
      caption={t(`${ns}.caption`, {
        title,
        start,
        end,
        page: query.pageNo,
        pages: Math.max(state.totalPages, 1),
      })}
      columns={columns}
      rows={state.rows}
      rowKey={rowKey}
      pagination={{
        pageCount: state.totalPages,
        current: query.pageNo,
        onChange: onPage,
        label: t(`${ns}.pagination.label`, { title }),
        texts: {
          previous: t(`${ns}.pagination.previous`),
          next: t(`${ns}.pagination.next`),
          page: (n) => t(`${ns}.pagination.page`, { page: n }),
        },
      }}
    />
  );
}
