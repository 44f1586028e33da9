import type { LazyFeature } from '@/core/lazy-feature';
import { watchTransfer } from './sagas';
import { transferReducer } from './slice';

/** The wallet and upline-transfer pages (member centre, lazy): state, saga and texts load with them. */
export const transferFeature: LazyFeature = {
  name: 'transfer',
  reducer: transferReducer,
  saga: watchTransfer,
  texts: ['transfer'],
};
