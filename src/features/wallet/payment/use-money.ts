import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/core/hooks';
import { formatMoney } from '@/lib/format';
import { selectMoneySymbol } from '../selectors';
import type { AmountProblem } from './amount';

/** Money as the member centre shows it: 2 decimals, thousands separators, the session's symbol. */
export function useMoney() {
  const symbol = useAppSelector(selectMoneySymbol);
  return (amount: number) => formatMoney(amount, symbol);
}

/** The message of an amount problem from the page's `amount` texts, the limit in money. */
export function useAmountMessage(ns: 'deposit' | 'withdraw') {
  const { t } = useTranslation();
  const money = useMoney();
  return (problem: AmountProblem) =>
    t(`${ns}.amount.${problem.error}`, {
      limit: 'limit' in problem ? money(problem.limit) : '',
    });
}
