import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '@/core/hooks';
import { lotteryActions } from './slice';
import { type PrizeMode } from '@/api/contract/constants';

interface Options {
  area: 'LOTT' | 'VN';
  gameCode: string | null;
  playType: string | null;
  prizeMode: PrizeMode | undefined;
  /** False while what the launch needs (the game's prize mode) is still loading. */
  ready: boolean;
}

/**
 * Launches the chosen game, or the lobby without one, whenever the choice changes; the current
 * page is the back URL. The launch is forgotten when the page goes.
 */
export function useLotteryLaunch({ area, gameCode, playType, prizeMode, ready }: Options) {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!ready) return;
    const backUrl = new URL(`${pathname}${search}`, window.location.origin).href;
    dispatch(
      lotteryActions.launchRequested({
        area,
        prizeMode,
        gameCode: gameCode ?? undefined,
        playType: playType ?? undefined,
        backUrl,
      }),
    );
    // The address follows the choice; a new search with the same game does not launch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, area, gameCode, playType, prizeMode, ready]);
  useEffect(() => () => void dispatch(lotteryActions.launchClosed()), [dispatch]);
}
