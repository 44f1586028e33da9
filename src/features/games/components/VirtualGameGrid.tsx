import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { GameCard, useGameCards } from './GameCard';
import { CARD_GAP, CARD_MIN_WIDTH, type GameGridProps } from './GameGrid';

/** Height of a card's texts under its square picture (px). */
const CARD_TEXT_HEIGHT = 64;

export const columnsFor = (width: number) =>
  Math.max(1, Math.floor((width + CARD_GAP) / (CARD_MIN_WIDTH + CARD_GAP)));

/**
 * Any number of games with a bounded DOM: rows of cards are rendered only near the viewport
 * (@tanstack/react-virtual on the window's scroll).
 */
export function VirtualGameGrid({ games, label, busy }: GameGridProps) {
  const cards = useGameCards();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [offset, setOffset] = useState(0);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      setWidth(el.clientWidth);
      setOffset(el.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, []);

  const columns = columnsFor(width || CARD_MIN_WIDTH);
  const cardWidth = width ? (width - CARD_GAP * (columns - 1)) / columns : CARD_MIN_WIDTH;
  const rowHeight = Math.round(cardWidth + CARD_TEXT_HEIGHT + CARD_GAP);
  const rows = Math.ceil(games.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: 2,
    scrollMargin: offset,
    // Rows render in their own task after the scroll event, not synchronously inside it: a fast
    // scroll is then two shorter tasks (the event, the render) instead of one long one.
    useFlushSync: false,
  });
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  return (
    <div
      ref={box}
      role="list"
      aria-label={label}
      aria-busy={busy || undefined}
      className="game-grid-virtual"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          role="presentation"
          className="game-grid-virtual__row"
          style={{
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            height: rowHeight - CARD_GAP,
            gridTemplateColumns: `repeat(${columns}, 1fr)`,
          }}
        >
          {games.slice(row.index * columns, row.index * columns + columns).map((g) => (
            <GameCard key={g.nodeId} game={g} cards={cards} listItem />
          ))}
        </div>
      ))}
    </div>
  );
}
