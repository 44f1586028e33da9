import type { LazyFeature } from '@/core/lazy-feature';
import { watchSecurity } from './sagas';
import { securityReducer } from './slice';

/**
 * The security centre (member centre securityCenter, lazy): its state, saga and texts load with
 * it; the login password's change button opens the account feature's modal (loaded on demand).
 */
export const securityFeature: LazyFeature = {
  name: 'security',
  reducer: securityReducer,
  saga: watchSecurity,
  texts: ['security'],
};
