import type { RootState } from '@/app/store';
import {
  type ListState,
  type LotteryList,
  type LotteryListItems,
  type LotteryState,
  emptyList,
  initialLotteryState,
  listKey,
} from './slice';

/** The feature's state (its initial state before the feature is injected). */
export const selectLottery = (s: RootState): LotteryState => s.lottery ?? initialLotteryState;

/** A list's state, typed by its kind. */
export function selectList<L extends LotteryList>(
  s: RootState,
  list: L,
): ListState<LotteryListItems[L['kind']]> {
  return (selectLottery(s).lists[listKey(list)] ?? emptyList) as ListState<
    LotteryListItems[L['kind']]
  >;
}

export const selectLotteryLaunch = (s: RootState) => selectLottery(s).launch;

const NO_FAVOURITES: string[] = [];

/** The account logged in now (null for a visitor or before the member info arrived). */
export const selectAccount = (s: RootState): string | null =>
  s.session.token ? (s.session.member?.account ?? null) : null;

/** The favourites of the member logged in now (none for a visitor). */
export const selectFavouriteIds = (s: RootState): string[] => {
  const { user, ids } = selectLottery(s).favourites;
  const account = selectAccount(s);
  return account && user === account ? ids : NO_FAVOURITES;
};
