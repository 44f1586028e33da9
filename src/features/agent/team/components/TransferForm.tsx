import { useId } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import { formatMoney } from '@/lib/format';
import { parseAmount } from '@/lib/money';
import { requiredValidator, type Translate } from '@/lib/validation';
import { amountError, transferRefusal } from '../rules';
import { selectTeam } from '../selectors';
import { teamActions } from '../slice';

interface TransferValues {
  amount?: string;
  password?: string;
}

/**
 * Money from the agent's main wallet to one downline: an exact amount and the payment password; a
 * wrong password or a short balance is told at its field, what was typed stays.
 */
export function TransferForm({ account }: { account: string }) {
  const { t } = useTranslation();
  const tr = t as unknown as Translate;
  const dispatch = useAppDispatch();
  const symbol = useAppSelector(selectMoneySymbol);
  const { transfer } = useAppSelector(selectTeam);
  const id = useId();
  const refusal = transfer.status === 'failed' ? transferRefusal(transfer.failure, tr) : null;
  const sending = transfer.status === 'sending';
  const passwordRequired = requiredValidator(tr);

  return (
    <section className="team-transfer" aria-labelledby={id}>
      <h5 id={id}>{t('team.transfer.title', { account })}</h5>
      <Form<TransferValues>
        onSubmit={(values) => {
          const parsed = parseAmount(values.amount ?? '');
          if (!parsed.ok) return;
          dispatch(
            teamActions.transferRequested({
              account,
              amount: parsed.amount,
              password: values.password ?? '',
            }),
          );
        }}
      >
        {({ handleSubmit }) => (
          <form className="team-transfer-form" noValidate onSubmit={handleSubmit}>
            <Field
              name="amount"
              label={t('team.transfer.amount')}
              required
              inputMode="decimal"
              autoComplete="off"
              validate={(value) => amountError(value, tr)}
              externalError={refusal?.field === 'amount' ? refusal.text : undefined}
            />
            <Field
              name="password"
              type="password"
              label={t('team.transfer.password')}
              required
              autoComplete="off"
              validate={(value) =>
                passwordRequired(value) ? t('team.transfer.passwordRequired') : undefined
              }
              externalError={refusal?.field === 'password' ? refusal.text : undefined}
            />
            {transfer.status === 'failed' && transfer.failure ? (
              refusal ? (
                <p role="alert" className="team-outcome">
                  {t('team.transfer.failed')}
                </p>
              ) : (
                <PageFailureNotice
                  failure={transfer.failure}
                  lead={t('team.transfer.failed')}
                  busy={t('team.busy')}
                />
              )
            ) : null}
            <p role="status" className="team-outcome">
              {transfer.status === 'done' && transfer.amount !== null
                ? t('team.transfer.done', { amount: formatMoney(transfer.amount, symbol), account })
                : ''}
            </p>
            <div className="team-copy-row">
              <button type="submit" disabled={sending} aria-busy={sending || undefined}>
                {sending ? t('team.transfer.sending') : t('team.transfer.submit')}
              </button>
              <button type="button" onClick={() => dispatch(teamActions.transferClosed())}>
                {t('team.transfer.cancel')}
              </button>
            </div>
          </form>
        )}
      </Form>
    </section>
  );
}
