import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/core/hooks';
import { formatMoney } from '@/lib/format';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import type { AmountProblem, AvailableProblem } from './amount';

/** Money as the member centre shows it: 2 decimals, thousands separators, the session's symbol. */
export function useMoney() {
  const symbol = useAppSelector(selectMoneySymbol);
  return (amount: number) => formatMoney(amount, symbol);
}

/** The problems each money page's `amount` texts tell: a transfer is bounded only by its wallet. */
interface AmountProblemsOf {
  deposit: AmountProblem;
  withdraw: AmountProblem;
  transfer: AvailableProblem;
}

type AmountTextKey =
  | `${'deposit' | 'withdraw'}.amount.${AmountProblem['error']}`
  | `transfer.amount.${AvailableProblem['error']}`;

/** The message of an amount problem from the page's `amount` texts, the limit in money. */
export function useAmountMessage<N extends keyof AmountProblemsOf>(ns: N) {
  const { t } = useTranslation();
  const money = useMoney();
  return (problem: AmountProblemsOf[N]) =>
    t(`${ns}.amount.${problem.error}` as AmountTextKey, {
      limit: 'limit' in problem ? money(problem.limit) : '',
    });
}

/** A react-final-form validator of an amount field: the message of what `check` finds wrong. */
export function amountValidator<P>(
  check: (text: string) => { ok: true } | ({ ok: false } & P),
  message: (problem: P) => string,
) {
  return (value: unknown) => {
    const checked = check(typeof value === 'string' ? value : '');
    return checked.ok ? undefined : message(checked as { ok: false } & P);
  };
}
