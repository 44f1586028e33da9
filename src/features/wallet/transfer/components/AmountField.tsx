import { useTranslation } from 'react-i18next';
import { checkAvailable } from '@/features/wallet/amount';
import { PaymentField } from '@/features/wallet/components/PaymentField';
import { useAmountMessage } from '@/features/wallet/use-money';

/**
 * A transfer form's amount: what was typed stays; it is checked against what the source wallet
 * holds (`availableOf` the form's values; null while unknown: the server checks it).
 */
export function AmountField<V>({ availableOf }: { availableOf: (values: V) => number | null }) {
  const { t } = useTranslation();
  const amountMessage = useAmountMessage('transfer');
  return (
    <PaymentField
      name="amount"
      label={t('transfer.amount.label')}
      inputMode="decimal"
      validate={(value, all) => {
        const checked = checkAvailable(
          typeof value === 'string' ? value : '',
          availableOf(all as V),
        );
        return checked.ok ? undefined : amountMessage(checked);
      }}
    />
  );
}
