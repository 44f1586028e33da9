import type { LazyFeature } from '@/core/lazy-feature';
import { watchWithdraw } from './sagas';
import { withdrawReducer } from './slice';

/** The withdrawal page (member centre withdraw, lazy): its state, saga and texts load with it. */
export const withdrawFeature: LazyFeature = {
  name: 'withdraw',
  reducer: withdrawReducer,
  saga: watchWithdraw,
  texts: ['withdraw'],
};
