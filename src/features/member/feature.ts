import type { LazyFeature } from '@/core/lazy-feature';
import { watchMember } from './sagas';
import { memberReducer } from './slice';

/** The member centre (lazy): its panel, state, saga and texts load when its address is opened. */
export const memberFeature: LazyFeature = {
  name: 'member',
  reducer: memberReducer,
  saga: watchMember,
  texts: ['member'],
};
