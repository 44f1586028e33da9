import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalOrder } from '@/api/contract/wallet';
import { ImagePicker, readAsDataUrl } from '@/components/ImagePicker';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { subtractMoney } from '@/lib/money';
import { checkPart } from '@/features/wallet/amount';
import { InputField } from '@/features/wallet/components/InputField';
import { useAmountMessage, useMoney } from '@/features/wallet/use-money';
import { PROOF_MAX_BYTES } from '../constants';
import { selectWithdrawConfirm } from '../selectors';
import { withdrawActions, type ConfirmOutcome } from '../slice';

const OUTCOMES: ConfirmOutcome[] = ['RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED'];

/**
 * The confirmation of a paid withdrawal (spec 2 §3, §4): received; partly received with the
 * amount that arrived (below the withdrawal's, the remainder shown as it is typed); or not
 * received with a proof image (png or jpg, at most 5 MB, previewed, removable).
 */
export function ConfirmForm({
  order,
  onCancel,
  initialOutcome = 'RECEIVED',
}: {
  order: WithdrawalOrder;
  onCancel: () => void;
  /** The outcome chosen first (the member's usual answer: received). */
  initialOutcome?: ConfirmOutcome;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const confirm = useAppSelector(selectWithdrawConfirm);
  const money = useMoney();
  const amountMessage = useAmountMessage('withdraw');
  const [outcome, setOutcome] = useState<ConfirmOutcome>(initialOutcome);
  const [received, setReceived] = useState('');
  const [proof, setProof] = useState<File[]>([]);
  const [error, setError] = useState<{ received?: string; proof?: string }>({});
  const sending = confirm.orderNo === order.orderNo && confirm.status === 'sending';

  const part = checkPart(received, order.amount);
  const receivedError = (p: typeof part) =>
    p.ok
      ? undefined
      : p.error === 'notBelow'
        ? t('withdraw.confirm.belowAmount', { amount: money(order.amount) })
        : amountMessage({ error: p.error });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (outcome === 'PARTLY_RECEIVED') {
      if (!part.ok) return setError({ received: receivedError(part) });
      dispatch(
        withdrawActions.confirmSubmitted({
          orderNo: order.orderNo,
          outcome,
          receivedAmount: part.amount,
        }),
      );
      return;
    }
    if (outcome === 'NOT_RECEIVED') {
      const [file] = proof;
      if (!file) return setError({ proof: t('withdraw.confirm.proofRequired') });
      let proofImage: string;
      try {
        proofImage = await readAsDataUrl(file);
      } catch {
        return setError({ proof: t('withdraw.confirm.unreadable') });
      }
      dispatch(withdrawActions.confirmSubmitted({ orderNo: order.orderNo, outcome, proofImage }));
      return;
    }
    dispatch(withdrawActions.confirmSubmitted({ orderNo: order.orderNo, outcome }));
  };

  return (
    <form className="withdraw-confirm" onSubmit={(e) => void send(e)} noValidate>
      <fieldset>
        <legend>{t('withdraw.confirm.title')}</legend>
        {OUTCOMES.map((o) => (
          <label key={o}>
            <input
              type="radio"
              name={`outcome-${order.orderNo}`}
              value={o}
              checked={outcome === o}
              onChange={() => {
                setOutcome(o);
                setError({});
              }}
            />{' '}
            {t(`withdraw.confirm.outcomes.${o}`)}
          </label>
        ))}
      </fieldset>
      {outcome === 'PARTLY_RECEIVED' ? (
        <>
          <InputField
            label={t('withdraw.confirm.received')}
            inputMode="decimal"
            value={received}
            onChange={(text) => {
              setReceived(text);
              setError({});
            }}
            error={error.received}
          />
          {part.ok ? (
            <p className="withdraw-remaining" aria-live="polite">
              {t('withdraw.confirm.remaining', {
                amount: money(subtractMoney(order.amount, part.amount)),
              })}
            </p>
          ) : null}
        </>
      ) : null}
      {outcome === 'NOT_RECEIVED' ? (
        <ImagePicker
          label={t('withdraw.confirm.proof')}
          hint={t('withdraw.confirm.proofHint')}
          files={proof}
          onChange={(files) => {
            setProof(files);
            setError({});
          }}
          maxBytes={PROOF_MAX_BYTES}
          error={error.proof}
          texts={{
            choose: t('withdraw.confirm.choose'),
            wrongType: t('withdraw.confirm.wrongType'),
            tooLarge: t('withdraw.confirm.tooLarge'),
            tooMany: t('withdraw.confirm.tooMany'),
            remove: (name) => t('withdraw.confirm.remove', { name }),
          }}
        />
      ) : null}
      <div className="withdraw-confirm-actions">
        <button type="submit" className="payment-submit" aria-disabled={sending || undefined}>
          {sending ? t('withdraw.confirm.sending') : t('withdraw.confirm.submit')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('withdraw.confirm.cancel')}
        </button>
      </div>
    </form>
  );
}
