import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@/api/contract/wallet';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { formatDateTime } from '@/lib/format';
import { PartSection, PartView } from '@/core/components/PartView';
import { listPart } from '@/core/loaded-part';
import { useMoney } from '@/features/wallet/use-money';
import { selectDepositOrders } from '../selectors';
import { depositActions } from '../slice';

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
            <table className="payment-table">
              <thead>
                <tr>
                  <th scope="col">{t('deposit.orders.orderNo')}</th>
                  <th scope="col">{t('deposit.orders.channel')}</th>
                  <th scope="col">{t('deposit.orders.amount')}</th>
                  <th scope="col">{t('deposit.orders.status')}</th>
                  <th scope="col">{t('deposit.orders.time')}</th>
                </tr>
              </thead>
              <tbody>
                {orders.items.map((o) => (
                  <tr key={o.orderNo}>
                    <td>{o.orderNo}</td>
                    <td>{o.channelName}</td>
                    <td className="payment-money">{money(o.amount)}</td>
                    <td>
                      <DepositStatus order={o} />
                    </td>
                    <td>{formatDateTime(o.createdAt)}</td>
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
