import type { RootState } from '@/app/store';
import { initialFeedbackState, type FeedbackState } from './slice';

/** The feedback page's state (its initial state before the feature is injected). */
export const selectFeedback = (s: RootState): FeedbackState => s.feedback ?? initialFeedbackState;
export const selectFeedbackSubmit = (s: RootState) => selectFeedback(s).submit;
export const selectFeedbackHistory = (s: RootState) => selectFeedback(s).history;
