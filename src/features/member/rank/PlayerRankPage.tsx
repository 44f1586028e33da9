import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipRank, VipRanksValue } from '@/api/contract/member';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { systemActions } from '@/core/system/slice';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import { readableColours } from '@/lib/contrast';
import { formatMoney } from '@/lib/format';
import { PartView } from '@/core/components/PartView';
import { playerRankFeature } from './feature';
import { offersVipService, rankProgress, ranksByLevel, type Requirement } from './progress';
import { selectPlayerRank } from './selectors';
import { playerRankActions } from './slice';
import './rank.css';

const useMoney = () => {
  const symbol = useAppSelector(selectMoneySymbol);
  return (amount: number) => formatMoney(amount, symbol);
};

/** A rank's club label in its own colours (text `color` on `color2`), kept readable (AA). */
function RankLabel({ rank }: { rank: VipRank }) {
  return (
    <span className="rank-label" style={readableColours(rank.color, rank.color2)}>
      {rank.labelName}
    </span>
  );
}

/** One requirement of the next rank: the total, what is missing, and a progress bar. */
function RequirementBar({ kind, need }: { kind: 'deposit' | 'validBet'; need: Requirement }) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useId();
  return (
    <div className="rank-requirement">
      <p id={id}>
        {t(`rank.next.${kind}`, { reached: money(need.reached), required: money(need.required) })}
      </p>
      <progress max={100} value={need.percent} aria-labelledby={id} />
      <p className="rank-remaining">
        {need.remaining > 0
          ? t(`rank.next.${kind}Remaining`, { remaining: money(need.remaining) })
          : t('rank.next.reached')}
      </p>
    </div>
  );
}

/** The member's rank, what the next one needs (or the top rank reached), VIP service above 4. */
function MyRank({ value }: { value: VipRanksValue }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { current, next, deposit, validBet } = rankProgress(value);
  return (
    <section className="rank-mine" aria-label={t('rank.mine')}>
      <p className="rank-current">
        {current ? (
          <>
            {t('rank.current')} <RankLabel rank={current} />{' '}
            {t('rank.level', { level: current.rankLevel })}
          </>
        ) : (
          t('rank.none')
        )}
      </p>
      {next && deposit && validBet ? (
        <div className="rank-next">
          <p>
            {t('rank.next.title')} <RankLabel rank={next} />
          </p>
          <RequirementBar kind="deposit" need={deposit} />
          <RequirementBar kind="validBet" need={validBet} />
        </div>
      ) : (
        <p>{t('rank.top')}</p>
      )}
      {offersVipService(value.rankLevel) ? (
        <div className="rank-vip">
          <p>{t('rank.vip.lead')}</p>
          <button type="button" onClick={() => dispatch(systemActions.customerServiceRequested())}>
            {t('rank.vip.contact')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** Every rank with what it needs and gives; the member's own marked. */
function RankList({ value }: { value: VipRanksValue }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section aria-label={t('rank.all')}>
      <ol className="rank-list">
        {ranksByLevel(value).map((rank) => {
          const mine = rank.rankLevel === value.rankLevel;
          return (
            <li
              key={rank.rankLevel}
              className={mine ? 'rank-item rank-item-mine' : 'rank-item'}
              aria-current={mine ? 'true' : undefined}
            >
              <p className="rank-item-head">
                <RankLabel rank={rank} /> {t('rank.level', { level: rank.rankLevel })}
                {mine ? <strong className="rank-yours"> {t('rank.yours')}</strong> : null}
              </p>
              <p>
                {t('rank.needs', {
                  deposit: money(rank.depositRequired),
                  validBet: money(rank.validBetRequired),
                })}
              </p>
              {rank.benefits.length > 0 ? (
                <ul className="rank-benefits">
                  {rank.benefits.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The page as the store has it: loading, failed with a retry, or the ranks. */
export function PlayerRankView() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const part = useAppSelector(selectPlayerRank);
  return (
    <div className="rank-page">
      <PartView
        part={part}
        lead={t('rank.loadFailed')}
        busy={t('rank.busy')}
        onRetry={() => dispatch(playerRankActions.opened())}
      >
        {(value) => (
          <>
            <MyRank value={value} />
            {value.ranks.length > 0 ? <RankList value={value} /> : <p>{t('rank.empty')}</p>}
          </>
        )}
      </PartView>
    </div>
  );
}

/** The member centre's player rank page (spec 2 §2 "other member pages named": playerRank). */
export default function PlayerRankPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(playerRankActions.opened());
  }, [dispatch]);
  return <PlayerRankView />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = playerRankFeature;
