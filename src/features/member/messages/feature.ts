import type { LazyFeature } from '@/core/lazy-feature';
import { watchInbox } from './sagas';
import { inboxReducer } from './slice';

/** The platform messages page (member centre messageV2, lazy): its state, saga and texts. */
export const inboxFeature: LazyFeature = {
  name: 'inbox',
  reducer: inboxReducer,
  saga: watchInbox,
  texts: ['messages'],
};
