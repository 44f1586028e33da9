import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { WalletErrorCodes } from '@/api/contract/constants';
import type { WithdrawInfoValue } from '@/api/contract/wallet';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { withMemberCentrePage } from '@/core/member-centre';
import { InputField } from '@/features/wallet/components/InputField';
import { checkAmount, type AmountProblem } from '@/features/wallet/amount';
import { FailureNotice } from '@/features/wallet/components/FailureNotice';
import { useAmountMessage, useMoney } from '@/features/wallet/use-money';
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

/** A form's outcome the member sees at one place: a field, or the notice under the form. */
type Where = 'amount' | 'password' | 'notice';

/**
 * The withdrawal request (spec 2 §2, §4): the member's account, the amount within the limits and
 * the withdrawable amount, the payment password. Without an account: how to add one; without a
 * payment password: where to set it. What the member typed stays when it is wrong.
 */
export function WithdrawForm({ info }: { info: WithdrawInfoValue }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const submit = useAppSelector(selectWithdrawSubmit);
  const money = useMoney();
  const amountMessage = useAmountMessage('withdraw');
  const [accountId, setAccountId] = useState(info.accounts[0]?.accountId ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'password', string>>>({});
  const accountFieldId = useId();
  const limits = { min: info.minAmount, max: info.maxAmount, available: info.withdrawable };

  if (info.accounts.length === 0)
    return (
      <div className="page-failure">
        <p>{t('withdraw.noAccounts')}</p>
        <SecurityCentreLink />
      </div>
    );
  if (!info.hasPaymentPassword)
    return (
      <div className="page-failure">
        <p>{t('withdraw.noPassword')}</p>
        <SecurityCentreLink />
      </div>
    );

  const edited = (field: 'amount' | 'password') => {
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (submit.status === 'failed' || submit.status === 'done')
      dispatch(withdrawActions.submitCleared());
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (submit.status === 'sending') return;
    const checked = checkAmount(amount, limits);
    const next = {
      amount: checked.ok ? undefined : amountMessage(checked),
      password: password ? undefined : t('withdraw.password.empty'),
    };
    setErrors(next);
    if (!checked.ok || next.password) return;
    dispatch(withdrawActions.submitted({ accountId, amount: checked.amount, password }));
  };

  // What the server refused, at the field it is about.
  const failure = submit.status === 'failed' ? submit.failure : null;
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
  const [where, reason] = (failure && serverProblem[failure.code]) || ['notice', undefined];
  const sending = submit.status === 'sending';

  return (
    <form className="withdraw-form" onSubmit={send} noValidate>
      <div className="field">
        <label htmlFor={accountFieldId}>{t('withdraw.account')}</label>
        <select
          id={accountFieldId}
          value={accountId}
          onChange={(e) => {
            setAccountId(e.target.value);
            edited('amount');
          }}
        >
          {info.accounts.map((a) => (
            <option key={a.accountId} value={a.accountId}>
              {`${a.bankName} ${a.accountNo} (${a.accountName}) · ${t(`withdraw.kinds.${a.kind}`)}`}
            </option>
          ))}
        </select>
      </div>
      <InputField
        label={t('withdraw.amount.label')}
        inputMode="decimal"
        value={amount}
        onChange={(text) => {
          setAmount(text);
          edited('amount');
        }}
        hint={`${t('withdraw.amount.hint', { min: money(limits.min), max: money(limits.max) })} · ${t('withdraw.withdrawable', { amount: money(info.withdrawable) })}`}
        error={errors.amount ?? (where === 'amount' ? reason : undefined)}
      />
      <InputField
        label={t('withdraw.password.label')}
        type="password"
        value={password}
        onChange={(text) => {
          setPassword(text);
          edited('password');
        }}
        error={errors.password ?? (where === 'password' ? reason : undefined)}
      />
      {failure && where === 'notice' ? (
        <FailureNotice
          failure={failure}
          ns="withdraw"
          lead={t('withdraw.notSent')}
          reason={reason}
        />
      ) : null}
      <p className="payment-note">{t('withdraw.confirmRule', { minutes: info.confirmMinutes })}</p>
      <button type="submit" className="payment-submit" aria-disabled={sending || undefined}>
        {sending ? t('withdraw.sending') : t('withdraw.submit')}
      </button>
    </form>
  );
}
