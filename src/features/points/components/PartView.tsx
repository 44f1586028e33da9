import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { useAppDispatch } from '@/core/hooks';
import type { Part } from '../slice';
import { pointsActions } from '../slice';

/**
 * A loaded part of the page: loading the first time, why it failed (with a retry, or the login
 * button after the session ended), the empty text, else its content (kept while a newer page or
 * filter loads).
 */
export function PartView<T>({
  part,
  lead,
  empty,
  isEmpty,
  onRetry,
  children,
}: {
  part: Part<T>;
  lead: string;
  empty: string;
  isEmpty: (value: T) => boolean;
  onRetry: () => void;
  children: (value: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  if (part.status === 'failed' && part.failure)
    return (
      <PageFailureNotice
        failure={part.failure}
        lead={lead}
        busy={t('points.busy')}
        onRetry={onRetry}
        login={{
          label: t('points.balance.logIn'),
          onLogin: () => dispatch(pointsActions.loginAsked()),
        }}
      />
    );
  if (part.value === null) return <Loading />;
  if (isEmpty(part.value)) return <p className="points-empty">{empty}</p>;
  return <>{children(part.value)}</>;
}

/** The shared pages' texts of the point mall. */
export function usePageTexts() {
  const { t } = useTranslation();
  return {
    previous: t('points.pages.previous'),
    next: t('points.pages.next'),
    page: (page: number) => t('points.pages.page', { page }),
  };
}
