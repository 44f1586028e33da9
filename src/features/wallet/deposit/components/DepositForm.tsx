import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WalletErrorCodes } from '@/api/contract/constants';
import type { DepositChannel } from '@/api/contract/wallet';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { InputField } from '@/features/wallet/components/InputField';
import { checkAmount } from '@/features/wallet/amount';
import { FailureNotice } from '@/features/wallet/components/FailureNotice';
import { useAmountMessage, useMoney } from '@/features/wallet/use-money';
import { selectDepositSubmit } from '../selectors';
import { depositActions } from '../slice';

/** Server answers about the amount, shown at the amount field with the channel's limit. */
const AMOUNT_CODES: Record<string, 'belowMin' | 'aboveMax'> = {
  [WalletErrorCodes.belowMinimum]: 'belowMin',
  [WalletErrorCodes.aboveMaximum]: 'aboveMax',
};

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
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const limits = { min: channel.minAmount, max: channel.maxAmount };

  const change = (value: string) => {
    setText(value);
    setError(undefined);
    if (submit.status !== 'idle' && submit.status !== 'sending')
      dispatch(depositActions.submitCleared());
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (submit.status === 'sending') return;
    const checked = checkAmount(text, limits);
    if (!checked.ok) {
      setError(amountMessage(checked));
      return;
    }
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
  const sending = submit.status === 'sending';

  return (
    <form className="deposit-form" onSubmit={send} noValidate>
      {channel.presets.length > 0 ? (
        <div role="group" aria-label={t('deposit.amount.presets')} className="deposit-presets">
          {channel.presets.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={text === String(preset)}
              onClick={() => change(String(preset))}
            >
              {money(preset)}
            </button>
          ))}
        </div>
      ) : null}
      <InputField
        label={t('deposit.amount.label')}
        inputMode="decimal"
        value={text}
        onChange={change}
        hint={t('deposit.amount.hint', { min: money(limits.min), max: money(limits.max) })}
        error={error ?? serverAmountError}
      />
      {failure && !amountCode ? (
        <FailureNotice
          failure={failure}
          ns="deposit"
          lead={t('deposit.notSent')}
          reason={
            failure.code === WalletErrorCodes.channelClosed ? t('deposit.channelClosed') : undefined
          }
        />
      ) : null}
      <button type="submit" className="payment-submit" aria-disabled={sending || undefined}>
        {sending ? t('deposit.sending') : t('deposit.submit')}
      </button>
    </form>
  );
}
