import { formatDateTime } from '@/lib/format';
import {
  MoneyText,
  RecordsView,
  type RecordColumn,
  type RecordTotal,
} from './components/RecordsView';
import { recordsFeature } from './feature';

export const feature = recordsFeature;

const COLUMNS: RecordColumn<'bonus'>[] = [
  { header: 'time', cell: (r) => formatDateTime(r.createdAt) },
  { header: 'bonusType', cell: (r, c) => c.label('bonusType', r.bonusType) },
  {
    header: 'amount',
    money: true,
    cell: (r, c) => <MoneyText amount={r.amount} symbol={c.symbol} />,
  },
  { header: 'status', cell: (r, c) => c.label('status', r.status) },
  { header: 'remark', cell: (r) => r.remark ?? '' },
];

const TOTALS: RecordTotal<'bonus'>[] = [{ key: 'amount', value: (t) => t.amount }];

/** Bonus details (bonusDetails): promotions, rebates, missions and other rewards by bonus type. */
export default function BonusDetailsPage() {
  return <RecordsView page="bonus" columns={COLUMNS} rowKey={(r) => r.id} totals={TOTALS} />;
}
