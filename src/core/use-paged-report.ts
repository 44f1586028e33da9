import type { Action } from '@reduxjs/toolkit';
import { useCallback, useEffect } from 'react';
import type { RootState } from '@/app/store';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { dayOf } from '@/lib/date-range';

/** The actions of a feature's report pages (pagedReportReducers in src/core/paged-report.ts). */
export interface PagedReportActions<P extends string, Q> {
  opened: (payload: { page: P; today: string }) => Action;
  queryChanged: (payload: { page: P; changes: Partial<Q> }) => Action;
  retried: (page: P) => Action;
  loginAsked: () => Action;
}

/**
 * A report page's state with its actions (the member's records, the agent's reports); shown once,
 * it loads (again) for the current query, on the user's today.
 */
export function usePagedReportPage<P extends string, Q, S>(
  page: P,
  select: (state: RootState, page: P) => S,
  actions: PagedReportActions<P, Q>,
) {
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => select(s, page));
  useEffect(() => {
    dispatch(actions.opened({ page, today: dayOf(Date.now()) }));
  }, [dispatch, actions, page]);
  const change = useCallback(
    (changes: Partial<Q>) => dispatch(actions.queryChanged({ page, changes })),
    [dispatch, actions, page],
  );
  const retry = useCallback(() => dispatch(actions.retried(page)), [dispatch, actions, page]);
  const login = useCallback(() => dispatch(actions.loginAsked()), [dispatch, actions]);
  return { state, change, retry, login };
}
