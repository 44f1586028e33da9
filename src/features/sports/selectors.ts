import type { RootState } from '@/app/store';
import { type HotMatchBoard, initialSportsState } from './slice';
import { type HotMatchCategory } from '@/api/contract/constants';

/** A hot-matches board (idle until the feature loads). */
export const selectHotMatches = (s: RootState, category: HotMatchCategory): HotMatchBoard =>
  (s.sports ?? initialSportsState).hotMatches[category];
