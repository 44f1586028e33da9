import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@/api/contract/games';
import { useAppDispatch, useAppSelector } from '@/app/store';
import { LazyImage } from '@/components/LazyImage';
import { imageUrl } from '@/features/shell/categories';
import { shellActions } from '@/features/shell/slice';
import { gamesActions } from '../slice';
import { selectFavouritePending, selectIsFavourite, selectIsLoggedIn } from '../selectors';

export interface GameCardViewProps {
  game: Game;
  imageCdn: string | null;
  /** Favourite state; undefined hides the heart (visitors). */
  favourite?: boolean;
  /** The last toggle is on its way to the server. */
  pending?: boolean;
  onStart: (game: Game) => void;
  onToggleFavourite?: (game: Game) => void;
}

/** A game of a list: its picture, name and vendor start it; the heart marks it a favourite. */
export function GameCardView({ game, imageCdn, favourite, pending, onStart, onToggleFavourite }: GameCardViewProps) {
  const { t } = useTranslation();
  const vendor = game.displayName ?? game.vassalage;
  return (
    <div className="game-card">
      <button type="button" className="game-card__play" onClick={() => onStart(game)} aria-label={t('games.card.play', { name: game.gameName, vendor })}>
        <LazyImage className="game-card__image" src={imageUrl(game.iconUrl, imageCdn)} alt="" />
        <span className="game-card__name">{game.gameName}</span>
        <span className="game-card__vendor">{vendor}</span>
        {game.maintenance && <span className="game-card__badge">{t('games.card.maintenance')}</span>}
      </button>
      {favourite !== undefined && onToggleFavourite && (
        <button
          type="button"
          className="game-card__heart"
          aria-pressed={favourite}
          aria-busy={pending || undefined}
          aria-label={t('games.card.favourite', { name: game.gameName })}
          onClick={() => !pending && onToggleFavourite(game)}
        >
          <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>
        </button>
      )}
    </div>
  );
}

/** The game card with the store: starting hands the game to the launch; hearts for members only. */
export const GameCard = memo(function GameCard({ game }: { game: Game }) {
  const dispatch = useAppDispatch();
  const imageCdn = useAppSelector((s) => s.system.imageCdn);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const favourite = useAppSelector((s) => selectIsFavourite(s, game.nodeId));
  const pending = useAppSelector((s) => selectFavouritePending(s, game.nodeId));
  return (
    <GameCardView
      game={game}
      imageCdn={imageCdn}
      favourite={loggedIn ? favourite : undefined}
      pending={pending}
      onStart={(g) => dispatch(shellActions.gameStartRequested({ game: { ...g, displayName: g.displayName ?? g.vassalage } }))}
      onToggleFavourite={(g) => dispatch(gamesActions.favouriteToggled({ game: g }))}
    />
  );
});
