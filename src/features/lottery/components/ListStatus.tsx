import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../slice';

/** Heading level of a lottery card (3 inside the home page's lottery block). */
export type HeadingLevel = 2 | 3;

export type ListName = 'menu' | 'recent' | 'popular' | 'opened';

interface Props {
  state: Pick<ListState, 'status' | 'error' | 'items'>;
  /** Which list, for the failure message. */
  name: ListName;
  onRetry: () => void;
  children: ReactNode;
}

/** A list's loading note, its failure (with the server's message and a retry) or its content. */
export function ListStatus({ state, name, onRetry, children }: Props) {
  const { t } = useTranslation();
  if (state.status === 'failed') {
    return (
      <div role="alert" className="lottery-failure">
        <p>{t(`lottery.failed.${name}`)}</p>
        {state.error && <p className="lottery-failure__detail">{state.error}</p>}
        <button type="button" onClick={onRetry}>
          {t('lottery.retry')}
        </button>
      </div>
    );
  }
  // Asked for again: the last answer stays until the new one comes.
  const refreshing = state.status === 'loading' && state.items.length > 0;
  if (state.status !== 'loaded' && !refreshing) {
    return (
      <p className="lottery-loading" aria-busy="true">
        {t('lottery.loading')}
      </p>
    );
  }
  return refreshing ? <div aria-busy="true">{children}</div> : <>{children}</>;
}
