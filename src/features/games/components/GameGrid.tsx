import type { Game } from '@/api/contract/games';
import { GameCard, useGameCards } from './GameCard';

/** Smallest card width and the gap of the grid (px), as in games.css. */
export const CARD_MIN_WIDTH = 150;
export const CARD_GAP = 12;
export interface GameGridProps {
  games: readonly Game[];
  label: string;
  busy?: boolean;
}

/** A page of games (at most a page of 42: plain DOM). */
export function GameGrid({ games, label, busy }: GameGridProps) {
  const cards = useGameCards();
  return (
    <ul className="game-grid" aria-label={label} aria-busy={busy || undefined}>
      {games.map((g) => (
        <li key={g.nodeId}>
          <GameCard game={g} cards={cards} />
        </li>
      ))}
    </ul>
  );
}
