import { useId, type InputHTMLAttributes } from 'react';
import { FieldFrame } from '@/components/Field';

/** A labelled input or textarea of the point mall's forms, its error tied to it. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  multiline = false,
  ...rest
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  hint?: string;
  multiline?: boolean;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'required'
>) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': rest.required || undefined,
  };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={rest.type ?? 'text'}
          inputMode={rest.inputMode}
          autoComplete={rest.autoComplete}
          maxLength={rest.maxLength}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldFrame>
  );
}
