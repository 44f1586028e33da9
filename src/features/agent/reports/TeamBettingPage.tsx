import { ReportsView } from './components/ReportsView';
import { BETTING_COLUMNS, BETTING_TOTALS } from './columns';
import { reportsFeature } from './feature';

export const feature = reportsFeature;

/** Team betting (personalHistoryCopy): the team's bets by member, game type and range. */
export default function TeamBettingPage() {
  return <ReportsView page="betting" columns={BETTING_COLUMNS} totals={BETTING_TOTALS} />;
}
