import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { formatMoney } from '@/lib/format';
import { selectMoneySymbol } from '../../selectors';
import { checkTransferAmount } from '../amount';
import { AmountInput } from './AmountInput';
import { FailureText, FieldError } from './Outcome';
import { selectTransfer, selectUplineAccount } from '../selectors';
import { transferActions } from '../slice';
import { useAmountErrorText } from '../use-amount-error';
import '../transfer.css';

/**
 * Transfer to the upline (member centre transferUpline, spec 2 §2/§6): only where the member info
 * allows it (`toUpline`); main-wallet money to the upline's account with the payment password.
 * The state as the store holds it (TransferUplinePage asks for the balance; the stories seed it).
 */
export function TransferUpline() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const upline = useAppSelector(selectUplineAccount);
  const { main, upline: outcome } = useAppSelector(selectTransfer);
  const symbol = useAppSelector(selectMoneySymbol);
  const errorText = useAmountErrorText(symbol);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const id = useId();

  if (!upline) return <p>{t('transfer.upline.notAllowed')}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (outcome.status === 'pending') return;
    const checked = checkTransferAmount(amount, main);
    setAmountError(checked.ok ? null : errorText(checked.error, main));
    setPasswordError(password ? null : t('transfer.upline.passwordEmpty'));
    if (!checked.ok || !password) return;
    dispatch(transferActions.uplineRequested({ amount: checked.amount, password }));
  };

  return (
    <form className="transfer-form" onSubmit={submit} noValidate aria-labelledby={`${id}-to`}>
      <p id={`${id}-to`}>{t('transfer.upline.to', { account: upline })}</p>
      {main !== null ? (
        <p>{t('transfer.upline.available', { amount: formatMoney(main, symbol) })}</p>
      ) : null}
      <AmountInput
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setAmountError(null);
        }}
        error={amountError}
      />
      <div className="transfer-field">
        <label htmlFor={`${id}-password`}>{t('transfer.upline.password')}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="off"
          value={password}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? `${id}-password-error` : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError(null);
          }}
        />
        <FieldError id={`${id}-password-error`} text={passwordError} />
      </div>
      <button type="submit" className="primary" aria-disabled={outcome.status === 'pending'}>
        {outcome.status === 'pending' ? t('transfer.working') : t('transfer.upline.submit')}
      </button>
      {outcome.status === 'done' && outcome.amount !== null ? (
        <p role="status">
          {t('transfer.upline.done', {
            amount: formatMoney(outcome.amount, symbol),
            account: upline,
          })}
        </p>
      ) : null}
      {outcome.status === 'failed' && outcome.failure ? (
        <p role="alert">
          <FailureText failure={outcome.failure} message={outcome.message} />
        </p>
      ) : null}
    </form>
  );
}
