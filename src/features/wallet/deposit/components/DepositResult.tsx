import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@/api/contract/wallet';
import { useMoney } from '@/features/wallet/use-money';
import { DepositStatus } from './DepositOrders';

/** The order a request made: its number, amount and status, and where the outcome is told. */
export function DepositResult({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div role="status" className="payment-result">
      <p className="payment-result-title">{t('deposit.result.title')}</p>
      <dl>
        <dt>{t('deposit.orders.orderNo')}</dt>
        <dd>{order.orderNo}</dd>
        <dt>{t('deposit.orders.amount')}</dt>
        <dd>{money(order.amount)}</dd>
        <dt>{t('deposit.orders.status')}</dt>
        <dd>
          <DepositStatus order={order} />
        </dd>
      </dl>
      {order.status === 'PENDING' ? <p>{t('deposit.result.inbox')}</p> : null}
    </div>
  );
}
