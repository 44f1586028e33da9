import { useId, type InputHTMLAttributes } from 'react';
import { describedByOf, FieldFrame } from '@/components/Field';

export interface InputFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'id'
> {
  /** The visible label (the input's accessible name). */
  label: string;
  /** The text as typed (kept as it is when it is wrong). */
  value: string;
  onChange: (text: string) => void;
  /** A line below the input (the limits). */
  hint?: string;
  /** What is wrong with it, in the member's language. */
  error?: string;
}

/**
 * A controlled input of the money forms (amounts, the payment password): its label, its hint and
 * its error tied to it and announced. An amount is text, so that what was typed stays as typed.
 */
export function InputField({
  label,
  value,
  onChange,
  hint,
  error,
  type = 'text',
  ...rest
}: InputFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className="field payment-field">
      <input
        autoComplete="off"
        {...rest}
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
      />
    </FieldFrame>
  );
}
