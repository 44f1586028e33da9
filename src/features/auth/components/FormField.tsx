import { useId, type InputHTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import type { Validator } from '@/lib/validation';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'onFocus'>;

interface FormFieldProps extends InputProps {
  name: string;
  label: string;
  validate?: Validator;
}

/**
 * A labelled text input of a react-final-form form; its error shows below it once the field was
 * visited or a submit was tried (spec 1 §8 "field errors appear below fields").
 */
export function FormField({ name, label, validate, type = 'text', ...rest }: FormFieldProps) {
  const id = useId();
  const { input, meta } = useField<string>(name, { validate });
  const error = (meta.touched || meta.submitFailed) && meta.error ? String(meta.error) : null;
  const errorId = `${id}-error`;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...rest}
        {...input}
        id={id}
        type={type}
        value={input.value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="auth-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The remember-me checkbox (both tabs). */
export function RememberField({ label }: { label: string }) {
  const {
    input: { value: _value, ...input },
  } = useField<boolean>('remember', { type: 'checkbox' });
  return (
    <label className="auth-check">
      <input {...input} type="checkbox" />
      {label}
    </label>
  );
}
