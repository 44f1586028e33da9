import { useTranslation } from 'react-i18next';
import { PromotionErrorCodes } from '@/api/contract/constants';
import type { Promotion } from '@/api/contract/notices';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { useAppDispatch } from '@/core/hooks';
import { textOfCode } from '@/i18n/dynamic-key';
import { formatMoney } from '@/lib/format';
import { actionOf } from '../promotion-rules';
import { promotionsActions, type MemberPromotionState, type PromotionOutcome } from '../slice';

const REFUSALS: Record<string, string> = {
  [PromotionErrorCodes.promotionClosed]: 'closed',
  [PromotionErrorCodes.alreadyJoined]: 'alreadyJoined',
  [PromotionErrorCodes.notClaimable]: 'notClaimable',
  [PromotionErrorCodes.alreadyClaimed]: 'alreadyClaimed',
  [PromotionErrorCodes.notStarted]: 'notStarted',
  [PromotionErrorCodes.applicationRequired]: 'applicationRequired',
};

export interface PromotionActionAreaProps {
  promotion: Promotion;
  /** The member's state (undefined for visitors). */
  state: MemberPromotionState | undefined;
  loggedIn: boolean;
  /** The last action's outcome when it was this promotion's. */
  outcome: PromotionOutcome | null;
  /** An action is under way (on any promotion: one at a time). */
  busy: boolean;
  symbol: string;
  /** The element the action buttons describe themselves by (the promotion's title). */
  titleId: string;
  /** The apply action: the list opens the detail (where the form is); the detail shows the form. */
  onApply: () => void;
}

/**
 * Where the member stands with a promotion and the one thing they can do: the state label, then
 * join or claim (or apply, which leads to the application form); a visitor is asked to log in.
 * The outcome of the last action follows: done, or the refusal in the member's language.
 */
export function PromotionActionArea({
  promotion,
  state,
  loggedIn,
  outcome,
  busy,
  symbol,
  titleId,
  onApply,
}: PromotionActionAreaProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const promotionId = String(promotion.id);
  const action = state ? actionOf(promotion, state) : null;
  const sending = outcome?.status === 'sending';
  const refusal = outcome?.status === 'failed' ? REFUSALS[outcome.failure.code] : undefined;
  const act = () => {
    if (busy || !action) return;
    if (action === 'apply') onApply();
    else dispatch(promotionsActions.actionRequested({ promotionId, action }));
  };
  return (
    <div className="promotion-action">
      {state ? (
        <span className={`reward-state reward-state--${state.status}`}>
          {t(`promotions.state.${state.status}`)}
        </span>
      ) : null}
      {!loggedIn ? (
        <button
          type="button"
          className="promotions-primary"
          aria-describedby={titleId}
          onClick={() => dispatch(promotionsActions.loginAsked())}
        >
          {t('promotions.loginToTakePart')}
        </button>
      ) : null}
      {action ? (
        <button
          type="button"
          className="promotions-primary"
          aria-describedby={titleId}
          aria-disabled={busy}
          onClick={act}
        >
          {sending ? t('promotions.sending') : t(`promotions.action.${action}`)}
        </button>
      ) : null}
      {outcome?.status === 'done' ? (
        <p role="status">
          {t(`promotions.done.${outcome.action}`, {
            amount: formatMoney(state?.amount ?? 0, symbol),
          })}
        </p>
      ) : null}
      {outcome?.status === 'failed' ? (
        <PageFailureNotice
          failure={outcome.failure}
          busy={t('promotions.busy')}
          reason={refusal ? textOfCode(t, 'promotions.refusal', refusal) : undefined}
          login={{
            label: t('promotions.login'),
            onLogin: () => dispatch(promotionsActions.loginAsked()),
          }}
        />
      ) : null}
    </div>
  );
}
