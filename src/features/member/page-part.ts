import type { PageFailure } from '../../core/page-failure';

/** One loaded part of a member-centre page: its call's state, why it failed, its last answer. */
export interface PagePart<T> {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  failure: PageFailure | null;
  value: T | null;
}

export const idlePart = <T>(): PagePart<T> => ({ status: 'idle', failure: null, value: null });

/** A part that answered `value`. */
export const loadedPart = <T>(value: T): PagePart<T> => ({
  status: 'loaded',
  failure: null,
  value,
});

/** A part whose call failed; what it answered before (if anything) stays. */
export const failedPart = <T>(failure: PageFailure, value: T | null = null): PagePart<T> => ({
  status: 'failed',
  failure,
  value,
});

/** Its call went out again: what it answered before stays while it loads. */
export const loadingPart = <T>(part: PagePart<T>): PagePart<T> => ({
  ...part,
  status: 'loading',
  failure: null,
});
