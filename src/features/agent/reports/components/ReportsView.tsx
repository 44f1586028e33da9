import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '@/components/MoneyText';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { PagedResults } from '@/core/components/PagedResults';
import { useAppSelector } from '@/core/hooks';
import { usePagedReportPage } from '@/core/use-paged-report';
import { periodLabel, type ReportPeriod } from '@/lib/date-range';
import { formatDateTime } from '@/lib/format';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import type { ReportPage } from '../constants';
import { selectReportPage } from '../selectors';
import { reportsActions, type ReportPageState, type ReportQuery, type ReportRow } from '../slice';
import { ReportFilters } from './ReportFilters';
import { useReportLabel, type LabelKind } from './labels';
import type ReportsTexts from '@/i18n/locales/en/reports.json';
import '../reports.css';

type Texts = (typeof ReportsTexts)['reports'];
export type ColumnKey = keyof Texts['columns'];

/**
 * A column of a report: its header, the row's field it shows and how (money: exact, two decimals,
 * symbol, right-aligned; a count; a percentage; a time; the period from periodStart/periodEnd; a
 * server value in the agent's words).
 */
export interface ReportColumn {
  header: ColumnKey;
  field: string;
  kind: 'text' | 'count' | 'percent' | 'money' | 'time' | 'period' | LabelKind;
}

/** One of the totals over all rows shown above the table: its name and the totals' field. */
export interface ReportTotal {
  label: ColumnKey | Exclude<keyof Texts['totals'], 'label' | 'count'>;
  field: string;
}

/** A report page's state with its actions; shown once, it loads (again) for the current query. */
export const useReportPage = (page: ReportPage) =>
  usePagedReportPage<ReportPage, ReportQuery, ReportPageState>(
    page,
    selectReportPage,
    reportsActions,
  );

interface Props {
  page: ReportPage;
  columns: ReportColumn[];
  totals: ReportTotal[];
}

/**
 * One report of the agent centre (spec 2 §2, §9): range, member, game type and period, the totals
 * of all rows, a table of one page of rows and the pages (range 3, margin 1). While another page
 * or filter loads, the last rows stay in place at full contrast.
 */
export function ReportsView({ page, columns, totals }: Props) {
  const { state, change, retry, login } = useReportPage(page);
  const today = useMemo(() => new Date(), []);
  return (
    <div className="reports">
      {state.query && (
        <ReportFilters page={page} query={state.query} today={today} onChange={change} />
      )}
      <ReportResults
        page={page}
        state={state}
        columns={columns}
        totals={totals}
        onPage={(pageNo) => change({ pageNo })}
        onRetry={retry}
        onLogin={login}
      />
    </div>
  );
}

interface ResultsProps extends Props {
  state: ReportPageState;
  onPage: (pageNo: number) => void;
  onRetry: () => void;
  onLogin: () => void;
}

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0));

/** The failure, the first load, the empty range, or the totals, table and pages. */
export function ReportResults({
  page,
  state,
  columns,
  totals,
  onPage,
  onRetry,
  onLogin,
}: ResultsProps) {
  const { t } = useTranslation();
  const symbol = useAppSelector(selectMoneySymbol);
  const label = useReportLabel();
  const { query, failure } = state;
  const totalLabel = ({ label: key }: ReportTotal) =>
    key === 'credit' || key === 'debit' ? t(`reports.totals.${key}`) : t(`reports.columns.${key}`);
  const cell = (row: ReportRow, column: ReportColumn) => {
    const value = row[column.field];
    switch (column.kind) {
      case 'money':
        return <MoneyText amount={num(value)} symbol={symbol} />;
      case 'count':
        return num(value).toLocaleString('en-US');
      case 'percent':
        return `${num(value).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
      case 'time':
        return formatDateTime(num(value));
      case 'period':
        // Rows show only once a query is in.
        return periodLabel(query!.period as ReportPeriod, num(row.periodStart), num(row.periodEnd));
      case 'gameType':
      case 'incomeType':
      case 'transType':
      case 'status':
        return label(column.kind, String(value ?? ''));
      default:
        return String(value ?? '');
    }
  };
  const sums = state.totals;
  return (
    <PagedResults
      texts="reports"
      title={t(`reports.pages.${page}`)}
      state={state}
      failure={
        failure && (
          <PageFailureNotice
            failure={failure}
            lead={t('reports.failed')}
            busy={t('reports.busy')}
            onRetry={onRetry}
            login={{ label: t('reports.login'), onLogin }}
          />
        )
      }
      totals={
        sums &&
        totals
          .filter((total) => sums[total.field] !== undefined)
          .map((total) => ({
            key: total.field,
            name: totalLabel(total),
            value: <MoneyText amount={num(sums[total.field])} symbol={symbol} />,
          }))
      }
      columns={columns.map((column) => ({
        key: column.header,
        header: t(`reports.columns.${column.header}`),
        numeric: column.kind === 'money' || column.kind === 'count',
        cell: (row: ReportRow) => cell(row, column),
      }))}
      rowKey={(_, index) => `${query?.pageNo ?? 0}-${index}`}
      onPage={onPage}
    />
  );
}
