import type { LazyFeature } from '@/core/lazy-feature';
import { authReducer } from './slice';
import { watchAuth } from './sagas';

/**
 * The auth feature (lazy): login, SMS login code, captcha, social sign-in and the anti-bot
 * challenge; injected by the login popup (or by a feature that requires it). The session itself
 * (token, member, logout, 401) is always loaded.
 */
export const authFeature: LazyFeature = {
  name: 'auth',
  reducer: authReducer,
  saga: watchAuth,
  texts: ['auth'],
};

/** The anti-bot challenge, for the flows of other features (registration, password recovery). */
export { runChallenge, type ChallengeResult, type ChallengePurpose } from './challenge';
