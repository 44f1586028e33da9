import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAvailable } from '@/features/wallet/amount';
import type { InputFieldProps } from '@/features/wallet/components/InputField';
import { useAmountMessage } from '@/features/wallet/use-money';

/**
 * A transfer form's amount: the field's props (what was typed stays; typing clears the message)
 * and `check`, which says what is wrong against what the source wallet holds and returns the
 * amount, or null when it is wrong.
 */
export function useAmountField() {
  const { t } = useTranslation();
  const amountMessage = useAmountMessage('transfer');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const field: InputFieldProps = {
    label: t('transfer.amount.label'),
    inputMode: 'decimal',
    value,
    error,
    onChange: (text) => {
      setValue(text);
      setError(undefined);
    },
  };
  const check = (available: number | null) => {
    const checked = checkAvailable(value, available);
    setError(checked.ok ? undefined : amountMessage(checked));
    return checked.ok ? checked.amount : null;
  };
  return { field, check };
}
