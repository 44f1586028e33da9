import type { LazyFeature } from '@/core/lazy-feature';
import { watchLottery } from './sagas';
import { lotteryReducer } from './slice';

/** The lottery feature (lazy): its state, saga and texts load with its first screen. */
export const lotteryFeature: LazyFeature = {
  name: 'lottery',
  reducer: lotteryReducer,
  saga: watchLottery,
  texts: ['lottery'],
};
