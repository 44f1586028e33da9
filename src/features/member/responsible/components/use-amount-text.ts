import { useTranslation } from 'react-i18next';
import type { LimitKind } from '@/api/contract/member-responsible';
import { useAppSelector } from '@/core/hooks';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import { formatMoney } from '@/lib/format';

/** How a limit's amounts read: money (two decimals, separators) or minutes for a session. */
export function useAmountText(kind: LimitKind) {
  const { t } = useTranslation();
  const symbol = useAppSelector(selectMoneySymbol);
  return (n: number) =>
    kind === 'SESSION' ? t('responsible.minutes', { count: n }) : formatMoney(n, symbol);
}
