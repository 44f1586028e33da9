import { useCallback, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector, useDeferredAppSelector } from '@/core/hooks';
import { shellActions } from '@/features/shell/slice';
import { gamesActions } from '@/features/games/slice';
import { selectFavourites, selectHotGames, selectRecentGames } from '@/features/games/selectors';
import { GameShelf } from '../components/GameShelf';
import { VendorLanes } from '../components/VendorLanes';
import '@/features/games/games.css';
import { selectToken } from '@/core/session/selectors';
import { selectSideCategories, selectVendorsStatus } from '@/features/shell/selectors';

/**
 * The home page (spec 2 §2): hot games, the member's recent and favourite games, vendor lanes, then
 * what the page adds below them (the lottery highlights, composed by the home section). What comes
 * below waits for the vendor lanes (loaded or failed): placed before them, it sat near the fold
 * until they arrived, and its below-the-fold code loaded with the first page.
 */
export function HomePage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  // The lists the start-up's answers fill render in the background (useDeferredAppSelector): the
  // vendor lanes and the hot games each were a long task of their answer's.
  const categories = useDeferredAppSelector(selectSideCategories);
  const vendorsStatus = useDeferredAppSelector(selectVendorsStatus);
  const lanesSettled = vendorsStatus === 'loaded' || vendorsStatus === 'failed';
  const hot = useDeferredAppSelector(selectHotGames);
  const recent = useAppSelector(selectRecentGames);
  const favourites = useAppSelector(selectFavourites);
  const retryHot = useCallback(() => dispatch(gamesActions.hotRequested({})), [dispatch]);

  useEffect(() => {
    dispatch(gamesActions.hotRequested({}));
    dispatch(shellActions.vendorsRequested());
  }, [dispatch]);
  useEffect(() => {
    if (!token) return;
    dispatch(gamesActions.recentRequested());
    dispatch(gamesActions.favouritesRequested());
  }, [dispatch, token]);

  return (
    <div className="home">
      <h1 className="visually-hidden">{t('games.home.title')}</h1>
      <GameShelf
        title={t('games.hot.title')}
        shelf={hot}
        emptyText={t('games.hot.empty')}
        placeholders={12}
        onRetry={retryHot}
      />
      {token && (
        <>
          <GameShelf
            title={t('games.recent.title')}
            shelf={recent}
            emptyText={t('games.recent.empty')}
            onRetry={() => dispatch(gamesActions.recentRequested())}
          />
          <GameShelf
            title={t('games.favourites.title')}
            shelf={favourites}
            emptyText={t('games.favourites.empty')}
            onRetry={() => dispatch(gamesActions.favouritesRequested())}
          />
        </>
      )}
      <VendorLanes categories={categories} />
      {lanesSettled && children}
    </div>
  );
}
