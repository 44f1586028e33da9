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
