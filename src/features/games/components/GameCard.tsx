import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@/api/contract/games';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { LazyImage } from '@/components/LazyImage';
import { imageUrl } from '@/core/game-categories';
import { shellActions } from '@/features/shell/slice';
import { gamesActions } from '../slice';
import { selectIsLoggedIn } from '@/core/session/selectors';
import { selectFavourites } from '../selectors';
import { selectImageCdn } from '@/core/system/selectors';

export interface GameCardViewProps {
  game: Game;
  imageCdn: string | null;
  /** Favourite state; undefined hides the heart (visitors). */
  favourite?: boolean;
  /** The last toggle is on its way to the server. */
  pending?: boolean;
  onStart: (game: Game) => void;
  onToggleFavourite?: (game: Game) => void;
  /** The card is itself the item of its list (no wrapping list element). */
  listItem?: boolean;
}

/** A game of a list: its picture, name and vendor start it; the heart marks it a favourite. */
export function GameCardView({
  game,
  imageCdn,
  favourite,
  pending,
  onStart,
  onToggleFavourite,
  listItem,
}: GameCardViewProps) {
  const { t } = useTranslation();
  const vendor = game.displayName ?? game.vassalage;
  return (
    <div className="game-card" role={listItem ? 'listitem' : undefined}>
      <button
        type="button"
        className="game-card__play"
        onClick={() => onStart(game)}
        aria-label={t(game.maintenance ? 'games.card.playInMaintenance' : 'games.card.play', {
          name: game.gameName,
          vendor,
        })}
      >
        <LazyImage className="game-card__image" src={imageUrl(game.iconUrl, imageCdn)} alt="" />
        {/* Spaces between the parts: they are words of the text, not only boxes of the layout. */}
        <span className="game-card__name">{game.gameName}</span>{' '}
        <span className="game-card__vendor">{vendor}</span>
        {game.maintenance && (
          <>
            {' '}
            <span className="game-card__badge">{t('games.card.maintenance')}</span>
          </>
        )}
      </button>
      {favourite !== undefined && onToggleFavourite && (
        <button
          type="button"
          className="game-card__heart tap-area"
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

/** What the cards of a list share: read from the store once for the list, not once per card. */
export interface GameCards {
  imageCdn: string | null;
  /** Hearts show for members only. */
  member: boolean;
  favourites: Readonly<Record<string, boolean>>;
  pending: Readonly<Record<string, boolean>>;
  onStart: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
}

/** The store's part of a list of cards: starting hands the game to the launch; hearts toggle favourites. */
export function useGameCards(): GameCards {
  const dispatch = useAppDispatch();
  const imageCdn = useAppSelector(selectImageCdn);
  const member = useAppSelector(selectIsLoggedIn);
  const { ids, pending } = useAppSelector(selectFavourites);
  const actions = useMemo(
    () => ({
      onStart: (g: Game) =>
        dispatch(
          shellActions.gameStartRequested({
            game: { ...g, displayName: g.displayName ?? g.vassalage },
          }),
        ),
      onToggleFavourite: (g: Game) => dispatch(gamesActions.favouriteToggled({ game: g })),
    }),
    [dispatch],
  );
  return useMemo(
    () => ({ imageCdn, member, favourites: ids, pending, ...actions }),
    [imageCdn, member, ids, pending, actions],
  );
}

/** One card of a list: re-renders only when its game or its own heart changes. */
export const GameCard = memo(function GameCard({ game, cards, listItem }: CardProps) {
  return (
    <GameCardView
      listItem={listItem}
      game={game}
      imageCdn={cards.imageCdn}
      favourite={cards.member ? cards.favourites[game.nodeId] === true : undefined}
      pending={cards.pending[game.nodeId] === true}
      onStart={cards.onStart}
      onToggleFavourite={cards.onToggleFavourite}
    />
  );
}, sameCard);

interface CardProps {
  game: Game;
  cards: GameCards;
  listItem?: boolean;
}

function sameCard(a: CardProps, b: CardProps) {
  const id = b.game.nodeId;
  return (
    a.game === b.game &&
    a.listItem === b.listItem &&
    a.cards.imageCdn === b.cards.imageCdn &&
    a.cards.member === b.cards.member &&
    a.cards.onStart === b.cards.onStart &&
    a.cards.favourites[id] === b.cards.favourites[id] &&
    a.cards.pending[id] === b.cards.pending[id]
  );
}
