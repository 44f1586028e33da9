import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { placeholderOf, type Validator } from '@/lib/validation';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  required?: boolean;
  validate?: (value: unknown, all: Record<string, unknown>) => string | undefined;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  hint?: string;
  /** Something beside the input (e.g. the get-code button). */
  addon?: ReactNode;
}

/**
 * A labelled input of a final-form form: the placeholder carries the '＊' mark when required
 * (spec 1 §5), the error shows below once the field was touched or a submit was tried.
 */
export function TextField({ name, label, type = 'text', required = false, validate, autoComplete, inputMode, maxLength, hint, addon }: TextFieldProps) {
  const id = useId();
  return (
    <Field<string> name={name} validate={validate as ((value: string, all: object) => string | undefined) | undefined}>
      {({ input, meta }) => {
        const error = (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : null;
        const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
        return (
          <div className="account-field">
            <label htmlFor={id}>{label}</label>
            <div className="account-field-row">
              <input
                {...input}
                id={id}
                type={type}
                placeholder={placeholderOf(label, required)}
                autoComplete={autoComplete}
                inputMode={inputMode}
                maxLength={maxLength}
                aria-invalid={error ? true : undefined}
                aria-required={required || undefined}
                aria-describedby={describedBy}
              />
              {addon}
            </div>
            {hint ? (
              <p id={`${id}-hint`} className="account-field-hint">
                {hint}
              </p>
            ) : null}
            {error ? (
              <p id={`${id}-error`} className="account-field-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}

/** Adapts a single-value validator to final-form's (value, allValues) signature. */
export const only =
  (validator: Validator) =>
  (value: unknown): string | undefined =>
    validator(value);
