import { useTranslation } from 'react-i18next';
import type { PointDetail } from '@/api/contract/points';
import { textOfCode } from '@/i18n/dynamic-key';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { formatDateTime } from '@/lib/format';
import { formatPoints, POINT_DETAIL_TYPES } from '../rules';
import { selectPoints } from '../selectors';
import { pointsActions, type DetailsQuery } from '../slice';
import { ALL, RowsPanel } from './RowsPanel';

/** The points earned and spent, paged, each with the balance after it. */
export function DetailsPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { details, detailsQuery } = useAppSelector(selectPoints);
  const ask = (query: Partial<DetailsQuery>) =>
    dispatch(pointsActions.detailsRequested({ ...detailsQuery, ...query }));
  return (
    <RowsPanel<PointDetail, (typeof POINT_DETAIL_TYPES)[number]>
      title={t('points.tabs.details')}
      filter={{
        label: t('points.details.filter'),
        options: POINT_DETAIL_TYPES,
        value: detailsQuery.type,
        text: (s) => (s === ALL ? t('points.details.all') : t(`points.details.types.${s}`)),
        onChoose: (type) => ask({ type, page: 1 }),
      }}
      part={details}
      texts={{
        failed: t('points.details.failed'),
        empty: t('points.details.empty'),
        caption: t('points.details.caption'),
        pages: t('points.details.pages'),
      }}
      rowKey={(r) => r.id}
      columns={[
        {
          key: 'time',
          header: t('points.details.time'),
          cell: (r) => formatDateTime(r.createdAt),
        },
        {
          key: 'type',
          header: t('points.details.type'),
          cell: (r) => t(`points.details.types.${r.type}`),
        },
        {
          key: 'source',
          header: t('points.details.source'),
          cell: (r) => textOfCode(t, 'points.details.sources', r.source),
        },
        {
          key: 'points',
          header: t('points.details.points'),
          numeric: true,
          cell: (r) => `${r.type === 'EARN' ? '+' : '-'}${formatPoints(r.points)}`,
        },
        {
          key: 'balance',
          header: t('points.details.balance'),
          numeric: true,
          cell: (r) => formatPoints(r.balance),
        },
      ]}
      onPage={(page) => ask({ page })}
      onRetry={() => ask({})}
    />
  );
}
