import type { LazyFeature } from '@/core/lazy-feature';
import { authFeature } from '@/features/auth/feature';
import { registerReducer } from './slice';
import { watchRegister } from './sagas/watch';

/** The register feature (lazy): the /register page and the registration popups; it uses the challenge. */
export const registerFeature: LazyFeature = {
  name: 'register',
  reducer: registerReducer,
  saga: watchRegister,
  texts: ['register'],
  requires: [authFeature],
};
