import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { formatMoney } from '@/lib/format';
import { selectMoneySymbol } from '../../selectors';
import { InputField } from '@/features/wallet/components/InputField';
import { SubmitOutcome } from './Outcome';
import { selectTransfer, selectUplineAccount } from '../selectors';
import { transferActions } from '../slice';
import { useAmountField } from '../use-amount-field';
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
  const amount = useAmountField();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const id = useId();

  if (!upline) return <p>{t('transfer.upline.notAllowed')}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (outcome.status === 'pending') return;
    const checked = amount.check(main);
    setPasswordError(password ? undefined : t('transfer.upline.passwordEmpty'));
    if (checked === null || !password) return;
    dispatch(transferActions.uplineRequested({ amount: checked, password }));
  };

  return (
    <form className="transfer-form" onSubmit={submit} noValidate aria-labelledby={`${id}-to`}>
      <p id={`${id}-to`}>{t('transfer.upline.to', { account: upline })}</p>
      {main !== null ? (
        <p>{t('transfer.upline.available', { amount: formatMoney(main, symbol) })}</p>
      ) : null}
      <InputField {...amount.field} />
      <InputField
        label={t('transfer.upline.password')}
        type="password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setPasswordError(undefined);
        }}
        error={passwordError}
      />
      <SubmitOutcome
        outcome={outcome}
        label={t('transfer.upline.submit')}
        done={
          outcome.amount === null
            ? null
            : t('transfer.upline.done', {
                amount: formatMoney(outcome.amount, symbol),
                account: upline,
              })
        }
      />
    </form>
  );
}
