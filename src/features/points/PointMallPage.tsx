import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Loading } from '@/components/Loading';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectIsLoggedIn } from '@/core/session/selectors';
import { BalancePanel } from './components/BalancePanel';
import { DetailsPanel } from './components/DetailsPanel';
import { GoodsPanel } from './components/GoodsPanel';
import { HistoryPanel } from './components/HistoryPanel';
import { PointTabs } from './components/PointTabs';
import { RulesPanel } from './components/RulesPanel';
import { pointsFeature } from './feature';
import { tabOf, type PointTab } from './rules';
import { selectMallClosed, selectPoints } from './selectors';
import { pointsActions } from './slice';
import './points.css';

/** A tab of the member's own (history, details): asks for its rows once shown; a visitor logs in. */
function MemberTab({ tab }: { tab: 'history' | 'details' }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const state = useAppSelector(selectPoints);
  const idle = state[tab].status === 'idle';
  useEffect(() => {
    if (!loggedIn || !idle) return;
    if (tab === 'history') dispatch(pointsActions.historyRequested(state.historyQuery));
    else dispatch(pointsActions.detailsRequested(state.detailsQuery));
  }, [dispatch, loggedIn, idle, tab, state.historyQuery, state.detailsQuery]);
  if (!loggedIn)
    return (
      <div className="points-visitor">
        <p>{t(`points.${tab}.visitor`)}</p>
        <button type="button" onClick={() => dispatch(pointsActions.loginAsked())}>
          {t('points.balance.logIn')}
        </button>
      </div>
    );
  return tab === 'history' ? <HistoryPanel /> : <DetailsPanel />;
}

/** The mall as the store has it, on the chosen tab. */
export function PointMallView({ tab, onTab }: { tab: PointTab; onTab: (tab: PointTab) => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { config } = useAppSelector(selectPoints);
  const closed = useAppSelector(selectMallClosed);
  let content;
  if (closed) content = <p className="points-closed">{t('points.closed')}</p>;
  else if (config.status === 'failed' && config.failure)
    content = (
      <PageFailureNotice
        failure={config.failure}
        lead={t('points.configFailed')}
        busy={t('points.busy')}
        onRetry={() => dispatch(pointsActions.configRequested())}
        login={{
          label: t('points.balance.logIn'),
          onLogin: () => dispatch(pointsActions.loginAsked()),
        }}
      />
    );
  else if (!config.value) content = <Loading />;
  else
    content = (
      <>
        <BalancePanel />
        <PointTabs tab={tab} onTab={onTab}>
          {tab === 'goods' ? <GoodsPanel /> : null}
          {tab === 'history' || tab === 'details' ? <MemberTab tab={tab} /> : null}
          {tab === 'rules' ? <RulesPanel config={config.value} /> : null}
        </PointTabs>
      </>
    );
  return (
    <div className="points-page">
      <h1>{t('points.title')}</h1>
      {content}
    </div>
  );
}

/**
 * The point mall (/pointMall, spec 2 §2, §3, §4): the member's points, the goods to redeem with
 * points (visitors see them and log in to redeem), the redeem history, the points details, the
 * rules with the exchange-rate table and the conversion to cash. Each tab is its own address
 * (?tab=history), so it survives a reload and can be linked.
 */
export default function PointMallPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  useEffect(() => {
    dispatch(pointsActions.opened());
    return () => {
      dispatch(pointsActions.closed());
    };
  }, [dispatch]);
  const onTab = (next: PointTab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'goods') updated.delete('tab');
      else updated.set('tab', next);
      return updated;
    });
  return <PointMallView tab={tab} onTab={onTab} />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = pointsFeature;
