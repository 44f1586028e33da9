import type { LazyFeature } from '@/core/lazy-feature';
import { watchReferral } from './sagas';
import { referralReducer } from './slice';

/** The invite-friends page (member centre `referral`, lazy): its state, saga and texts. */
export const referralFeature: LazyFeature = {
  name: 'referral',
  reducer: referralReducer,
  saga: watchReferral,
  texts: ['referral'],
};
