import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PromotionErrorCodes } from '@/api/contract/constants';
import type { RewardItem } from '@/api/contract/promotions';
import { dayOf } from '@/lib/date-range';
import { formatMoney } from '@/lib/format';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { actionOf } from '../reward-actions';
import type { RewardAction, RewardOutcome } from '../slice';

export interface RewardCardProps {
  item: RewardItem;
  symbol: string;
  /** The last action's outcome when it was this item's. */
  outcome: RewardOutcome | null;
  /** An action is under way (on any item: one at a time). */
  busy: boolean;
  onAct: (action: RewardAction) => void;
}

const REFUSALS: Record<string, 'alreadyClaimed' | 'closed' | 'notClaimable'> = {
  [PromotionErrorCodes.alreadyClaimed]: 'alreadyClaimed',
  [PromotionErrorCodes.promotionClosed]: 'closed',
  [PromotionErrorCodes.notClaimable]: 'notClaimable',
};

/** One reward, red envelope or raffle: what it is, where it stands, the one action it offers. */
export function RewardCard({ item, symbol, outcome, busy, onAct }: RewardCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const action = actionOf(item);
  const money = (n: number) => formatMoney(n, symbol);
  const sending = outcome?.status === 'sending';
  const refusal = outcome?.status === 'failed' ? REFUSALS[outcome.failure.code] : undefined;
  return (
    <li className="reward-card" aria-labelledby={titleId}>
      <div className="reward-card__head">
        <h4 id={titleId}>{item.title}</h4>
        <span className={`reward-state reward-state--${item.status}`}>
          {t(`rewards.state.${item.status}`)}
        </span>
      </div>
      <p className="promotions-note">{t(`rewards.kind.${item.kind}`)}</p>
      {item.description ? <p>{item.description}</p> : null}
      <dl>
        {item.prizeName ? (
          <>
            <dt>{t('rewards.prize')}</dt>
            <dd>{item.prizeName}</dd>
          </>
        ) : null}
        <dt>{t('rewards.amount')}</dt>
        <dd>{item.amount == null ? t(`rewards.hidden.${item.kind}`) : money(item.amount)}</dd>
        {item.startTime != null && item.endTime != null ? (
          <>
            <dt>{t('rewards.valid')}</dt>
            <dd>
              {dayOf(item.startTime)} – {dayOf(item.endTime)}
            </dd>
          </>
        ) : null}
      </dl>
      {action ? (
        <button
          type="button"
          className="promotions-primary"
          aria-describedby={titleId}
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onAct(action);
          }}
        >
          {sending ? t('rewards.sending') : t(`rewards.action.${action}`)}
        </button>
      ) : null}
      {outcome?.status === 'done' ? (
        <p role="status">
          {t(`rewards.done.${outcome.action}`, {
            amount: money(item.amount ?? 0),
            prize: item.prizeName ?? '',
          })}
        </p>
      ) : null}
      {outcome?.status === 'failed' ? (
        <PageFailureNotice
          failure={outcome.failure}
          busy={t('rewards.busy')}
          reason={refusal ? t(`rewards.refusal.${refusal}`) : undefined}
        />
      ) : null}
    </li>
  );
}
