import type { LazyFeature } from '@/core/lazy-feature';
import { watchReports } from './sagas';
import { reportsReducer } from './slice';

/** The agent centre's four report pages (lazy): their state, saga and texts load with the first. */
export const reportsFeature: LazyFeature = {
  name: 'reports',
  reducer: reportsReducer,
  saga: watchReports,
  texts: ['reports'],
};
