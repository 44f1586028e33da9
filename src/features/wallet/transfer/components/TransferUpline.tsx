import { useId } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { formatMoney } from '@/lib/format';
import { selectMoneySymbol } from '../../selectors';
import { checkAvailable } from '@/features/wallet/amount';
import { PaymentField } from '@/features/wallet/components/PaymentField';
import { AmountField } from './AmountField';
import { SubmitOutcome } from './Outcome';
import { selectTransfer, selectUplineAccount } from '../selectors';
import { transferActions } from '../slice';
import '../transfer.css';

interface UplineValues {
  amount?: string;
  password?: string;
}

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
  const id = useId();

  if (!upline) return <p>{t('transfer.upline.notAllowed')}</p>;

  const send = ({ amount = '', password = '' }: UplineValues) => {
    const checked = checkAvailable(amount, main);
    if (outcome.status === 'pending' || !checked.ok) return;
    dispatch(transferActions.uplineRequested({ amount: checked.amount, password }));
  };

  return (
    <Form<UplineValues> onSubmit={send}>
      {({ handleSubmit }) => (
        <form
          className="transfer-form"
          onSubmit={handleSubmit}
          noValidate
          aria-labelledby={`${id}-to`}
        >
          <p id={`${id}-to`}>{t('transfer.upline.to', { account: upline })}</p>
          {main !== null ? (
            <p>{t('transfer.upline.available', { amount: formatMoney(main, symbol) })}</p>
          ) : null}
          <AmountField availableOf={() => main} />
          <PaymentField
            name="password"
            label={t('transfer.upline.password')}
            type="password"
            validate={(value) => (value ? undefined : t('transfer.upline.passwordEmpty'))}
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
      )}
    </Form>
  );
}
