import type { LazyFeature } from '@/core/lazy-feature';
import { watchFeedback } from './sagas';
import { feedbackReducer } from './slice';

/** Feedback and complaints (member centre `feedback`, lazy): its state, saga and texts. */
export const feedbackFeature: LazyFeature = {
  name: 'feedback',
  reducer: feedbackReducer,
  saga: watchFeedback,
  texts: ['feedback'],
};
