import { useId } from 'react';
import './copy-field.css';

/**
 * A value to share (an invitation link or code): read-only, so it can be selected by hand when
 * the clipboard is refused, with its copy button.
 */
export function CopyField({
  label,
  value,
  copyLabel,
  onCopy,
}: {
  label: string;
  value: string;
  copyLabel: string;
  onCopy: () => void;
}) {
  const id = useId();
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-field-row">
        <input id={id} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" onClick={onCopy}>
          {copyLabel}
        </button>
      </div>
    </div>
  );
}
