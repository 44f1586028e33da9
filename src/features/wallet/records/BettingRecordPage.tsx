import { formatDateTime } from '@/lib/format';
import {
  MoneyText,
  RecordsView,
  type RecordColumn,
  type RecordTotal,
} from './components/RecordsView';
import { recordsFeature } from './feature';

export const feature = recordsFeature;

const COLUMNS: RecordColumn<'bets'>[] = [
  { header: 'betTime', cell: (r) => formatDateTime(r.betTime) },
  { header: 'game', cell: (r) => r.gameName },
  { header: 'vendor', cell: (r) => r.vassalage },
  { header: 'gameType', cell: (r, c) => c.label('gameType', r.gameType) },
  {
    header: 'betAmount',
    money: true,
    cell: (r, c) => <MoneyText amount={r.betAmount} symbol={c.symbol} />,
  },
  {
    header: 'validBet',
    money: true,
    cell: (r, c) => <MoneyText amount={r.validBet} symbol={c.symbol} />,
  },
  {
    header: 'winLoss',
    money: true,
    cell: (r, c) => <MoneyText amount={r.winLoss} symbol={c.symbol} />,
  },
  { header: 'status', cell: (r, c) => c.label('status', r.status) },
];

const TOTALS: RecordTotal<'bets'>[] = [
  { key: 'betAmount', value: (t) => t.betAmount },
  { key: 'validBet', value: (t) => t.validBet },
  { key: 'winLoss', value: (t) => t.winLoss },
];

/** Betting record (personalHistoryCopy): the member's bets by range and game type. */
export default function BettingRecordPage() {
  return <RecordsView page="bets" columns={COLUMNS} rowKey={(r) => r.betId} totals={TOTALS} />;
}
