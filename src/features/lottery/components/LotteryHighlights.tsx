import { Link } from 'react-router-dom';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HIGHLIGHT_DRAWS, HIGHLIGHTS_PRIZE_MODE } from '../constants';
import { LatestNumbers } from './LatestNumbers';
import { PopularLottery } from './PopularLottery';
import '../lottery.css';

const lotteryPage = (gameCode: string) => `/lottery?${new URLSearchParams({ gameCode })}`;

/** The home page's lottery block: popular lottery and the latest opened numbers. */
export function LotteryHighlights() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="lottery-highlights" aria-labelledby={id}>
      <div className="lottery-highlights__head">
        <h2 id={id}>{t('lottery.highlights.title')}</h2>
        <Link to="/lottery">{t('lottery.highlights.all')}</Link>
      </div>
      <div className="lottery-highlights__grid">
        <PopularLottery prizeMode={HIGHLIGHTS_PRIZE_MODE} level={3} />
        <LatestNumbers
          prizeMode={HIGHLIGHTS_PRIZE_MODE}
          limit={HIGHLIGHT_DRAWS}
          hrefOf={lotteryPage}
          level={3}
        />
      </div>
    </section>
  );
}
