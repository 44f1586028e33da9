import { ReportsView } from './components/ReportsView';
import { TRANSACTION_COLUMNS, TRANSACTION_TOTALS } from './columns';
import { reportsFeature } from './feature';

export const feature = reportsFeature;

/** Transaction details (agentDownlineTransactionDetailsCopy): the team's money movements. */
export default function TransactionsPage() {
  return (
    <ReportsView page="transactions" columns={TRANSACTION_COLUMNS} totals={TRANSACTION_TOTALS} />
  );
}
