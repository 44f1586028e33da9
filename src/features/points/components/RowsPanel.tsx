import { Choices } from '@/components/Choices';
import { ResultsTable, type ResultsColumn } from '@/components/ResultsTable';
import { PartView } from '@/core/components/PartView';
import type { Part } from '@/core/loaded-part';
import type { Rows } from '../slice';
import { usePageTexts, usePartFailure } from './use-page-texts';

export const ALL = 'ALL';

/**
 * A paged list of the member's (redeem history, points details): a filter (All first), the table
 * with its pages, or loading, empty, failed with a retry.
 */
export function RowsPanel<R, F extends string>({
  title,
  filter,
  part,
  texts,
  columns,
  rowKey,
  onPage,
  onRetry,
}: {
  title: string;
  filter: {
    label: string;
    options: readonly F[];
    value: F | null;
    text: (option: F | typeof ALL) => string;
    onChoose: (option: F | null) => void;
  };
  part: Part<Rows<R>>;
  texts: { failed: string; empty: string; caption: string; pages: string };
  columns: ResultsColumn<R>[];
  rowKey: (row: R) => string;
  onPage: (page: number) => void;
  onRetry: () => void;
}) {
  const pages = usePageTexts();
  const failure = usePartFailure();
  return (
    <section aria-label={title}>
      <Choices<F | typeof ALL>
        label={filter.label}
        options={[ALL, ...filter.options]}
        value={filter.value ?? ALL}
        text={filter.text}
        onChoose={(option) => filter.onChoose(option === ALL ? null : (option as F))}
      />
      <PartView
        {...failure}
        part={part}
        lead={texts.failed}
        empty={{ when: (v) => v.list.length === 0, text: texts.empty }}
        onRetry={onRetry}
      >
        {(value) => (
          <ResultsTable<R>
            busy={part.status === 'loading'}
            totals={null}
            caption={texts.caption}
            rows={value.list}
            rowKey={rowKey}
            columns={columns}
            pagination={{
              pageCount: value.totalPages,
              current: value.pageNo,
              onChange: onPage,
              label: texts.pages,
              texts: pages,
            }}
          />
        )}
      </PartView>
    </section>
  );
}
