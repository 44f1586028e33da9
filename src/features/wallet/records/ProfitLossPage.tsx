import { RecordsView } from './components/RecordsView';
import { PROFIT_COLUMNS, PROFIT_TOTALS } from './columns';
import { recordsFeature } from './feature';

export const feature = recordsFeature;

/** Personal profit and loss (personalProfit): one row per day, week, half month or month. */
export default function ProfitLossPage() {
  return (
    <RecordsView
      page="profit"
      columns={PROFIT_COLUMNS}
      rowKey={(r) => String(r.periodStart)}
      totals={PROFIT_TOTALS}
    />
  );
}
