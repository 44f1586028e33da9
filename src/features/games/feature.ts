import type { LazyFeature } from '@/core/lazy-feature';
import { gamesReducer } from './slice';
import { watchGames } from './sagas';

/** The games feature (lazy): lobby, game lists, favourites; injected by its first screen. */
export const gamesFeature: LazyFeature = {
  name: 'games',
  reducer: gamesReducer,
  saga: watchGames,
  texts: ['games'],
};
