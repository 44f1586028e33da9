import { RecordsView } from './components/RecordsView';
import { TRANSACTION_COLUMNS, TRANSACTION_TOTALS } from './columns';
import { recordsFeature } from './feature';

export const feature = recordsFeature;

/** Account record (transactionHistory): money in and out of the main wallet, by transaction type. */
export default function AccountRecordPage() {
  return (
    <RecordsView
      page="transactions"
      columns={TRANSACTION_COLUMNS}
      rowKey={(r) => r.id}
      totals={TRANSACTION_TOTALS}
    />
  );
}
