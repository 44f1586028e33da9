import { ReportsView } from './components/ReportsView';
import { INCOME_COLUMNS, INCOME_TOTALS } from './columns';
import { reportsFeature } from './feature';

export const feature = reportsFeature;

/** My income (agentRevenueReport): what the agent earned from the team, by period. */
export default function IncomePage() {
  return <ReportsView page="income" columns={INCOME_COLUMNS} totals={INCOME_TOTALS} />;
}
