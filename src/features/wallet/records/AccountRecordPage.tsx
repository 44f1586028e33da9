import { formatDateTime } from '@/lib/format';
import {
  MoneyText,
  RecordsView,
  type RecordColumn,
  type RecordTotal,
} from './components/RecordsView';
import { recordsFeature } from './feature';

export const feature = recordsFeature;

const COLUMNS: RecordColumn<'transactions'>[] = [
  { header: 'time', cell: (r) => formatDateTime(r.createdAt) },
  { header: 'transType', cell: (r, c) => c.label('transType', r.transType) },
  {
    header: 'amount',
    money: true,
    cell: (r, c) => <MoneyText amount={r.amount} symbol={c.symbol} />,
  },
  {
    header: 'balance',
    money: true,
    cell: (r, c) => <MoneyText amount={r.balance} symbol={c.symbol} />,
  },
  { header: 'status', cell: (r, c) => c.label('status', r.status) },
  { header: 'remark', cell: (r) => r.remark ?? '' },
];

const TOTALS: RecordTotal<'transactions'>[] = [
  { key: 'credit', value: (t) => t.credit },
  { key: 'debit', value: (t) => t.debit },
];

/** Account record (transactionHistory): money in and out of the main wallet, by transaction type. */
export default function AccountRecordPage() {
  return <RecordsView page="transactions" columns={COLUMNS} rowKey={(r) => r.id} totals={TOTALS} />;
}
