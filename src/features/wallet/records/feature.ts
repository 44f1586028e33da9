import type { LazyFeature } from '@/core/lazy-feature';
import { watchRecords } from './sagas';
import { recordsReducer } from './slice';

/** The member centre's four record pages (lazy): their state, saga and texts load with the first. */
export const recordsFeature: LazyFeature = {
  name: 'records',
  reducer: recordsReducer,
  saga: watchRecords,
  texts: ['records'],
};
