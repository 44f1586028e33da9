import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { WalletErrorCodes } from '@/api/contract/constants';
import type { DepositChannel } from '@/api/contract/wallet';
import { ClearOnEdit, SubmitButton } from '@/components/FormParts';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { checkAmount } from '@/features/wallet/amount';
import { FailureNotice } from '@/features/wallet/components/FailureNotice';
import { PaymentField } from '@/features/wallet/components/PaymentField';
import { amountValidator, useAmountMessage, useMoney } from '@/features/wallet/use-money';
import { selectDepositSubmit } from '../selectors';
import { depositActions } from '../slice';

/** Server answers about the amount, shown at the amount field with the channel's limit. */
const AMOUNT_CODES: Record<string, 'belowMin' | 'aboveMax'> = {
  [WalletErrorCodes.belowMinimum]: 'belowMin',
  [WalletErrorCodes.aboveMaximum]: 'aboveMax',
};

interface DepositValues {
  amount?: string;
}

/**
 * The amount (presets as buttons, the field checked against the channel's limits, the text kept
 * when it is wrong) and the request; one request at a time.
 */
export function DepositForm({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const submit = useAppSelector(selectDepositSubmit);
  const money = useMoney();
  const amountMessage = useAmountMessage('deposit');
  const limits = { min: channel.minAmount, max: channel.maxAmount };
  const sending = submit.status === 'sending';

  const send = ({ amount = '' }: DepositValues) => {
    const checked = checkAmount(amount, limits);
    if (sending || !checked.ok) return;
    dispatch(depositActions.submitted({ channelId: channel.channelId, amount: checked.amount }));
  };

  const failure = submit.status === 'failed' ? submit.failure : null;
  const amountCode = failure ? AMOUNT_CODES[failure.code] : undefined;
  const serverAmountError = amountCode
    ? amountMessage({
        error: amountCode,
        limit: amountCode === 'belowMin' ? limits.min : limits.max,
      })
    : undefined;

  return (
    <Form<DepositValues> onSubmit={send}>
      {({ handleSubmit, form, values }) => (
        <form className="deposit-form" onSubmit={handleSubmit} noValidate>
          <ClearOnEdit
            onEdit={() => {
              if (submit.status !== 'idle' && !sending) dispatch(depositActions.submitCleared());
            }}
          />
          {channel.presets.length > 0 ? (
            <div role="group" aria-label={t('deposit.amount.presets')} className="deposit-presets">
              {channel.presets.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  aria-pressed={values.amount === String(preset)}
                  onClick={() => form.change('amount', String(preset))}
                >
                  {money(preset)}
                </button>
              ))}
            </div>
          ) : null}
          <PaymentField
            name="amount"
            label={t('deposit.amount.label')}
            inputMode="decimal"
            validate={amountValidator((text) => checkAmount(text, limits), amountMessage)}
            hint={t('deposit.amount.hint', { min: money(limits.min), max: money(limits.max) })}
            externalError={serverAmountError}
          />
          {failure && !amountCode ? (
            <FailureNotice
              failure={failure}
              ns="deposit"
              lead={t('deposit.notSent')}
              reason={
                failure.code === WalletErrorCodes.channelClosed
                  ? t('deposit.channelClosed')
                  : undefined
              }
            />
          ) : null}
          <SubmitButton
            className="payment-submit"
            sending={sending}
            label={t('deposit.submit')}
            sendingLabel={t('deposit.sending')}
          />
        </form>
      )}
    </Form>
  );
}
