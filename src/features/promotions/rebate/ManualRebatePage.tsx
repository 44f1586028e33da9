import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { RebateHistory } from './components/RebateHistory';
import { RebateSummary } from './components/RebateSummary';
import { rebateFeature } from './feature';
import { periodBounds } from './rebate-format';
import { selectRebate } from './selectors';
import { REBATE_PERIODS, rebateActions, type RebatePeriodPreset } from './slice';
import '../promotions.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="promotions-page">
      <h4 id={id}>{title}</h4>
      {children}
    </section>
  );
}

/** The rebate of the chosen period and the claims history, as the store has them. */
export function ManualRebateView() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { period, summary, claim, history } = useAppSelector(selectRebate);
  const symbol = useAppSelector(selectMoneySymbol);
  const periodId = useId();
  const bounds = periodBounds(period);
  const failed =
    summary.status === 'failed' && summary.failure ? (
      <PageFailureNotice
        failure={summary.failure}
        lead={t('rebate.failed')}
        busy={t('rebate.busy')}
        onRetry={() => dispatch(rebateActions.summaryRequested())}
      />
    ) : null;
  return (
    <div className="promotions-page manual-rebate">
      <Section title={t('rebate.available')}>
        <p>
          <label htmlFor={periodId}>{t('rebate.period')}</label>{' '}
          <select
            id={periodId}
            value={period}
            onChange={(e) =>
              dispatch(rebateActions.periodChosen(e.target.value as RebatePeriodPreset))
            }
          >
            {REBATE_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`rebate.periods.${p}`)}
              </option>
            ))}
          </select>{' '}
          <span className="promotions-note">
            {bounds.startDate} – {bounds.endDate}
          </span>
        </p>
        {failed}
        {summary.value ? (
          <RebateSummary
            summary={summary.value}
            claim={claim}
            symbol={symbol}
            onClaim={(gameType) => dispatch(rebateActions.claimRequested({ gameType }))}
          />
        ) : failed ? null : (
          <Loading />
        )}
      </Section>
      <Section title={t('rebate.history.title')}>
        <RebateHistory
          history={history}
          symbol={symbol}
          onPage={(page) => dispatch(rebateActions.historyRequested(page))}
        />
      </Section>
    </div>
  );
}

/**
 * The member centre's manual rebate (manualRebate, spec 2 §2, §3, §9): the rebate of the valid bets
 * per game category for a period, claimed per category or all at once into the main wallet, and
 * the history of the claims.
 */
export default function ManualRebatePage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(rebateActions.opened());
    return () => {
      dispatch(rebateActions.closed());
    };
  }, [dispatch]);
  return <ManualRebateView />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = rebateFeature;
