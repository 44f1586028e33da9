import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import type { TransferAmountError } from './amount';

/** An amount error in the member's language. */
export function useAmountErrorText(symbol: string) {
  const { t } = useTranslation();
  return (error: TransferAmountError, available: number | null) =>
    error === 'aboveAvailable'
      ? t('transfer.amountError.aboveAvailable', { available: formatMoney(available ?? 0, symbol) })
      : t(`transfer.amountError.${error}`);
}
