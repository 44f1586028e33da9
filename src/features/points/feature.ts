import type { LazyFeature } from '@/core/lazy-feature';
import { watchPoints } from './sagas';
import { pointsReducer } from './slice';

/** The point mall (/pointMall, lazy): its state, saga and texts load with it. */
export const pointsFeature: LazyFeature = {
  name: 'points',
  reducer: pointsReducer,
  saga: watchPoints,
  texts: ['points'],
};
