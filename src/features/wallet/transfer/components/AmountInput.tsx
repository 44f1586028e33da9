import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './Outcome';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** The amount field: what was typed stays, a wrong amount says what is wrong below it. */
export function AmountInput({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="transfer-field">
      <label htmlFor={`${id}-amount`}>{t('transfer.amount')}</label>
      <input
        id={`${id}-amount`}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}
