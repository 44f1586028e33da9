import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The mode switcher hides this long after it loses focus (spec 1 §2.8, §9). */
export const SWITCHER_HIDE_MS = 200;

export type PopupMode = 'login' | 'register';

/**
 * Switches the popup between log in and register: a button that shows the two choices; they hide
 * 200 ms after focus leaves the switcher (time for a click on a choice to land), or on a choice.
 */
export function ModeSwitcher({
  mode,
  onChange,
}: {
  mode: PopupMode;
  onChange: (mode: PopupMode) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = (next: PopupMode) => {
    clearTimeout(timer.current);
    setOpen(false);
    if (next !== mode) onChange(next);
  };

  return (
    <div
      className="auth-mode"
      onFocus={() => clearTimeout(timer.current)}
      onBlur={() => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setOpen(false), SWITCHER_HIDE_MS);
      }}
    >
      <button
        type="button"
        className="auth-mode-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('auth.mode.switch')}
      </button>
      <ul id={menuId} className="auth-mode-menu" hidden={!open}>
        {(['login', 'register'] as const).map((m) => (
          <li key={m}>
            <button
              type="button"
              aria-current={m === mode ? 'true' : undefined}
              onClick={() => choose(m)}
            >
              {m === 'login' ? t('auth.mode.login') : t('auth.mode.register')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
