import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Country } from '@/api/contract/system';

/** The list closes this long after the picker loses focus (spec 1 §9). */
export const COUNTRY_BLUR_CLOSE_MS = 200;

export interface CountryCodePickerProps {
  label: string;
  /** Dialing code without '+', e.g. '63'. */
  value: string;
  options: readonly Country[];
  onChange: (dialingCode: string) => void;
  onBlur?: () => void;
}

/**
 * Country dialing-code picker (spec 1 §2.10): a select-only combobox whose list opens on focus
 * and closes 200 ms after blur or on selection. Keyboard: arrows, Home/End, Enter or Space to
 * choose, Escape to close.
 */
export function CountryCodePicker({
  label,
  value,
  options,
  onChange,
  onBlur,
}: CountryCodePickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const labelId = `${id}-label`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const selectedIndex = Math.max(
    0,
    options.findIndex((o) => o.countryDialingCode === value),
  );
  const current = options.find((o) => o.countryDialingCode === value);

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clearTimer, []);

  const show = () => {
    clearTimer();
    setActive(selectedIndex);
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option) onChange(option.countryDialingCode);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = options.length - 1;
    const move = (to: number) => {
      event.preventDefault();
      if (!open) show();
      setActive(Math.min(last, Math.max(0, to)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(open ? active + 1 : selectedIndex);
      case 'ArrowUp':
        return move(open ? active - 1 : selectedIndex);
      case 'Home':
        return move(0);
      case 'End':
        return move(last);
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (open) choose(active);
        else show();
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
        return;
      default:
    }
  };

  return (
    <div className="country-picker">
      <span id={labelId} className="visually-hidden">
        {label}
      </span>
      <div
        role="combobox"
        tabIndex={0}
        className="country-picker-value"
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-controls={listId}
        aria-expanded={open}
        aria-activedescendant={open && options[active] ? `${id}-opt-${active}` : undefined}
        onFocus={show}
        onClick={() => (open ? undefined : show())}
        onBlur={() => {
          clearTimer();
          timer.current = setTimeout(() => setOpen(false), COUNTRY_BLUR_CLOSE_MS);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      >
        {value ? `+${value}` : '+'}
        {current ? <span className="country-picker-code"> {current.countryCode}</span> : null}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        className="country-picker-list"
        // Not a Tab stop of its own (Chromium makes a scrolling list one): the combobox moves
        // through the options, and Tab goes on to the next field.
        tabIndex={-1}
        hidden={!open}
      >
        {options.map((option, index) => (
          <li
            key={`${option.countryCode}-${option.countryDialingCode}`}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={option.countryDialingCode === value}
            className={index === active ? 'active' : undefined}
            // Keep the focus on the combobox: a click chooses without blurring it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            +{option.countryDialingCode} {option.countryCode}
          </li>
        ))}
      </ul>
    </div>
  );
}
