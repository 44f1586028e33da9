import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { RewardCard } from './components/RewardCard';
import { rewardsFeature } from './feature';
import { selectRewards } from './selectors';
import { rewardsActions } from './slice';
import '../promotions.css';

/** The member's rewards, red envelopes and raffles as the store has them. */
export function RewardCenterView() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { status, items, failure, outcome } = useAppSelector(selectRewards);
  const symbol = useAppSelector(selectMoneySymbol);
  const failed =
    status === 'failed' && failure ? (
      <PageFailureNotice
        failure={failure}
        lead={t('rewards.failed')}
        busy={t('rewards.busy')}
        onRetry={() => dispatch(rewardsActions.listRequested())}
      />
    ) : null;
  let content;
  if (items.length > 0)
    content = (
      <ul className="reward-list">
        {items.map((item) => (
          <RewardCard
            key={item.rewardId}
            item={item}
            symbol={symbol}
            outcome={outcome?.rewardId === item.rewardId ? outcome : null}
            busy={outcome?.status === 'sending'}
            onAct={(action) => dispatch(rewardsActions.actionRequested({ item, action }))}
          />
        ))}
      </ul>
    );
  else if (status === 'loaded') content = <p>{t('rewards.empty')}</p>;
  else if (!failed) content = <Loading />;
  return (
    <div className="promotions-page reward-centre">
      {failed}
      {content}
    </div>
  );
}

/**
 * The member centre's reward centre (rewardCenter, spec 2 §2, §4): rewards to claim, red envelopes
 * to open and raffles to draw, each with its state and only the action that state allows; what is
 * paid goes to the main wallet and the header's balance follows.
 */
export default function RewardCenterPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(rewardsActions.opened());
    return () => {
      dispatch(rewardsActions.closed());
    };
  }, [dispatch]);
  return <RewardCenterView />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = rewardsFeature;
