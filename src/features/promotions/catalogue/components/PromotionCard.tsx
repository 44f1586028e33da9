import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Promotion } from '@/api/contract/notices';
import { textOfCode } from '@/i18n/dynamic-key';
import { PromotionDates } from './PromotionDates';
import { PromotionActionArea, type PromotionActionAreaProps } from './PromotionActionArea';

/** The address of a promotion's detail page. */
export const detailPath = (promotion: Promotion) =>
  `/promoDetail?id=${encodeURIComponent(String(promotion.id))}`;

export type PromotionCardProps = Omit<PromotionActionAreaProps, 'titleId' | 'onApply'>;

/** One promotion of the list: its image, title (to its detail), category, dates and state. */
export function PromotionCard(props: PromotionCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const { promotion } = props;
  return (
    <li className="reward-card promotion-card" aria-labelledby={titleId}>
      <img
        className="promotion-card__image"
        src={promotion.imageUrl}
        alt=""
        width={320}
        height={160}
        loading="lazy"
        decoding="async"
      />
      <h3 id={titleId}>
        <Link to={detailPath(promotion)}>{promotion.title}</Link>
      </h3>
      <p className="promotions-note">{textOfCode(t, 'promotions.category', promotion.category)}</p>
      <PromotionDates promotion={promotion} />
      <PromotionActionArea
        {...props}
        titleId={titleId}
        onApply={() => navigate(detailPath(promotion))}
      />
    </li>
  );
}
