import { periodLabel } from '@/lib/date-range';
import { formatDateTime } from '@/lib/format';
import type { RecordPage } from './constants';
import type { RecordRows } from './slice';
import { MoneyText } from '@/components/MoneyText';
import type { ColumnKey, RecordColumn, RecordTotal } from './components/RecordsView';

/* The columns and totals of each record page (shared by the pages and their stories). */

/** A money column: right-aligned, symbol, two decimals, separators, negatives marked. */
const money = <P extends RecordPage>(
  header: ColumnKey,
  amount: (row: RecordRows[P]['row']) => number,
): RecordColumn<P> => ({
  header,
  money: true,
  cell: (row, c) => <MoneyText amount={amount(row)} symbol={c.symbol} />,
});

export const BET_COLUMNS: RecordColumn<'bets'>[] = [
  { header: 'betTime', cell: (r) => formatDateTime(r.betTime) },
  { header: 'game', cell: (r) => r.gameName },
  { header: 'vendor', cell: (r) => r.vassalage },
  { header: 'gameType', cell: (r, c) => c.label('gameType', r.gameType) },
  money('betAmount', (r) => r.betAmount),
  money('validBet', (r) => r.validBet),
  money('winLoss', (r) => r.winLoss),
  { header: 'status', cell: (r, c) => c.label('status', r.status) },
];

export const BET_TOTALS: RecordTotal<'bets'>[] = [
  { key: 'betAmount', value: (t) => t.betAmount },
  { key: 'validBet', value: (t) => t.validBet },
  { key: 'winLoss', value: (t) => t.winLoss },
];

export const TRANSACTION_COLUMNS: RecordColumn<'transactions'>[] = [
  { header: 'time', cell: (r) => formatDateTime(r.createdAt) },
  { header: 'transType', cell: (r, c) => c.label('transType', r.transType) },
  money('amount', (r) => r.amount),
  money('balance', (r) => r.balance),
  { header: 'status', cell: (r, c) => c.label('status', r.status) },
  { header: 'remark', cell: (r) => r.remark ?? '' },
];

export const TRANSACTION_TOTALS: RecordTotal<'transactions'>[] = [
  { key: 'credit', value: (t) => t.credit },
  { key: 'debit', value: (t) => t.debit },
];

const PROFIT_MONEY = ['betAmount', 'validBet', 'payout', 'bonus', 'rebate', 'profit'] as const;

export const PROFIT_COLUMNS: RecordColumn<'profit'>[] = [
  { header: 'period', cell: (r, c) => periodLabel(c.query.period, r.periodStart, r.periodEnd) },
  ...PROFIT_MONEY.map((key) => money<'profit'>(key, (r) => r[key])),
];

export const PROFIT_TOTALS: RecordTotal<'profit'>[] = PROFIT_MONEY.map((key) => ({
  key,
  value: (t) => t[key],
}));

export const BONUS_COLUMNS: RecordColumn<'bonus'>[] = [
  { header: 'time', cell: (r) => formatDateTime(r.createdAt) },
  { header: 'bonusType', cell: (r, c) => c.label('bonusType', r.bonusType) },
  money('amount', (r) => r.amount),
  { header: 'status', cell: (r, c) => c.label('status', r.status) },
  { header: 'remark', cell: (r) => r.remark ?? '' },
];

export const BONUS_TOTALS: RecordTotal<'bonus'>[] = [{ key: 'amount', value: (t) => t.amount }];
