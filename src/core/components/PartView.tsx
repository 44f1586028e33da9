import { useId, type ReactNode } from 'react';
import { Loading } from '@/components/Loading';
import type { Part } from '@/core/loaded-part';
import type { PageFailure } from '@/core/page-failure';
import { PageFailureNotice, type PageFailureNoticeProps } from './PageFailureNotice';
import './part-view.css';

/** A titled part of a page (a region named by its heading; the panel's title is the h3). */
export function PartSection({
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
      className={className ? `part-section ${className}` : 'part-section'}
    >
      <h4 id={id}>{title}</h4>
      {children}
    </section>
  );
}

/**
 * What a loaded part shows: its first load, its failure with a retry (above what was loaded
 * before, which stays, unless `replaceOnFailure`), the empty text, or its content.
 */
export function PartView<T>({
  part,
  lead,
  busy,
  onRetry,
  login,
  empty,
  replaceOnFailure = false,
  children,
}: {
  part: Part<T, PageFailure>;
  /** What could not be loaded ("Your invitation could not be loaded."). */
  lead: string;
  /** The page's text for #727 (system busy). */
  busy: string;
  onRetry: () => void;
  /** A login button after the session ended. */
  login?: PageFailureNoticeProps['login'];
  /** The text shown instead of the content when the answer holds nothing. */
  empty?: { when: (value: T) => boolean; text: string };
  /** A failure shows alone, without what was loaded before. */
  replaceOnFailure?: boolean;
  children: (value: T) => ReactNode;
}) {
  const notice =
    part.status === 'failed' && part.failure ? (
      <PageFailureNotice
        failure={part.failure}
        lead={lead}
        busy={busy}
        onRetry={onRetry}
        login={login}
      />
    ) : null;
  if (notice && (part.value === null || replaceOnFailure)) return notice;
  if (part.value === null) return <Loading />;
  return (
    <>
      {notice}
      {empty?.when(part.value) ? <p className="part-empty">{empty.text}</p> : children(part.value)}
    </>
  );
}
