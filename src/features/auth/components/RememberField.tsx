import { useField } from 'react-final-form';

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
