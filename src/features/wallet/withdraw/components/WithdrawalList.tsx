import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalOrder } from '@/api/contract/wallet';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { formatDateTime } from '@/lib/format';
import { WalletErrorCodes } from '@/api/contract/constants';
import { FailureNotice } from '@/features/wallet/components/FailureNotice';
import { PartSection, PartView } from '@/core/components/PartView';
import { listPart } from '@/core/loaded-part';
import { useMoney } from '@/features/wallet/use-money';
import { selectWithdrawConfirm, selectWithdrawals } from '../selectors';
import { withdrawActions } from '../slice';
import { ConfirmForm } from './ConfirmForm';
import { Countdown } from './Countdown';

/** State codes of a confirmation the server no longer takes (confirmed twice, counted received). */
const TOO_LATE: string[] = [WalletErrorCodes.orderState, WalletErrorCodes.orderNotFound];

/**
 * A withdrawal: its details and status; a paid one its countdown and its confirmation. A refused
 * confirmation is told here, also once the order, asked for again, is no longer paid.
 */
export function WithdrawalItem({ order }: { order: WithdrawalOrder }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const confirm = useAppSelector(selectWithdrawConfirm);
  const money = useMoney();
  const [confirming, setConfirming] = useState(false);
  const formId = useId();
  const refresh = useCallback(() => dispatch(withdrawActions.ordersRequested()), [dispatch]);
  const paid = order.status === 'PAID';
  const mine = confirm.orderNo === order.orderNo;
  const justConfirmed = mine && confirm.status === 'done';
  const failure = mine && confirm.status === 'failed' ? confirm.failure : null;
  return (
    <li className="payment-order">
      <dl>
        <dt>{t('withdraw.orders.orderNo')}</dt>
        <dd>{order.orderNo}</dd>
        <dt>{t('withdraw.orders.account')}</dt>
        <dd>{order.accountLabel}</dd>
        <dt>{t('withdraw.orders.amount')}</dt>
        <dd>{money(order.amount)}</dd>
        <dt>{t('withdraw.orders.status')}</dt>
        <dd className={`payment-status is-${order.status.toLowerCase()}`}>
          {t(`withdraw.status.${order.status}`)}
        </dd>
        <dt>{t('withdraw.orders.time')}</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        {order.status === 'REJECTED' && order.rejectReason ? (
          <>
            <dt>{t('withdraw.orders.reason')}</dt>
            <dd>{order.rejectReason}</dd>
          </>
        ) : null}
        {order.receivedAmount != null && order.status === 'PARTLY_RECEIVED' ? (
          <>
            <dt>{t('withdraw.orders.received')}</dt>
            <dd>{money(order.receivedAmount)}</dd>
          </>
        ) : null}
        {order.remainingAmount != null ? (
          <>
            <dt>{t('withdraw.orders.remaining')}</dt>
            <dd>{money(order.remainingAmount)}</dd>
          </>
        ) : null}
      </dl>
      {order.forcedReceipt ? <p className="payment-note">{t('withdraw.orders.forced')}</p> : null}
      {justConfirmed ? <p role="status">{t('withdraw.confirm.done')}</p> : null}
      {paid && order.confirmDeadline ? (
        <Countdown deadline={order.confirmDeadline} onOver={refresh} />
      ) : null}
      {paid ? (
        <button
          type="button"
          aria-expanded={confirming}
          aria-controls={confirming ? formId : undefined}
          onClick={() => setConfirming(!confirming)}
        >
          {t('withdraw.confirm.open', { orderNo: order.orderNo })}
        </button>
      ) : null}
      {paid && confirming ? (
        <div id={formId}>
          <ConfirmForm
            order={order}
            onCancel={() => {
              setConfirming(false);
              dispatch(withdrawActions.confirmCleared());
            }}
          />
        </div>
      ) : null}
      {failure ? (
        <FailureNotice
          failure={failure}
          ns="withdraw"
          lead={t('withdraw.confirm.notSent')}
          reason={TOO_LATE.includes(failure.code) ? t('withdraw.confirm.orderState') : undefined}
        />
      ) : null}
    </li>
  );
}

/** The member's withdrawals with their status, newest first (spec 2 §4). */
export function WithdrawalList() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const orders = useAppSelector(selectWithdrawals);
  return (
    <PartSection className="payment-section" title={t('withdraw.orders.title')}>
      <p className="payment-note">{t('withdraw.inbox')}</p>
      <PartView
        part={listPart(orders)}
        busy={t('withdraw.busy')}
        lead={t('withdraw.orders.failed')}
        onRetry={() => dispatch(withdrawActions.ordersRequested())}
        empty={{ when: (items) => items.length === 0, text: t('withdraw.orders.empty') }}
      >
        {(items) => (
          <ul className="withdraw-orders">
            {items.map((o) => (
              <WithdrawalItem key={o.orderNo} order={o} />
            ))}
          </ul>
        )}
      </PartView>
    </PartSection>
  );
}
