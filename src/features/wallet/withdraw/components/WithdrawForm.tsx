import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { WalletErrorCodes } from '@/api/contract/constants';
import type { WithdrawInfoValue } from '@/api/contract/wallet';
import { SelectField } from '@/components/Field';
import { ClearOnEdit, SubmitButton } from '@/components/FormParts';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { withMemberCentrePage } from '@/core/member-centre';
import { checkAmount, type AmountLimits, type AmountProblem } from '@/features/wallet/amount';
import type { Failure } from '@/features/wallet/failure';
import { FailureNotice } from '@/features/wallet/components/FailureNotice';
import { PaymentField } from '@/features/wallet/components/PaymentField';
import { amountValidator, useAmountMessage, useMoney } from '@/features/wallet/use-money';
import { selectWithdrawSubmit } from '../selectors';
import { withdrawActions } from '../slice';

/** The security centre of the member centre (issue 15 builds it): accounts, payment password. */
function SecurityCentreLink() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <Link to={{ search: withMemberCentrePage(search, 'securityCenter') }}>
      {t('withdraw.toSecurityCentre')}
    </Link>
  );
}

/** Why the member cannot withdraw yet, and where to fix it. */
function NotReady({ text }: { text: string }) {
  return (
    <div className="page-failure">
      <p>{text}</p>
      <SecurityCentreLink />
    </div>
  );
}

/** A form's outcome the member sees at one place: a field, or the notice under the form. */
type Where = 'amount' | 'password' | 'notice';

/** What the server refused, at the field it is about (else the notice, with its reason if known). */
function useRefusal(failure: Failure | null, limits: AmountLimits): [Where, string | undefined] {
  const { t } = useTranslation();
  const amountMessage = useAmountMessage('withdraw');
  if (!failure) return ['notice', undefined];
  const serverProblem: Record<string, [Where, string]> = {
    [WalletErrorCodes.wrongPassword]: ['password', t('withdraw.password.wrong')],
    [WalletErrorCodes.passwordNotSet]: ['notice', t('withdraw.noPassword')],
    [WalletErrorCodes.insufficientBalance]: ['amount', t('withdraw.insufficient')],
    [WalletErrorCodes.belowMinimum]: [
      'amount',
      amountMessage({ error: 'belowMin', limit: limits.min } satisfies AmountProblem),
    ],
    [WalletErrorCodes.aboveMaximum]: [
      'amount',
      amountMessage({ error: 'aboveMax', limit: limits.max } satisfies AmountProblem),
    ],
  };
  return serverProblem[failure.code] ?? ['notice', undefined];
}

interface WithdrawValues {
  accountId: string;
  amount?: string;
  password?: string;
}

/**
 * The withdrawal request (spec 2 §2, §4): the member's account, the amount within the limits and
 * the withdrawable amount, the payment password. Without an account: how to add one; without a
 * payment password: where to set it. What the member typed stays when it is wrong.
 */
export function WithdrawForm({ info }: { info: WithdrawInfoValue }) {
  const { t } = useTranslation();
  if (info.accounts.length === 0) return <NotReady text={t('withdraw.noAccounts')} />;
  if (!info.hasPaymentPassword) return <NotReady text={t('withdraw.noPassword')} />;
  return <WithdrawRequest info={info} />;
}

function WithdrawRequest({ info }: { info: WithdrawInfoValue }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const submit = useAppSelector(selectWithdrawSubmit);
  const money = useMoney();
  const amountMessage = useAmountMessage('withdraw');
  const limits = { min: info.minAmount, max: info.maxAmount, available: info.withdrawable };
  const failure = submit.status === 'failed' ? submit.failure : null;
  const [where, reason] = useRefusal(failure, limits);
  const sending = submit.status === 'sending';

  const send = (values: WithdrawValues) => {
    const checked = checkAmount(values.amount ?? '', limits);
    if (sending || !checked.ok) return;
    const { accountId, password = '' } = values;
    dispatch(withdrawActions.submitted({ accountId, amount: checked.amount, password }));
  };

  return (
    <Form<WithdrawValues>
      onSubmit={send}
      initialValues={{ accountId: info.accounts[0]?.accountId ?? '' }}
    >
      {({ handleSubmit }) => (
        <form className="withdraw-form" onSubmit={handleSubmit} noValidate>
          <ClearOnEdit
            onEdit={() => {
              if (submit.status === 'failed' || submit.status === 'done')
                dispatch(withdrawActions.submitCleared());
            }}
          />
          <SelectField
            name="accountId"
            label={t('withdraw.account')}
            options={info.accounts.map((a) => ({
              value: a.accountId,
              label: `${a.bankName} ${a.accountNo} (${a.accountName}) · ${t(`withdraw.kinds.${a.kind}`)}`,
            }))}
          />
          <PaymentField
            name="amount"
            label={t('withdraw.amount.label')}
            inputMode="decimal"
            validate={amountValidator((text) => checkAmount(text, limits), amountMessage)}
            hint={`${t('withdraw.amount.hint', { min: money(limits.min), max: money(limits.max) })} · ${t('withdraw.withdrawable', { amount: money(info.withdrawable) })}`}
            externalError={where === 'amount' ? reason : undefined}
          />
          <PaymentField
            name="password"
            label={t('withdraw.password.label')}
            type="password"
            validate={(value) => (value ? undefined : t('withdraw.password.empty'))}
            externalError={where === 'password' ? reason : undefined}
          />
          {failure && where === 'notice' ? (
            <FailureNotice
              failure={failure}
              ns="withdraw"
              lead={t('withdraw.notSent')}
              reason={reason}
            />
          ) : null}
          <p className="payment-note">
            {t('withdraw.confirmRule', { minutes: info.confirmMinutes })}
          </p>
          <SubmitButton
            className="payment-submit"
            sending={sending}
            label={t('withdraw.submit')}
            sendingLabel={t('withdraw.sending')}
          />
        </form>
      )}
    </Form>
  );
}
