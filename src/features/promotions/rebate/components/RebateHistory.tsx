import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { Pagination } from '@/components/Pagination';
import { textOfCode } from '@/i18n/dynamic-key';
import { formatDateTime } from '@/lib/format';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { FigureCells, FigureHeaders } from './RebateFigures';
import type { RebateState } from '../slice';
import '@/components/results-table.css';

export interface RebateHistoryProps {
  history: RebateState['history'];
  symbol: string;
  onPage: (page: number) => void;
}

/** The member's claims, newest first, a page at a time. */
export function RebateHistory({ history, symbol, onPage }: RebateHistoryProps) {
  const { t } = useTranslation();
  const rows = history.value?.rows ?? [];
  const failed =
    history.status === 'failed' && history.failure ? (
      <PageFailureNotice
        failure={history.failure}
        lead={t('rebate.history.failed')}
        busy={t('rebate.busy')}
        onRetry={() => onPage(history.page)}
      />
    ) : null;
  if (!history.value) return failed ?? <Loading />;
  if (rows.length === 0) return failed ?? <p>{t('rebate.history.empty')}</p>;
  return (
    <>
      {failed}
      <table className="rebate-table stacked-table">
        <thead>
          <tr>
            <th scope="col">{t('rebate.history.claimedAt')}</th>
            <th scope="col">{t('rebate.column.category')}</th>
            <th scope="col">{t('rebate.history.period')}</th>
            <FigureHeaders />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.orderNo}>
              <td data-label={t('rebate.history.claimedAt')}>{formatDateTime(row.claimedAt)}</td>
              <td data-label={t('rebate.column.category')}>
                {textOfCode(t, 'shell.sideMenu.category', row.gameType)}
              </td>
              <td data-label={t('rebate.history.period')}>
                {row.startDate} – {row.endDate}
              </td>
              <FigureCells figures={row} symbol={symbol} />
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        pageCount={history.value.totalPages}
        current={history.page}
        onChange={onPage}
        label={t('rebate.history.pages')}
        texts={{
          previous: t('rebate.history.previous'),
          next: t('rebate.history.next'),
          page: (page) => t('rebate.history.page', { page }),
        }}
      />
    </>
  );
}
