import type { PageFailure } from './page-failure';

/** One loaded part of a member-centre page: its call's state, why it failed, its last answer. */
export interface PagePart<T> {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  failure: PageFailure | null;
  value: T | null;
}

export const idlePart = <T>(): PagePart<T> => ({ status: 'idle', failure: null, value: null });
