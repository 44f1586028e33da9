import type { RootState } from '@/app/store';
import type { HotMatchCategory } from './constants';
import { type HotMatchBoard, initialSportsState } from './slice';

/** A hot-matches board (idle until the feature loads). */
export const selectHotMatches = (s: RootState, category: HotMatchCategory): HotMatchBoard =>
  (s.sports ?? initialSportsState).hotMatches[category];
