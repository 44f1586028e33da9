import type { LazyFeature } from '@/core/lazy-feature';
import { watchWinners } from './sagas';
import { winnersReducer } from './slice';

/** The winners board (lazy): its state, saga and texts load with the board's chunk. */
export const winnersFeature: LazyFeature = {
  name: 'winners',
  reducer: winnersReducer,
  saga: watchWinners,
  texts: ['winners'],
};
