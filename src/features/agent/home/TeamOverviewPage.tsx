import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import { TeamOverviewView } from './components/TeamOverviewView';
import { agentHomeFeature } from './feature';
import { selectOverview } from './selectors';
import { agentHomeActions } from './slice';

export const feature = agentHomeFeature;

/** Team overview (agentTeamOverview, the default page): the team's figures for a period. */
export default function TeamOverviewPage() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectOverview);
  const symbol = useAppSelector(selectMoneySymbol);
  const [today] = useState(() => new Date());
  useEffect(() => {
    dispatch(agentHomeActions.overviewOpened());
  }, [dispatch]);
  return (
    <TeamOverviewView
      state={state}
      today={today}
      symbol={symbol}
      onRange={(choice) => dispatch(agentHomeActions.overviewRangeChosen(choice))}
      onRetry={() => dispatch(agentHomeActions.overviewOpened())}
      onLogin={() => dispatch(agentHomeActions.loginAsked())}
    />
  );
}
