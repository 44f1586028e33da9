import { useTranslation } from 'react-i18next';
import type { Game } from '@/api/contract/games';

interface Props {
  games: readonly Game[];
  /** Accessible name of the list. */
  label: string;
  onPlay: (game: Game, free: boolean) => void;
  /** Offer free play on games that have it. */
  offerFreePlay?: boolean;
  /** While a launch runs the buttons say so (a second launch would be ignored anyway). */
  busy?: boolean;
}

/** A list of games, each started by its button (the vendor's popup list, the suggestions). */
export function GameChoices({ games, label, onPlay, offerFreePlay = false, busy = false }: Props) {
  const { t } = useTranslation();
  return (
    <ul className="launch-games" aria-label={label} aria-busy={busy || undefined}>
      {games.map((game) => (
        <li key={game.nodeId} className="launch-game">
          <button
            type="button"
            className="launch-game__play"
            aria-label={t('launch.list.play', { name: game.gameName })}
            onClick={() => onPlay(game, false)}
          >
            <img
              src={game.iconUrl}
              alt=""
              loading="lazy"
              decoding="async"
              width={96}
              height={96}
              onError={(e) => {
                const img = e.currentTarget;
                if (game.defaultIcon && !img.src.endsWith(game.defaultIcon))
                  img.src = game.defaultIcon;
              }}
            />
            <span className="launch-game__name">{game.gameName}</span>
          </button>
          {offerFreePlay && game.freePlay ? (
            <button
              type="button"
              className="launch-game__demo"
              aria-label={t('launch.list.demo', { name: game.gameName })}
              onClick={() => onPlay(game, true)}
            >
              {t('launch.list.demoShort')}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
