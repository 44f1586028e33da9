import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import type { Part } from '../part';

/** A titled part of a team page (a region named by its heading; the panel's title is the h3). */
export function TeamSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="team-section">
      <h4 id={id}>{title}</h4>
      {children}
    </section>
  );
}

/**
 * What a part shows: its first load, its failure with a retry (above what was loaded before, which
 * stays), or its content.
 */
export function PartView<T>({
  part,
  lead,
  onRetry,
  children,
}: {
  part: Part<T>;
  lead: string;
  onRetry: () => void;
  children: (value: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const notice =
    part.status === 'failed' && part.failure ? (
      <PageFailureNotice
        failure={part.failure}
        lead={lead}
        busy={t('team.busy')}
        onRetry={onRetry}
      />
    ) : null;
  if (part.value === null) return notice ?? <Loading />;
  return (
    <>
      {notice}
      {children(part.value)}
    </>
  );
}
