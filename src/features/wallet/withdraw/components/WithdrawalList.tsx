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
import '@/components/results-table.css';

/** State codes of a confirmation the server no longer takes (confirmed twice, counted received). */
const TOO_LATE: string[] = [WalletErrorCodes.orderState, WalletErrorCodes.orderNotFound];

/**
 * A withdrawal, one row group of the withdrawals' table: its details and status in a row; under it,
 * across the columns, what only some have (the reason of a refusal, what was received and what
 * remains), and a paid one's countdown and confirmation. A refused confirmation is told there, also
 * once the order, asked for again, is no longer paid. On a phone the group is a card.
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
  const labels = {
    orderNo: t('withdraw.orders.orderNo'),
    account: t('withdraw.orders.account'),
    amount: t('withdraw.orders.amount'),
    status: t('withdraw.orders.status'),
    time: t('withdraw.orders.time'),
  };
  const reason = order.status === 'REJECTED' && order.rejectReason ? order.rejectReason : null;
  const received =
    order.receivedAmount != null && order.status === 'PARTLY_RECEIVED'
      ? order.receivedAmount
      : null;
  const more =
    reason !== null ||
    received !== null ||
    order.remainingAmount != null ||
    order.forcedReceipt ||
    justConfirmed ||
    paid ||
    failure !== null;
  return (
    <tbody className="payment-order" role="rowgroup">
      <tr role="row">
        <th scope="row" role="rowheader" data-label={labels.orderNo}>
          {order.orderNo}
        </th>
        <td role="cell" data-label={labels.account}>
          {order.accountLabel}
        </td>
        <td role="cell" data-label={labels.amount} className="payment-money">
          {money(order.amount)}
        </td>
        <td role="cell" data-label={labels.status}>
          <span className={`payment-status is-${order.status.toLowerCase()}`}>
            {t(`withdraw.status.${order.status}`)}
          </span>
        </td>
        <td role="cell" data-label={labels.time}>
          {formatDateTime(order.createdAt)}
        </td>
      </tr>
      {more ? (
        <tr role="row" className="payment-order-more">
          <td role="cell" colSpan={5}>
            <div className="payment-order-more-body">
              {reason !== null || received !== null || order.remainingAmount != null ? (
                <dl>
                  {reason !== null ? (
                    <>
                      <dt>{t('withdraw.orders.reason')}</dt>
                      <dd>{reason}</dd>
                    </>
                  ) : null}
                  {received !== null ? (
                    <>
                      <dt>{t('withdraw.orders.received')}</dt>
                      <dd>{money(received)}</dd>
                    </>
                  ) : null}
                  {order.remainingAmount != null ? (
                    <>
                      <dt>{t('withdraw.orders.remaining')}</dt>
                      <dd>{money(order.remainingAmount)}</dd>
                    </>
                  ) : null}
                </dl>
              ) : null}
              {order.forcedReceipt ? (
                <p className="payment-note">{t('withdraw.orders.forced')}</p>
              ) : null}
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
                  reason={
                    TOO_LATE.includes(failure.code) ? t('withdraw.confirm.orderState') : undefined
                  }
                />
              ) : null}
            </div>
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}

/** The member's withdrawals with their status, newest first (spec 2 §4): a table, cards on a phone. */
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
          <table className="payment-table stacked-table withdraw-orders" role="table">
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  {t('withdraw.orders.orderNo')}
                </th>
                <th scope="col" role="columnheader">
                  {t('withdraw.orders.account')}
                </th>
                <th scope="col" role="columnheader" className="payment-money">
                  {t('withdraw.orders.amount')}
                </th>
                <th scope="col" role="columnheader">
                  {t('withdraw.orders.status')}
                </th>
                <th scope="col" role="columnheader">
                  {t('withdraw.orders.time')}
                </th>
              </tr>
            </thead>
            {items.map((o) => (
              <WithdrawalItem key={o.orderNo} order={o} />
            ))}
          </table>
        )}
      </PartView>
    </PartSection>
  );
}
