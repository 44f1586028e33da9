import { periodLabel } from '@/lib/date-range';
import {
  MoneyText,
  RecordsView,
  type RecordColumn,
  type RecordTotal,
} from './components/RecordsView';
import { recordsFeature } from './feature';

export const feature = recordsFeature;

const MONEY = ['betAmount', 'validBet', 'payout', 'bonus', 'rebate', 'profit'] as const;

const COLUMNS: RecordColumn<'profit'>[] = [
  { header: 'period', cell: (r, c) => periodLabel(c.query.period, r.periodStart, r.periodEnd) },
  ...MONEY.map((key): RecordColumn<'profit'> => ({
    header: key,
    money: true,
    cell: (r, c) => <MoneyText amount={r[key]} symbol={c.symbol} />,
  })),
];

const TOTALS: RecordTotal<'profit'>[] = MONEY.map((key) => ({ key, value: (t) => t[key] }));

/** Personal profit and loss (personalProfit): one row per day, week, half month or month. */
export default function ProfitLossPage() {
  return (
    <RecordsView
      page="profit"
      columns={COLUMNS}
      rowKey={(r) => String(r.periodStart)}
      totals={TOTALS}
    />
  );
}
