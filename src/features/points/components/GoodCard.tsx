import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointReward } from '@/api/contract/points';
import { LazyImage } from '@/components/LazyImage';
import { formatMoney } from '@/lib/format';
import { formatPoints } from '../rules';

/**
 * A good of the mall: image (lazy, sized), name, points and deposit required, quantity and what
 * is left; out of stock it says so and offers no redeem.
 */
export function GoodCard({
  reward,
  symbol,
  onRedeem,
}: {
  reward: PointReward;
  symbol: string;
  onRedeem: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const soldOut = reward.availableQuantity === 0;
  return (
    <li
      className={soldOut ? 'point-good point-good--sold-out' : 'point-good'}
      aria-labelledby={titleId}
    >
      <LazyImage src={reward.imageUrl ?? null} alt="" className="point-good__image" />
      <h3 id={titleId}>{reward.name}</h3>
      <dl>
        <div>
          <dt>{t('points.goods.points')}</dt>
          <dd>{formatPoints(reward.pointsRequired)}</dd>
        </div>
        <div>
          <dt>{t('points.goods.amountRequired')}</dt>
          <dd>
            {reward.amountRequired > 0
              ? formatMoney(reward.amountRequired, symbol)
              : t('points.goods.noRequirement')}
          </dd>
        </div>
        <div>
          <dt>{t('points.goods.quantity')}</dt>
          <dd>{formatPoints(reward.quantity)}</dd>
        </div>
        <div>
          <dt>{t('points.goods.available')}</dt>
          <dd>{formatPoints(reward.availableQuantity)}</dd>
        </div>
      </dl>
      {soldOut ? (
        <p className="point-good__sold-out">{t('points.goods.outOfStock')}</p>
      ) : (
        <button type="button" onClick={onRedeem}>
          {t('points.goods.redeem')}
        </button>
      )}
    </li>
  );
}
