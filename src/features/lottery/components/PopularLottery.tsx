import { Link } from 'react-router-dom';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLotteryList } from '@/features/lottery/use-lottery-list';
import { lotteryHref } from '../links';
import { ListStatus, type HeadingLevel } from './ListStatus';
import { type PrizeMode } from '@/api/contract/constants';

/** Popular lottery of a prize mode (count 20, device, language; spec 2 §9), each a link to play. */
export function PopularLottery({
  prizeMode,
  level = 2,
}: {
  prizeMode: PrizeMode;
  level?: HeadingLevel;
}) {
  const { t } = useTranslation();
  const Heading = `h${level}` as const;
  const id = useId();
  const popular = useLotteryList({ kind: 'popular', prizeMode }, { fresh: true });
  return (
    <section className="lottery-card" aria-labelledby={id}>
      <Heading id={id}>{t('lottery.popular.title')}</Heading>
      <ListStatus state={popular} name="popular" onRetry={popular.retry}>
        {popular.items.length === 0 ? (
          <p>{t('lottery.popular.empty')}</p>
        ) : (
          <ol className="lottery-popular">
            {popular.items.map((game) => (
              <li key={game.gameCode}>
                <Link to={lotteryHref(game)}>{game.gameName}</Link>
                <span className="lottery-muted">
                  {t('lottery.popular.bets', { count: game.betCount })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </ListStatus>
    </section>
  );
}
