import { lotteryFeature } from '@/features/lottery/feature';
import { VnLotteryPage } from '@/features/lottery/pages/VnLotteryPage';

export const feature = lotteryFeature;

/** /vnlottery: header and side menu; query gameCode (spec 2 §2). */
export default function Section() {
  return <VnLotteryPage />;
}
