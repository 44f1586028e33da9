import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import {
  listKey,
  lotteryActions,
  type ListState,
  type LotteryList,
  type LotteryListItems,
} from './slice';
import { selectList } from './selectors';

interface Options {
  /** False: not asked for (e.g. the recent games of a visitor). */
  enabled?: boolean;
  /** Asked for again on every mount (results, winners), showing the last answer meanwhile. */
  fresh?: boolean;
}

/** A lottery list for a screen: asked for on mount (once per store unless fresh), with a retry. */
export function useLotteryList<L extends LotteryList>(
  list: L,
  { enabled = true, fresh = false }: Options = {},
): ListState<LotteryListItems[L['kind']]> & { retry: () => void } {
  const dispatch = useAppDispatch();
  const key = listKey(list);
  const state = useAppSelector((s) => selectList(s, list));
  // The key identifies the list; a new object of the same list must not ask again.
  /* eslint-disable react-hooks/exhaustive-deps */
  useEffect(() => {
    if (enabled) dispatch(lotteryActions.listRequested({ list, force: fresh }));
  }, [dispatch, key, enabled, fresh]);
  const retry = useCallback(
    () => dispatch(lotteryActions.listRequested({ list, force: true })),
    [dispatch, key],
  );
  /* eslint-enable react-hooks/exhaustive-deps */
  return { ...state, retry };
}
