import { lotteryFeature } from '@/features/lottery/feature';
import { ElottPage } from '@/features/lottery/pages/ElottPage';

export const feature = lotteryFeature;

/** /elott: header, banner, footer and side menu (spec 2 §2). */
export default function Section() {
  return <ElottPage />;
}
