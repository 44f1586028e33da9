import type { LazyFeature } from '@/core/lazy-feature';
import { watchProfile } from './sagas';
import { profileReducer } from './slice';

/** The profile and avatar pages (member centre `profile`, `avatar`, lazy): state, saga and texts. */
export const profileFeature: LazyFeature = {
  name: 'profile',
  reducer: profileReducer,
  saga: watchProfile,
  texts: ['profile'],
};
