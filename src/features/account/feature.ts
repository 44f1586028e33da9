import type { LazyFeature } from '@/core/lazy-feature';
import { authFeature } from '@/features/auth/feature';
import { watchAccount } from './sagas/flows';

export { freePlayFlow } from './sagas/flows';

/**
 * The account feature (lazy): free play, change and forgotten password; it uses the challenge.
 * Its small state stays in the first page's store (logout, always loaded, reports through it).
 */
export const accountFeature: LazyFeature = {
  name: 'account',
  saga: watchAccount,
  texts: ['account'],
  requires: [authFeature],
};

/** The module's feature, for `lazyWorker` (the header's free-play buttons). */
export const feature = accountFeature;
