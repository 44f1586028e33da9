import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/core/hooks';
import { memberCentreAddress } from '@/core/member-centre-address';
import { asksForDepositLimit, depositLeft } from '@/core/responsible-limits';
import { useMoney } from '@/features/wallet/use-money';
import { Link, useLocation } from 'react-router-dom';
import { selectDeposit } from '../selectors';

/**
 * What the member's deposit limits leave (the tightest of them), before the amount is typed; a
 * new member (no deposit yet, no limit) is asked to set a limit first (issue 30).
 */
export function DepositLimitNote() {
  const { t } = useTranslation();
  const money = useMoney();
  const location = useLocation();
  const { limits } = useAppSelector(selectDeposit);
  if (!limits) return null;
  const left = depositLeft(limits);
  const to = memberCentreAddress(`${location.pathname}${location.search}`, 'responsible');
  if (asksForDepositLimit(limits))
    return (
      <div className="deposit-limit-note" role="note">
        <p>{t('deposit.limit.prompt')}</p>
        <Link to={to}>{t('deposit.limit.set')}</Link>
      </div>
    );
  if (!left) return null;
  return (
    <p className="deposit-limit-note" role="note">
      {t('deposit.limit.left', {
        amount: money(left.remaining),
        period: t(`deposit.limit.period.${left.period}`),
      })}
    </p>
  );
}
