import type { LazyFeature } from '@/core/lazy-feature';
import { watchDeposit } from './sagas';
import { depositReducer } from './slice';

/** The deposit page (member centre depositv2, lazy): its state, saga and texts load with it. */
export const depositFeature: LazyFeature = {
  name: 'deposit',
  reducer: depositReducer,
  saga: watchDeposit,
  texts: ['deposit'],
};
