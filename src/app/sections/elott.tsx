import { Suspense } from 'react';
import { lazyComponent } from '@/core/lazy-feature';
import { lotteryFeature } from '@/features/lottery/feature';
import { ElottPage } from '@/features/lottery/pages/ElottPage';

export const feature = lotteryFeature;

/** The winners board: its own feature and chunk (the board keeps its height while it loads). */
const WinnersBoard = lazyComponent(() => import('@/features/winners/board'));

/** /elott: header, banner, footer and side menu (spec 2 §2), with the winners board. */
export default function Section() {
  return (
    <ElottPage>
      <Suspense fallback={null}>
        <WinnersBoard />
      </Suspense>
    </ElottPage>
  );
}
