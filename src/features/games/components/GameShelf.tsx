import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameShelf as Shelf } from '../slice';
import { FailedState } from '@/components/FailedState';
import { GameGrid } from './GameGrid';

interface Props {
  /** Heading of the list (also its accessible name). */
  title: string;
  shelf: Shelf;
  /** Shown when the list is loaded and empty. */
  emptyText: string;
  onRetry: () => void;
  /** Most cards to show. */
  max?: number;
  /** Card spaces kept while the list loads (a list that is seldom empty: the hot games). */
  placeholders?: number;
}

/**
 * A short list of games with a heading: hot, recent, favourites. A `memo`: a page that renders
 * again with the same shelf (a deferred list not yet switched) leaves it alone.
 */
export const GameShelf = memo(function GameShelf({
  title,
  shelf,
  emptyText,
  onRetry,
  max = 12,
  placeholders = 0,
}: Props) {
  const { t } = useTranslation();
  const id = `shelf-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="game-shelf" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {shelf.status === 'failed' ? (
        <FailedState
          message={t('games.shelf.failed', { reason: shelf.error ?? '' })}
          retryLabel={t('games.retry')}
          onRetry={onRetry}
        />
      ) : shelf.status === 'loaded' && !shelf.games.length ? (
        <p className="games-state">{emptyText}</p>
      ) : (shelf.status === 'loading' || shelf.status === 'idle') && !shelf.games.length ? (
        <div className="game-shelf__loading">
          <p className="games-state" aria-busy="true">
            {t('games.loading')}
          </p>
          {/* The cards' space, from the first render (not yet asked) until they come: nothing
              below moves (the vendor lanes drawn first then pushed a phone's screen down). */}
          <ul className="game-grid game-grid--placeholder" aria-hidden="true">
            {Array.from({ length: Math.min(placeholders, max) }, (_, i) => (
              <li key={i} className="game-card-placeholder" />
            ))}
          </ul>
        </div>
      ) : (
        <GameGrid games={shelf.games.slice(0, max)} label={title} />
      )}
    </section>
  );
});
