import type { ColumnKey, ReportColumn, ReportTotal } from './components/ReportsView';

/* The columns and totals of each report page (shared by the pages, their stories and tests). */

const money = (field: ColumnKey): ReportColumn => ({ header: field, field, kind: 'money' });
const sum = (field: ReportTotal['label']): ReportTotal => ({ label: field, field });

export const BETTING_COLUMNS: ReportColumn[] = [
  { header: 'betTime', field: 'betTime', kind: 'time' },
  { header: 'account', field: 'account', kind: 'text' },
  { header: 'game', field: 'gameName', kind: 'text' },
  { header: 'gameType', field: 'gameType', kind: 'gameType' },
  money('betAmount'),
  money('validBet'),
  money('winLoss'),
  { header: 'status', field: 'status', kind: 'status' },
];

export const BETTING_TOTALS: ReportTotal[] = [sum('betAmount'), sum('validBet'), sum('winLoss')];

const PROFIT_MONEY = ['betAmount', 'validBet', 'payout', 'bonus', 'rebate', 'profit'] as const;

export const PROFIT_LOSS_COLUMNS: ReportColumn[] = [
  { header: 'period', field: 'periodStart', kind: 'period' },
  { header: 'account', field: 'account', kind: 'text' },
  ...PROFIT_MONEY.map(money),
];

export const PROFIT_LOSS_TOTALS: ReportTotal[] = PROFIT_MONEY.map(sum);

export const INCOME_COLUMNS: ReportColumn[] = [
  { header: 'period', field: 'periodStart', kind: 'period' },
  { header: 'incomeType', field: 'incomeType', kind: 'incomeType' },
  money('basis'),
  { header: 'activeMembers', field: 'activeMembers', kind: 'count' },
  { header: 'rate', field: 'rate', kind: 'percent' },
  money('amount'),
];

export const INCOME_TOTALS: ReportTotal[] = [sum('amount')];

export const TRANSACTION_COLUMNS: ReportColumn[] = [
  { header: 'time', field: 'createdAt', kind: 'time' },
  { header: 'account', field: 'account', kind: 'text' },
  { header: 'transType', field: 'transType', kind: 'transType' },
  money('amount'),
  { header: 'status', field: 'status', kind: 'status' },
  { header: 'remark', field: 'remark', kind: 'text' },
];

export const TRANSACTION_TOTALS: ReportTotal[] = [sum('credit'), sum('debit')];
