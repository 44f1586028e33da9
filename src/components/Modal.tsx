import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { FOCUSABLE, keepTabInside } from './focus-trap';

export interface ModalProps {
  /** Accessible name; shown as the heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Show the close button (default true); `white` for the login, register and forgot modals. */
  closeButton?: boolean | 'white';
  /** Dim the page behind (default true); the notice modal has none. */
  backdrop?: boolean;
  /** Clicking outside closes (default true). */
  closeOnBackdrop?: boolean;
  className?: string;
}

let openCount = 0;
let savedScroll = 0;

/** Locks page scroll while any modal is open and restores the position when the last one closes. */
function lockScroll() {
  if (openCount === 0) {
    savedScroll = window.scrollY;
    document.body.style.position = 'fixed';
    document.body.style.top = `-${savedScroll}px`;
    document.body.style.width = '100%';
    document.body.dataset.modalOpen = 'true';
  }
  openCount += 1;
}

function unlockScroll() {
  openCount = Math.max(0, openCount - 1);
  if (openCount === 0) {
    document.body.style.position = '';
    document.body.style.top = '';
    document.body.style.width = '';
    delete document.body.dataset.modalOpen;
    window.scrollTo(0, savedScroll);
  }
}

/**
 * The generic modal (spec 1 §2.7): optional title and close button, Escape and a click outside
 * close it, page scroll is locked and restored, focus is trapped inside and returned to the opener.
 */
export function Modal({
  title,
  hideTitle = false,
  onClose,
  children,
  closeButton = true,
  backdrop = true,
  closeOnBackdrop = true,
  className,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockScroll();
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>('[autofocus], ' + FOCUSABLE);
    (first ?? node)?.focus();
    return () => {
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close.current();
      return;
    }
    if (panel.current) keepTabInside(panel.current, event);
  };

  return createPortal(
    <div
      className={`modal-layer${backdrop ? ' modal-backdrop' : ''}`}
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) close.current();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`modal-panel${className ? ` ${className}` : ''}`}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal-title'}>
          {title}
        </h2>
        {closeButton ? (
          <button
            type="button"
            className={`modal-close${closeButton === 'white' ? ' modal-close-white' : ''}`}
            aria-label={t('app.close')}
            onClick={() => close.current()}
          >
            ×
          </button>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}
