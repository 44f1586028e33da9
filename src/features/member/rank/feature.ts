import type { LazyFeature } from '@/core/lazy-feature';
import { watchPlayerRank } from './sagas';
import { playerRankReducer } from './slice';

/** The player rank page (member centre `playerRank`, lazy): its state, saga and texts. */
export const playerRankFeature: LazyFeature = {
  name: 'playerRank',
  reducer: playerRankReducer,
  saga: watchPlayerRank,
  texts: ['rank'],
};
