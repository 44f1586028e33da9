import { ReportsView } from './components/ReportsView';
import { PROFIT_LOSS_COLUMNS, PROFIT_LOSS_TOTALS } from './columns';
import { reportsFeature } from './feature';

export const feature = reportsFeature;

/** User profit and loss (palStatementsAgentCopy): each member's profit by period. */
export default function TeamProfitLossPage() {
  return (
    <ReportsView page="profitLoss" columns={PROFIT_LOSS_COLUMNS} totals={PROFIT_LOSS_TOTALS} />
  );
}
