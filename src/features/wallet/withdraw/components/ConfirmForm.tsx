import { Field as FinalField, Form, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { WithdrawalOrder } from '@/api/contract/wallet';
import { readAsDataUrl } from '@/components/ImagePicker';
import { ImagePickerField } from '@/components/ImagePickerField';
import { SubmitButton } from '@/components/FormParts';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { subtractMoney } from '@/lib/money';
import { checkPart } from '@/features/wallet/amount';
import { PaymentField } from '@/features/wallet/components/PaymentField';
import { amountValidator, useAmountMessage, useMoney } from '@/features/wallet/use-money';
import { PROOF_MAX_BYTES } from '../constants';
import { selectWithdrawConfirm } from '../selectors';
import { withdrawActions, type ConfirmOutcome } from '../slice';

const OUTCOMES: ConfirmOutcome[] = ['RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED'];

interface ConfirmValues {
  outcome: ConfirmOutcome;
  received?: string;
  proof?: File[];
}

/** The amount that arrived (below the withdrawal's), the remainder shown as it is typed. */
function ReceivedField({ order }: { order: WithdrawalOrder }) {
  const { t } = useTranslation();
  const money = useMoney();
  const amountMessage = useAmountMessage('withdraw');
  const { values } = useFormState<ConfirmValues>({ subscription: { values: true } });
  const part = checkPart(values.received ?? '', order.amount);
  return (
    <>
      <PaymentField
        name="received"
        label={t('withdraw.confirm.received')}
        inputMode="decimal"
        validate={amountValidator(
          (text) => checkPart(text, order.amount),
          (p) =>
            p.error === 'notBelow'
              ? t('withdraw.confirm.belowAmount', { amount: money(order.amount) })
              : amountMessage({ error: p.error }),
        )}
      />
      {part.ok ? (
        <p className="withdraw-remaining" aria-live="polite">
          {t('withdraw.confirm.remaining', {
            amount: money(subtractMoney(order.amount, part.amount)),
          })}
        </p>
      ) : null}
    </>
  );
}

/** The proof that nothing arrived: one png or jpg image of at most 5 MB, previewed, removable. */
function ProofField() {
  const { t } = useTranslation();
  return (
    <ImagePickerField
      name="proof"
      label={t('withdraw.confirm.proof')}
      hint={t('withdraw.confirm.proofHint')}
      validate={(files) => (files?.length ? undefined : t('withdraw.confirm.proofRequired'))}
      maxBytes={PROOF_MAX_BYTES}
      texts={{
        choose: t('withdraw.confirm.choose'),
        wrongType: t('withdraw.confirm.wrongType'),
        tooLarge: t('withdraw.confirm.tooLarge'),
        tooMany: t('withdraw.confirm.tooMany'),
        remove: (name) => t('withdraw.confirm.remove', { name }),
      }}
    />
  );
}

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
  const sending = confirm.orderNo === order.orderNo && confirm.status === 'sending';
  const { orderNo } = order;

  const send = async ({ outcome, received = '', proof = [] }: ConfirmValues) => {
    if (sending) return undefined;
    const part = checkPart(received, order.amount);
    if (outcome === 'PARTLY_RECEIVED' && part.ok)
      dispatch(withdrawActions.confirmSubmitted({ orderNo, outcome, receivedAmount: part.amount }));
    if (outcome === 'RECEIVED') dispatch(withdrawActions.confirmSubmitted({ orderNo, outcome }));
    if (outcome !== 'NOT_RECEIVED' || !proof[0]) return undefined;
    try {
      const proofImage = await readAsDataUrl(proof[0]);
      dispatch(withdrawActions.confirmSubmitted({ orderNo, outcome, proofImage }));
      return undefined;
    } catch {
      return { proof: t('withdraw.confirm.unreadable') };
    }
  };

  return (
    <Form<ConfirmValues> onSubmit={send} initialValues={{ outcome: initialOutcome }}>
      {({ handleSubmit, values }) => (
        <form className="withdraw-confirm" onSubmit={(e) => void handleSubmit(e)} noValidate>
          <fieldset>
            <legend>{t('withdraw.confirm.title')}</legend>
            {OUTCOMES.map((o) => (
              <label key={o}>
                <FinalField name="outcome" component="input" type="radio" value={o} />{' '}
                {t(`withdraw.confirm.outcomes.${o}`)}
              </label>
            ))}
          </fieldset>
          {values.outcome === 'PARTLY_RECEIVED' ? <ReceivedField order={order} /> : null}
          {values.outcome === 'NOT_RECEIVED' ? <ProofField /> : null}
          <div className="withdraw-confirm-actions">
            <SubmitButton
              className="payment-submit"
              sending={sending}
              label={t('withdraw.confirm.submit')}
              sendingLabel={t('withdraw.confirm.sending')}
            />
            <button type="button" onClick={onCancel}>
              {t('withdraw.confirm.cancel')}
            </button>
          </div>
        </form>
      )}
    </Form>
  );
}
