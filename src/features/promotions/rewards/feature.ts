import type { LazyFeature } from '@/core/lazy-feature';
import { watchRewards } from './sagas';
import { rewardsReducer } from './slice';

/** The reward centre (member centre rewardCenter, lazy): its state, saga and texts load with it. */
export const rewardsFeature: LazyFeature = {
  name: 'rewards',
  reducer: rewardsReducer,
  saga: watchRewards,
  texts: ['rewards'],
};
