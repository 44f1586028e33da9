import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
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
  /**
   * 'centre': the member or agent centre, a page shown as a sheet. The dialogs (a warning, the
   * reality check, a confirmation) always stack over it, whichever opened first.
   */
  layer?: 'dialog' | 'centre';
}

const CENTRE_LAYER = 'modal-layer--centre';

/** The open panel a dialog closing hands the focus to: the top dialog, else the top centre. */
function topPanel(except: HTMLElement | null): HTMLElement | null {
  const open = (selector: string) =>
    [...document.querySelectorAll<HTMLElement>(selector)].filter((p) => p !== except).pop();
  return (
    open(`.modal-layer:not(.${CENTRE_LAYER}) > [role="dialog"]`) ??
    open(`.${CENTRE_LAYER} > [role="dialog"]`) ??
    null
  );
}

/**
 * Focuses the panel's first stop. Without scrolling it into view: the panel is fixed on screen,
 * and working out a scroll is layout work inside the commit that opened it. (Focusing still lays
 * the page out there: at start-up the notice popup's commit was the longest task of its kind.)
 */
function focusInto(panel: HTMLElement) {
  const first = panel.querySelector<HTMLElement>('[autofocus], ' + FOCUSABLE);
  (first ?? panel).focus({ preventScroll: true });
}

let openCount = 0;

/**
 * Locks page scroll while any modal is open: the root stops scrolling where it is, so there is no
 * position to save or restore. It neither reads the layout nor changes the body's box: a fixed body
 * (the older way) read `scrollY` and re-created the whole page's layout inside the commit that
 * opened the dialog.
 */
function lockScroll() {
  if (openCount === 0) {
    document.documentElement.style.overflow = 'hidden';
    document.body.dataset.modalOpen = 'true';
  }
  openCount += 1;
}

function unlockScroll() {
  openCount = Math.max(0, openCount - 1);
  if (openCount === 0) {
    document.documentElement.style.overflow = '';
    delete document.body.dataset.modalOpen;
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
  layer = 'dialog',
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  // Before the first paint: a dialog is never seen without the focus inside it (a key pressed
  // the moment it shows, Escape included, reaches it).
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockScroll();
    const node = panel.current;
    // A centre whose code came in after a dialog opened (a reality check shown at once on a
    // reload of a centre's address) opens under it and leaves it the focus.
    const top = topPanel(node);
    const covered = layer === 'centre' && top !== null && !top.closest(`.${CENTRE_LAYER}`);
    if (node && !covered) focusInto(node);
    return () => {
      unlockScroll();
      // Back to what opened it, unless that is under another panel still open: then into that.
      const next = topPanel(node);
      if (opener?.isConnected && (!next || next.contains(opener))) opener.focus();
      else if (next) focusInto(next);
    };
  }, [layer]);

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
      className={`modal-layer${layer === 'centre' ? ` ${CENTRE_LAYER}` : ''}${backdrop ? ' modal-backdrop' : ''}`}
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
