import { useTranslation } from 'react-i18next';
import type { RedeemRecord } from '@/api/contract/points';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { formatDateTime } from '@/lib/format';
import { formatPoints, REDEEM_STATUSES } from '../rules';
import { selectPoints } from '../selectors';
import { pointsActions, type HistoryQuery } from '../slice';
import { ALL, RowsPanel } from './RowsPanel';

/** The member's redemptions by status, paged: in process, approved, rejected with the reason. */
export function HistoryPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { history, historyQuery } = useAppSelector(selectPoints);
  const ask = (query: Partial<HistoryQuery>) =>
    dispatch(pointsActions.historyRequested({ ...historyQuery, ...query }));
  return (
    <RowsPanel<RedeemRecord, (typeof REDEEM_STATUSES)[number]>
      title={t('points.tabs.history')}
      filter={{
        label: t('points.history.filter'),
        options: REDEEM_STATUSES,
        value: historyQuery.status,
        text: (s) => (s === ALL ? t('points.history.all') : t(`points.history.statuses.${s}`)),
        onChoose: (status) => ask({ status, page: 1 }),
      }}
      part={history}
      texts={{
        failed: t('points.history.failed'),
        empty: t('points.history.empty'),
        caption: t('points.history.caption'),
        pages: t('points.history.pages'),
      }}
      rowKey={(r) => r.redeemId}
      columns={[
        {
          key: 'time',
          header: t('points.history.time'),
          cell: (r) => formatDateTime(r.createdAt),
        },
        { key: 'good', header: t('points.history.good'), cell: (r) => r.rewardName },
        {
          key: 'quantity',
          header: t('points.history.quantity'),
          numeric: true,
          cell: (r) => r.quantity,
        },
        {
          key: 'points',
          header: t('points.history.points'),
          numeric: true,
          cell: (r) => formatPoints(r.points),
        },
        {
          key: 'status',
          header: t('points.history.status'),
          cell: (r) => t(`points.history.statuses.${r.status}`),
        },
        { key: 'remark', header: t('points.history.remark'), cell: (r) => r.auditRemark ?? '' },
      ]}
      onPage={(page) => ask({ page })}
      onRetry={() => ask({})}
    />
  );
}
