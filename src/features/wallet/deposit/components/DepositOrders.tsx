import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@/api/contract/wallet';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { formatDateTime } from '@/lib/format';
import { PartSection, PartView } from '@/core/components/PartView';
import { listPart } from '@/core/loaded-part';
import { useMoney } from '@/features/wallet/use-money';
import { selectDepositOrders } from '../selectors';
import { depositActions } from '../slice';
import '@/components/results-table.css';

const COLUMNS = ['orderNo', 'channel', 'amount', 'status', 'time'] as const;

/** A deposit's status, and why it failed. */
export function DepositStatus({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  return (
    <span className={`payment-status is-${order.status.toLowerCase()}`}>
      {t(`deposit.status.${order.status}`)}
      {order.status === 'FAILED' && order.reason ? ` (${order.reason})` : null}
    </span>
  );
}

/**
 * The member's recent deposit orders with their status (pending, credited, failed with the
 * reason); while one is pending the page asks again every few seconds, and says that a message
 * about it arrives in the inbox.
 */
export function DepositOrders() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const orders = useAppSelector(selectDepositOrders);
  const money = useMoney();
  const pending = orders.items.some((o) => o.status === 'PENDING');
  return (
    <PartSection className="payment-section" title={t('deposit.orders.title')}>
      <PartView
        part={listPart(orders)}
        busy={t('deposit.busy')}
        lead={t('deposit.orders.failed')}
        onRetry={() => dispatch(depositActions.ordersRequested())}
        empty={{ when: (items) => items.length === 0, text: t('deposit.orders.empty') }}
      >
        {() => (
          <>
            {pending ? <p className="payment-note">{t('deposit.orders.pending')}</p> : null}
            <table className="payment-table stacked-table" role="table">
              <thead role="rowgroup">
                <tr role="row">
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" role="columnheader">
                      {t(`deposit.orders.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody role="rowgroup">
                {orders.items.map((o) => (
                  <tr key={o.orderNo} role="row">
                    <td role="cell" data-label={t('deposit.orders.orderNo')}>
                      {o.orderNo}
                    </td>
                    <td role="cell" data-label={t('deposit.orders.channel')}>
                      {o.channelName}
                    </td>
                    <td
                      role="cell"
                      data-label={t('deposit.orders.amount')}
                      className="payment-money"
                    >
                      {money(o.amount)}
                    </td>
                    <td role="cell" data-label={t('deposit.orders.status')}>
                      <DepositStatus order={o} />
                    </td>
                    <td role="cell" data-label={t('deposit.orders.time')}>
                      {formatDateTime(o.createdAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </PartView>
    </PartSection>
  );
}
