import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { useField } from 'react-final-form';
import { placeholderOf } from '@/lib/validation';
import './field.css';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'required' | 'className'
>;

export interface FieldProps extends InputProps {
  name: string;
  /** The visible label (also the input's accessible name). */
  label: string;
  /** final-form validator: the value and all values, the error text or undefined. */
  validate?: (value: unknown, all: Record<string, unknown>) => string | undefined;
  /** The field must be filled: '＊' + label as placeholder (spec 1 §5, over any `placeholder`) and aria-required. */
  required?: boolean;
  /** A line of help below the input. */
  hint?: string;
  /** Something before or after the input on its row (a dialing-code picker, a get-code button). */
  before?: ReactNode;
  after?: ReactNode;
  /** An error from elsewhere (the server's answer), shown until the field changes after a submit. */
  externalError?: string;
  /** What a check made while typing says of the current value (e.g. a taken username), shown while given. */
  notice?: string;
  /** Extra class on the field's box (the feature's own look). */
  className?: string;
  /** Its error shows only after a submit, until the field is changed (not on leaving it). */
  errorsAfterSubmit?: boolean;
}

/**
 * A labelled text input of a react-final-form form, shared by login, registration and the
 * password modals: the label names the input; a required field gets the '＊' placeholder and
 * aria-required; its error shows below, announced (role=alert) and tied to the input
 * (aria-describedby, aria-invalid), once the field was visited or a submit was tried (spec 1 §8).
 * Other input attributes (type, autoComplete, inputMode, maxLength...) pass through.
 */
export function Field({
  name,
  label,
  validate,
  required = false,
  hint,
  before,
  after,
  externalError,
  notice,
  className,
  errorsAfterSubmit,
  type = 'text',
  ...rest
}: FieldProps) {
  const state = useFieldState(name, validate, externalError, errorsAfterSubmit);
  const { id, input } = state;
  const error = state.error ?? notice;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={boxClass(className)}>
      {before}
      <input
        {...rest}
        {...input}
        value={input.value ?? ''}
        id={id}
        type={type}
        placeholder={required ? placeholderOf(label, true) : rest.placeholder}
        aria-required={required || rest['aria-required'] || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
      />
      {after}
    </FieldFrame>
  );
}

type Validate = FieldProps['validate'];

/** What every field of a form shows: its id, the final-form input, and the error to show now. */
function useFieldState(
  name: string,
  validate: Validate,
  externalError: string | undefined,
  afterSubmit = false,
) {
  const id = useId();
  const { input, meta } = useField<string>(name, {
    validate: validate as ((value: string, all: object) => string | undefined) | undefined,
    subscription: {
      value: true,
      error: true,
      touched: true,
      submitFailed: true,
      dirtySinceLastSubmit: true,
      modifiedSinceLastSubmit: true,
    },
  });
  const shown = afterSubmit
    ? meta.submitFailed && !meta.modifiedSinceLastSubmit
    : meta.touched || meta.submitFailed;
  const error =
    (shown && typeof meta.error === 'string' ? meta.error : undefined) ??
    (externalError && !meta.dirtySinceLastSubmit ? externalError : undefined);
  return { id, input, error };
}

const boxClass = (className?: string) => (className ? `field ${className}` : 'field');

/** What the text area and the select take beside their own attributes (as Field). */
interface OwnFieldProps {
  name: string;
  label: string;
  validate?: Validate;
  /** A line of help below, or one made of the value (a character count). */
  hint?: string | ((value: string) => string);
  externalError?: string;
  className?: string;
  errorsAfterSubmit?: boolean;
}

/**
 * A labelled text area of a react-final-form form, as Field: its hint (or a count made of the
 * value) and its error tied to it and announced once visited or after a submit.
 */
export function TextAreaField({
  name,
  label,
  validate,
  hint,
  externalError,
  className,
  errorsAfterSubmit,
  ...rest
}: OwnFieldProps &
  Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'className'
  >) {
  const { id, input, error } = useFieldState(name, validate, externalError, errorsAfterSubmit);
  const value = input.value ?? '';
  const shownHint = typeof hint === 'function' ? hint(value) : hint;
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={shownHint}
      error={error}
      className={boxClass(className)}
    >
      <textarea
        {...rest}
        {...input}
        value={value}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, shownHint, error)}
      />
    </FieldFrame>
  );
}

/** A labelled select of a react-final-form form: its options as value and text. */
export function SelectField({
  name,
  label,
  options,
  validate,
  hint,
  externalError,
  className,
}: OwnFieldProps & { options: readonly { value: string; label: string }[]; hint?: string }) {
  const { id, input, error } = useFieldState(name, validate, externalError);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={boxClass(className)}>
      <select
        {...input}
        value={input.value ?? ''}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** The ids an input's aria-describedby names: its hint and its error, when shown. */
export const describedByOf = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/**
 * The box of a labelled input (shared by Field and the money forms' controlled inputs): the label
 * for `id`, the input row, the hint and the error below it (announced), ids as describedByOf names.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className = 'field',
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <div className="field-row">{children}</div>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A field's error under it, announced (role=alert); nothing without one. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}
