import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '@/components/MoneyText';
import { PagedResults } from '@/core/components/PagedResults';
import { useAppSelector } from '@/core/hooks';
import { usePagedReportPage } from '@/core/use-paged-report';
import { selectMoneySymbol } from '../../selectors';
import type { RecordPage } from '../constants';
import { selectRecordPage } from '../selectors';
import { recordsActions, type RecordPageState, type RecordQuery, type RecordRows } from '../slice';
import { RecordFilters } from './RecordFilters';
import { useOptionLabel, type LabelKind } from './labels';
import type RecordsTexts from '@/i18n/locales/en/records.json';
import '../records.css';

type RecordTexts = (typeof RecordsTexts)['records'];
export type ColumnKey = keyof RecordTexts['columns'];
type TotalKey = Exclude<keyof RecordTexts['totals'], 'label'>;

/** What a cell may use: the session's money symbol, the member's words for server values. */
export interface CellContext {
  symbol: string;
  label: (kind: LabelKind, value: string) => string;
  query: RecordQuery;
}

export interface RecordColumn<P extends RecordPage> {
  header: ColumnKey;
  cell: (row: RecordRows[P]['row'], ctx: CellContext) => ReactNode;
  /** Money: right-aligned. */
  money?: boolean;
}

export interface RecordTotal<P extends RecordPage> {
  key: Exclude<TotalKey, 'count'>;
  value: (totals: RecordRows[P]['totals']) => number | undefined;
}

/** A record page's state with its actions; shown once, it loads (again) for the current query. */
export const useRecordPage = <P extends RecordPage>(page: P) =>
  usePagedReportPage<P, RecordQuery, RecordPageState<P>>(page, selectRecordPage, recordsActions);

interface Props<P extends RecordPage> {
  page: P;
  columns: RecordColumn<P>[];
  rowKey: (row: RecordRows[P]['row']) => string;
  totals: RecordTotal<P>[];
}

/**
 * One record page of the member centre (spec 2 §2, §9): the range, filter and period, the totals
 * of the whole range, a table of one page of rows and the pages (range 3, margin 1). While another
 * page or filter loads, the last rows stay in place, dimmed.
 */
export function RecordsView<P extends RecordPage>({ page, columns, rowKey, totals }: Props<P>) {
  const { state, change, retry, login } = useRecordPage(page);
  const today = useMemo(() => new Date(), []);
  return (
    <div className="records">
      {state.query && (
        <RecordFilters page={page} query={state.query} today={today} onChange={change} />
      )}
      <RecordResults
        page={page}
        state={state}
        columns={columns}
        rowKey={rowKey}
        totals={totals}
        onPage={(pageNo) => change({ pageNo })}
        onRetry={retry}
        onLogin={login}
      />
    </div>
  );
}

interface ResultsProps<P extends RecordPage> extends Props<P> {
  state: RecordPageState<P>;
  onPage: (pageNo: number) => void;
  onRetry: () => void;
  onLogin: () => void;
}

/** The failure, the first load, the empty range, or the totals, table and pages. */
export function RecordResults<P extends RecordPage>({
  page,
  state,
  columns,
  rowKey,
  totals,
  onPage,
  onRetry,
  onLogin,
}: ResultsProps<P>) {
  const { t } = useTranslation();
  const symbol = useAppSelector(selectMoneySymbol);
  const label = useOptionLabel();
  const { query, failure } = state;
  const sums = state.totals;
  return (
    <PagedResults
      texts="records"
      title={t(`records.pages.${page}`)}
      state={state}
      failure={
        failure && <RecordFailureView failure={failure} onRetry={onRetry} onLogin={onLogin} />
      }
      totals={
        sums &&
        totals.flatMap((total) => {
          const amount = total.value(sums);
          return amount === undefined
            ? []
            : [
                {
                  key: total.key,
                  name: t(`records.totals.${total.key}`),
                  value: <MoneyText amount={amount} symbol={symbol} />,
                },
              ];
        })
      }
      columns={columns.map((column) => ({
        key: column.header,
        header: t(`records.columns.${column.header}`),
        numeric: column.money,
        // Rows show only once a query is in.
        cell: (row: RecordRows[P]['row']) => column.cell(row, { symbol, label, query: query! }),
      }))}
      rowKey={rowKey}
      onPage={onPage}
    />
  );
}

function RecordFailureView({
  failure,
  onRetry,
  onLogin,
}: {
  failure: NonNullable<RecordPageState['failure']>;
  onRetry: () => void;
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  if (failure.kind === 'trial') {
    return (
      <p role="alert" className="records-failure">
        {t('roles.in_need_true_account')}
      </p>
    );
  }
  if (failure.kind === 'session') {
    return (
      <div role="alert" className="records-failure">
        <p>{t('records.errors.session')}</p>
        <button type="button" onClick={onLogin}>
          {t('records.errors.login')}
        </button>
      </div>
    );
  }
  return (
    <div role="alert" className="records-failure">
      <p>{t(`records.errors.${failure.kind}`)}</p>
      {failure.kind === 'server' && failure.message && (
        <p className="records-failure__detail">{failure.message}</p>
      )}
      <button type="button" onClick={onRetry}>
        {t('records.retry')}
      </button>
    </div>
  );
}
