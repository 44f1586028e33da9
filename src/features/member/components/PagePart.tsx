import { useId, type ReactNode } from 'react';
import { Loading } from '@/components/Loading';
import type { PagePart } from '../page-part';
import { PageFailureNotice } from '../../../core/components/PageFailureNotice';
import './page-part.css';

/** A titled part of a page (a region named by its heading; the panel's title is the h3). */
export function PageSection({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={className ? `page-section ${className}` : 'page-section'}
    >
      <h4 id={id}>{title}</h4>
      {children}
    </section>
  );
}

/**
 * What a part shows: its first load, its failure with a retry (above what was loaded before, which
 * stays), or its content.
 */
export function PartState<T>({
  part,
  lead,
  busy,
  onRetry,
  children,
}: {
  part: PagePart<T>;
  /** What could not be loaded ("Your invitation could not be loaded."). */
  lead: string;
  /** The page's text for #727 (system busy). */
  busy: string;
  onRetry: () => void;
  children: (value: T) => ReactNode;
}) {
  const notice =
    part.status === 'failed' && part.failure ? (
      <PageFailureNotice failure={part.failure} lead={lead} busy={busy} onRetry={onRetry} />
    ) : null;
  if (part.value === null) return notice ?? <Loading />;
  return (
    <>
      {notice}
      {children(part.value)}
    </>
  );
}
