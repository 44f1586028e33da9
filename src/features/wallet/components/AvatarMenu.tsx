import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/core/hooks';
import { selectMember } from '@/core/session/selectors';
import { selectAvatarUrl } from '../selectors';

// The entries are only needed once the menu opens.
const AvatarMenuList = lazy(() => import('./AvatarMenuList'));

/**
 * The avatar and its drop-down (spec 1 §2.4, spec 2 §2), as a menu button: Enter, Space or a click
 * open it on the first entry, ArrowUp on the last; Escape closes it and returns the focus; a click
 * outside closes it.
 */
export function AvatarMenu() {
  const { t } = useTranslation();
  const member = useAppSelector(selectMember);
  const avatarUrl = useAppSelector(selectAvatarUrl);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const name = member?.nickname || member?.account || '';

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  return (
    <div className="avatar-menu" ref={container}>
      <button
        ref={button}
        type="button"
        className="avatar-button"
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        aria-label={t('header.menu.button')}
        onClick={() => setOpen(open ? false : 'first')}
        onKeyDown={onButtonKey}
      >
        {avatarUrl ? (
          <img className="avatar" src={avatarUrl} alt="" width="32" height="32" />
        ) : (
          <span className="avatar avatar-initial" aria-hidden="true">
            {name.slice(0, 1).toUpperCase() || '?'}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AvatarMenuList
            id={menuId}
            label={t('header.menu.button')}
            focusOn={open}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
