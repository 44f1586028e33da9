import type { ReactNode } from 'react';
import './count-badge.css';

/**
 * A count shown as a small badge beside an entry (unread messages). Hidden from assistive
 * technology: the entry's own name says the count in words ("Messages, 2 unread").
 */
export function CountBadge({ count, className }: { count: string; className?: string }) {
  return (
    <span className={className ? `count-badge ${className}` : 'count-badge'} aria-hidden="true">
      {count}
    </span>
  );
}

export interface CountedButtonProps {
  /** The badge's text; null: nothing to count (no badge). */
  count: string | null;
  /** The button's name without a count ("Messages"), and with one ("Messages, 2 unread"). */
  name: string;
  countedName: (count: string) => string;
  className?: string;
  onClick: () => void;
  /** What the button shows before its badge (its visible name, or an icon). */
  children: ReactNode;
}

/** A button with a count badge, named with the count in words while there is one. */
export function CountedButton({
  count,
  name,
  countedName,
  className,
  onClick,
  children,
}: CountedButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label={count ? countedName(count) : name}
      onClick={onClick}
    >
      {children}
      {count && <CountBadge count={count} />}
    </button>
  );
}
