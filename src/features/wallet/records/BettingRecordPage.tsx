import { RecordsView } from './components/RecordsView';
import { BET_COLUMNS, BET_TOTALS } from './columns';
import { recordsFeature } from './feature';

export const feature = recordsFeature;

/** Betting record (personalHistoryCopy): the member's bets by range and game type. */
export default function BettingRecordPage() {
  return (
    <RecordsView page="bets" columns={BET_COLUMNS} rowKey={(r) => r.betId} totals={BET_TOTALS} />
  );
}
