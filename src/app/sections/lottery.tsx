import { lotteryFeature } from '@/features/lottery/feature';
import { LotteryPage } from '@/features/lottery/pages/LotteryPage';

export const feature = lotteryFeature;

/** /lottery: header only; query gameCode and playType (spec 2 §2). */
export default function Section() {
  return <LotteryPage />;
}
