import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@/api/contract/lottery';
import { lotteryHref } from '../links';

interface Props {
  game: LotteryGame;
  current?: boolean;
  /** Shown with a star toggle when given. */
  favourite?: { on: boolean; onToggle: (gameCode: string) => void };
}

/** One lottery game of a menu: a link to its page, its badges and an optional favourite star. */
export function GameEntry({ game, current = false, favourite }: Props) {
  const { t } = useTranslation();
  const maintenance = game.status === 'MAINTENANCE';
  return (
    <li className="lottery-game">
      <Link
        to={lotteryHref(game)}
        aria-current={current ? 'page' : undefined}
        className="lottery-game__link"
      >
        <span>{game.gameName}</span>
        {maintenance && ' '}
        {maintenance && (
          <span className="lottery-badge lottery-badge--muted">
            {t('lottery.menu.maintenance')}
          </span>
        )}
        {game.isHot === 1 && ' '}
        {game.isHot === 1 && <span className="lottery-badge">{t('lottery.menu.hot')}</span>}
        {game.isNew === 1 && ' '}
        {game.isNew === 1 && (
          <span className="lottery-badge lottery-badge--new">{t('lottery.menu.new')}</span>
        )}
      </Link>
      {favourite && (
        <button
          type="button"
          className="lottery-game__star"
          aria-pressed={favourite.on}
          aria-label={t('lottery.menu.favourite', { name: game.gameName })}
          onClick={() => favourite.onToggle(game.gameCode)}
        >
          <span aria-hidden="true">{favourite.on ? '★' : '☆'}</span>
        </button>
      )}
    </li>
  );
}
