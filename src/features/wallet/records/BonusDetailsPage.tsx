import { RecordsView } from './components/RecordsView';
import { BONUS_COLUMNS, BONUS_TOTALS } from './columns';
import { recordsFeature } from './feature';

export const feature = recordsFeature;

/** Bonus details (bonusDetails): promotions, rebates, missions and other rewards by bonus type. */
export default function BonusDetailsPage() {
  return (
    <RecordsView page="bonus" columns={BONUS_COLUMNS} rowKey={(r) => r.id} totals={BONUS_TOTALS} />
  );
}
