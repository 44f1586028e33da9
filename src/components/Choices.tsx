import { useId } from 'react';
import './choices.css';

interface Props<T extends string> {
  label: string;
  options: readonly T[];
  /** The chosen option (pressed); null: none. */
  value: T | null;
  text: (option: T) => string;
  onChoose: (option: T) => void;
}

/**
 * A labelled group of toggle buttons, the chosen one pressed: the date range presets and the
 * periods of the record and report pages (spec 2 §9).
 */
export function Choices<T extends string>({ label, options, value, text, onChoose }: Props<T>) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="choices">
      <span id={id} className="choices__label">
        {label}
      </span>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChoose(option)}
        >
          {text(option)}
        </button>
      ))}
    </div>
  );
}
