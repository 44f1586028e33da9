import { Suspense } from 'react';
import type { LazyFeature } from '@/core/lazy-feature';
import { lazyComponent } from '@/core/lazy-feature';
import { WhenVisible } from '@/components/WhenVisible';
import { gamesFeature } from '@/features/games/feature';
import { HomePage } from '@/features/games/pages/HomePage';

/** The home page: games lists and vendor lanes (games feature) first. */
export const feature: LazyFeature = { name: 'home', requires: [gamesFeature] };

/** The lottery highlights sit below the fold: their code and calls wait until they are scrolled near. */
const LotteryBlock = lazyComponent(() => import('@/features/lottery/home-block'));
/** So does the winners board (its own feature and chunk; spec 2 §2 "winners list and leaderboard"). */
const WinnersBoard = lazyComponent(() => import('@/features/winners/board'));

/** Space kept for the winners board (its ten rows) until it is there, so the page does not jump. */
const WINNERS_HEIGHT = 480;

export default function Section() {
  return (
    <HomePage>
      <WhenVisible minHeight={480}>
        <Suspense fallback={null}>
          <LotteryBlock />
        </Suspense>
      </WhenVisible>
      <WhenVisible minHeight={WINNERS_HEIGHT}>
        <Suspense fallback={<div style={{ minHeight: WINNERS_HEIGHT }} />}>
          <WinnersBoard />
        </Suspense>
      </WhenVisible>
    </HomePage>
  );
}
