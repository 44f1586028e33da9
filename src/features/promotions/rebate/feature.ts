import type { LazyFeature } from '@/core/lazy-feature';
import { watchRebate } from './sagas';
import { rebateReducer } from './slice';

/** The manual rebate page (member centre manualRebate, lazy): state, saga and texts load with it. */
export const rebateFeature: LazyFeature = {
  name: 'rebate',
  reducer: rebateReducer,
  saga: watchRebate,
  texts: ['rebate'],
};
