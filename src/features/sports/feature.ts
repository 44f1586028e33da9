import type { LazyFeature } from '@/core/lazy-feature';
import { watchSports } from './sagas';
import { sportsReducer } from './slice';

/** The sports feature (lazy): the hot-matches boards of the sports and esports lobbies. */
export const sportsFeature: LazyFeature = {
  name: 'sports',
  reducer: sportsReducer,
  saga: watchSports,
  texts: ['games', 'sports'],
};
