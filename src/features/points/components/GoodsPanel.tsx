import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointReward } from '@/api/contract/points';
import { Choices } from '@/components/Choices';
import { Pagination } from '@/components/Pagination';
import { PartView } from '@/core/components/PartView';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectIsLoggedIn } from '@/core/session/selectors';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import { REWARD_CATEGORIES, type RewardCategory } from '../rules';
import { selectPoints } from '../selectors';
import { pointsActions } from '../slice';
import { GoodCard } from './GoodCard';
import { usePageTexts, usePartFailure } from './use-page-texts';
import { RedeemModal } from './RedeemModal';

const ALL = 'ALL';
type Filter = RewardCategory | typeof ALL;

/** The goods by category, paged; redeem opens the form (a visitor gets the login popup). */
export function GoodsPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { goods, goodsQuery } = useAppSelector(selectPoints);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const symbol = useAppSelector(selectMoneySymbol);
  const pages = usePageTexts();
  const failure = usePartFailure();
  const [chosen, setChosen] = useState<PointReward | null>(null);
  const ask = (query: Partial<typeof goodsQuery>) =>
    dispatch(pointsActions.goodsRequested({ ...goodsQuery, ...query }));
  const redeem = (reward: PointReward) => {
    if (!loggedIn) dispatch(pointsActions.loginAsked());
    else setChosen(reward);
  };
  return (
    <section aria-label={t('points.tabs.goods')}>
      <Choices<Filter>
        label={t('points.goods.filter')}
        options={[ALL, ...REWARD_CATEGORIES]}
        value={goodsQuery.category ?? ALL}
        text={(c) => (c === ALL ? t('points.goods.all') : t(`points.goods.categories.${c}`))}
        onChoose={(c) => ask({ category: c === ALL ? null : c, page: 1 })}
      />
      <PartView
        {...failure}
        part={goods}
        lead={t('points.goods.failed')}
        empty={{ when: (v) => v.list.length === 0, text: t('points.goods.empty') }}
        onRetry={() => ask({})}
      >
        {(value) => (
          <div aria-busy={goods.status === 'loading' || undefined}>
            <ul className="point-goods">
              {value.list.map((reward) => (
                <GoodCard
                  key={reward.rewardId}
                  reward={reward}
                  symbol={symbol}
                  onRedeem={() => redeem(reward)}
                />
              ))}
            </ul>
            <Pagination
              pageCount={value.totalPages}
              current={value.pageNo}
              onChange={(page) => ask({ page })}
              label={t('points.goods.pages')}
              texts={pages}
            />
          </div>
        )}
      </PartView>
      {chosen && loggedIn ? (
        <RedeemModal
          reward={goods.value?.list.find((r) => r.rewardId === chosen.rewardId) ?? chosen}
          onClose={() => setChosen(null)}
        />
      ) : null}
    </section>
  );
}
