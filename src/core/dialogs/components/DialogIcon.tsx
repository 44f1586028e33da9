import type { Dialog } from '@/core/dialogs/slice';

const PATHS: Record<Dialog['kind'], string> = {
  // A triangle with an exclamation mark.
  warning: 'M12 2 1 21h22L12 2zm-1 7h2v6h-2V9zm0 8h2v2h-2v-2z',
  // A circle with a cross.
  error:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm4.3 12.9-1.4 1.4L12 13.4l-2.9 2.9-1.4-1.4 2.9-2.9-2.9-2.9 1.4-1.4 2.9 2.9 2.9-2.9 1.4 1.4-2.9 2.9 2.9 2.9z',
  // A circle with a tick.
  success:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7z',
  // A circle with an "i".
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1 5h2v2h-2V7zm0 4h2v6h-2v-6z',
  // A circle with a question mark.
  confirm:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 16h-2v-2h2v2zm2.1-7.7-.9.9c-.7.7-1.2 1.3-1.2 2.8h-2v-.5c0-1.1.5-2.1 1.2-2.8l1.2-1.3a2 2 0 1 0-3.4-1.4H7a4 4 0 1 1 8 0c0 .9-.4 1.7-.9 2.3z',
};

/** The kind's picture next to a message box's text: decorative, the dialog's name tells the kind. */
export function DialogIcon({ kind }: { kind: Dialog['kind'] }) {
  return (
    <svg
      className={`dialog-icon dialog-icon-${kind}`}
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
      data-kind={kind}
    >
      <path fill="currentColor" d={PATHS[kind]} />
    </svg>
  );
}
