import { WalletErrorCodes } from '@/api/contract/constants';
import type { PageFailure } from '@/core/page-failure';
import { parseAmount } from '@/lib/money';
import type { Translate } from '@/lib/validation';
import type { Downline } from './slice';

/** The contract rates a downline row carries, in display order. */
export const CONTRACT_RATES = [
  'dividendRate',
  'dailySalaryRate',
  'hourlySalaryRate',
  'realTimeSalaryRate',
] as const;

/** The row's contract summary as text ("Dividend 30%, Daily salary 1.5%"), or null without one. */
export function contractSummary(downline: Downline, t: Translate): string | null {
  const contract = downline.contract;
  if (!contract) return null;
  const parts = CONTRACT_RATES.filter((key) => contract[key] != null).map((key) =>
    t(`team.contractRates.${key}`, { rate: contract[key] }),
  );
  return parts.length ? parts.join(', ') : null;
}

/** Account types that are agents (spec 2 §6: 1, 2, 41, 42; 4 is a trial account). */
export const isAgentType = (isAgent: number) => [1, 2, 41, 42].includes(isAgent);

/** The transfer amount's check: the exact amount's error text, or undefined. */
export const amountError = (text: unknown, t: Translate): string | undefined => {
  const parsed = parseAmount(typeof text === 'string' ? text : '');
  return parsed.ok ? undefined : t(`team.transfer.amountErrors.${parsed.error}`);
};

/** Where a transfer refusal belongs: at the password, at the amount, or below the form. */
export function transferRefusal(
  failure: PageFailure | null,
  t: Translate,
): { field: 'password' | 'amount'; text: string } | null {
  if (failure?.kind !== 'server') return null;
  if (failure.code === WalletErrorCodes.wrongPassword)
    return { field: 'password', text: t('team.transfer.wrongPassword') };
  if (failure.code === WalletErrorCodes.insufficientBalance)
    return { field: 'amount', text: t('team.transfer.insufficient') };
  return null;
}
